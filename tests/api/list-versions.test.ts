import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/connect';
import { PG_URL, testEngines } from '../support/engines';
import { createItemFixture, type ItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('list versions on %s', (engine) => {
  let server: TestServer;
  let items: ItemFixture;
  /** A second instance: its own app and, on PostgreSQL, its own connection pool. */
  let other: FastifyInstance;
  let otherHandle: DatabaseHandle | null = null;

  beforeAll(async () => {
    server = await createTestServer(engine);
    items = await createItemFixture(server);
    let db = server.handle.db;
    if (engine === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      otherHandle = openPostgres(PG_URL, rows[0]?.schema);
      db = otherHandle.db;
    }
    other = await buildApp({
      db,
      engine,
      config: { ...readConfig({}), webRoot: null },
      jwtSecret: 'test-secret-0123456789abcdef',
    });
  });
  afterAll(async () => {
    await other.close();
    await otherHandle?.close();
    await server.close();
  });

  async function get(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
    return app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}${path}`,
      headers: { authorization: `Bearer ${await server.tokenFor('Viewer')}`, ...headers },
    });
  }

  it('answers 304 from the version after writes by another instance, 200 once the list changed', async () => {
    expect(
      (await items.send('POST', '/items', items.request({ name: 'Oat milk' }))).statusCode,
    ).toBe(201);
    const first = await get(server.app, '/items');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(server.app, '/items', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The other instance reads the same version from the database.
    expect((await get(other, '/items', { 'if-none-match': etag })).statusCode).toBe(304);

    // A write through the other instance to another list leaves the items' version alone.
    const department = await other.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/departments`,
      headers: { authorization: `Bearer ${await server.tokenFor('Manager')}` },
      payload: { name: 'Pastry', description: '' },
    });
    expect(department.statusCode).toBe(201);
    expect((await get(server.app, '/items', { 'if-none-match': etag })).statusCode).toBe(304);

    // Renaming the category through the other instance changes the items (they show its name).
    const renamed = await other.inject({
      method: 'PUT',
      url: `${API_BASE_PATH}/categories/${items.categoryId}`,
      headers: { authorization: `Bearer ${await server.tokenFor('Manager')}` },
      payload: { name: 'Plant milks', description: '' },
    });
    expect(renamed.statusCode).toBe(200);
    const changed = await get(server.app, '/items', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ items: { categoryName: string }[] }>().items[0]?.categoryName).toBe(
      'Plant milks',
    );
    const newEtag = String(changed.headers.etag);
    expect(newEtag).not.toBe(etag);
    expect((await get(other, '/items', { 'if-none-match': newEtag })).statusCode).toBe(304);
  });

  it('reuses the current version serialized and compressed, and rebuilds after a write', async () => {
    const names = Array.from({ length: 30 }, (_unused, n) => `Reused item ${n}`);
    for (const name of names) await items.send('POST', '/items', items.request({ name }));
    const bodies = server.app.listBodies;
    const plain = await get(server.app, '/items');
    const builds = bodies.builds;
    const gzip = await get(server.app, '/items', { 'accept-encoding': 'gzip' });
    const gzipAgain = await get(server.app, '/items', { 'accept-encoding': 'gzip' });
    expect(bodies.builds).toBe(builds);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzipAgain.rawPayload.equals(gzip.rawPayload)).toBe(true);
    const br = await get(server.app, '/items', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');

    await items.send('POST', '/items', items.request({ name: 'One more' }));
    const after = await get(server.app, '/items');
    expect(bodies.builds).toBe(builds + 1);
    expect(after.json<{ totalCount: number }>().totalCount).toBe(
      plain.json<{ totalCount: number }>().totalCount + 1,
    );
  });

  it('keeps a stale cursor answer free of the list ETag', async () => {
    const list = await get(server.app, '/departments');
    const response = await get(server.app, '/departments?since=nope');
    expect(response.statusCode).toBe(410);
    expect(response.headers.etag).not.toBe(list.headers.etag);
    expect(response.headers.etag).not.toMatch(/^W\//);
  });
});
