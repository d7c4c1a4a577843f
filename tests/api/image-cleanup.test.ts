import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { uniquePng } from '../support/images';
import { createItemFixture, sha256, type ItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('images no item uses on %s', (engine) => {
  let server: TestServer;
  let fixture: ItemFixture;
  beforeAll(async () => {
    server = await createTestServer(engine);
    fixture = await createItemFixture(server);
  });
  afterAll(() => server.close());

  const stored = async (bytes: Buffer) =>
    (
      await server.handle.db
        .selectFrom('images')
        .select('hash')
        .where('hash', '=', sha256(bytes))
        .execute()
    ).length === 1;
  const served = async (bytes: Buffer) =>
    (await server.api({ method: 'GET', path: `/images/${sha256(bytes)}` })).statusCode;

  it('deletes a replaced image unless another item shares it, and an item’s image with it', async () => {
    const shared = uniquePng();
    const first = (await fixture.send('POST', '/items', fixture.request(), shared)).json<Item>();
    const second = (await fixture.send('POST', '/items', fixture.request(), shared)).json<Item>();

    // Replaced on the first item: the second still uses the bytes, so they stay.
    const replacement = uniquePng();
    const put = await fixture.send('PUT', `/items/${first.itemId}`, fixture.request(), replacement);
    expect(put.statusCode).toBe(200);
    expect(await stored(shared)).toBe(true);

    // Replaced on the second too: nobody uses them, so they go and are no longer served.
    const again = uniquePng();
    expect(
      (await fixture.send('PUT', `/items/${second.itemId}`, fixture.request(), again)).statusCode,
    ).toBe(200);
    expect(await stored(shared)).toBe(false);
    expect(await served(shared)).toBe(404);

    // Deleting an item deletes its image.
    const deleted = await server.api({
      method: 'DELETE',
      path: `/items/${second.itemId}`,
      role: 'Manager',
    });
    expect(deleted.statusCode).toBe(204);
    expect(await stored(again)).toBe(false);
    expect(await stored(replacement)).toBe(true);
    expect(await served(replacement)).toBe(200);
  });
});
