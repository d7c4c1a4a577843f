import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityList, ActivityVerify, Item } from '../../contract/schemas';
import { testEngines } from '../support/engines';
import { createItemFixture, type ItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('activity log core on %s', (engine) => {
  let server: TestServer;
  let fixture: ItemFixture;

  beforeAll(async () => {
    server = await createTestServer(engine);
    fixture = await createItemFixture(server);
  });
  afterAll(() => server.close());

  const activity = async (query = '') => {
    const answer = await server.api({ method: 'GET', path: `/activity${query}`, role: 'Manager' });
    expect(answer.statusCode).toBe(200);
    return answer.json<ActivityList>();
  };

  it('records an item edit with its changes, and verifies the chain', async () => {
    const created = await fixture.send('POST', '/items', fixture.request({ name: 'Milk 1L' }));
    expect(created.statusCode).toBe(201);
    const item = created.json<Item>();
    const renamed = await fixture.send(
      'PUT',
      `/items/${item.itemId}`,
      fixture.request({ name: 'Whole Milk 1L', barcode: item.barcode, unit: 'ml' }),
      null,
      { role: 'Manager' },
    );
    expect(renamed.statusCode).toBe(200);

    const { activity: entries, totalCount } = await activity(
      `?entity=item&entityId=${item.itemId}`,
    );
    expect(totalCount).toBe(2);
    expect(entries[0]).toMatchObject({
      Action: 'update',
      Entity: 'item',
      EntityID: String(item.itemId),
      User: { Name: 'manager' },
      Summary: 'Renamed item Milk 1L to Whole Milk 1L',
      Changes: { name: ['Milk 1L', 'Whole Milk 1L'], unit: ['L', 'ml'] },
    });
    expect(entries[1]).toMatchObject({ Action: 'create', User: { Name: 'warehouse-staff' } });
    expect(entries[0]?.ActivityId).toBeGreaterThan(entries[1]?.ActivityId ?? 0);

    const verify = await server.api({
      method: 'GET',
      path: '/activity/verify',
      role: 'Administrator',
    });
    // The sign-ins of the three roles are entries too: the chain holds them all.
    const newest = (await activity('?pageSize=1')).activity[0]?.ActivityId;
    expect(verify.json<ActivityVerify>()).toEqual({
      ok: true,
      entries: newest,
      firstBrokenId: null,
    });
  });

  it('is read by Administrator and Manager, verified by Administrator only', async () => {
    for (const role of ['Warehouse Staff', 'Editor', 'Viewer'] as const) {
      expect((await server.api({ method: 'GET', path: '/activity', role })).statusCode).toBe(403);
    }
    for (const role of ['Manager', 'Viewer'] as const) {
      expect((await server.api({ method: 'GET', path: '/activity/verify', role })).statusCode).toBe(
        403,
      );
    }
    expect((await server.api({ method: 'GET', path: '/activity' })).statusCode).toBe(401);
  });
});
