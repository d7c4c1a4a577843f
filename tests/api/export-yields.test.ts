import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { seedBulkStock } from '../../server/demo/bulk-stock';
import { seedBenchData } from '../bench/fixture';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

const LOTS = 20_000;

/** Ordering, not timing (CI machines are noisy): what finished before what. */
describe.each(await testEngines())('a whole-list export lets others in on %s', (engine) => {
  let server: TestServer;
  let base = '';
  beforeAll(async () => {
    server = await createTestServer(engine, {}, { onDisk: true });
    await seedBenchData(server.handle.db, 10);
    await seedBulkStock(server.handle.db, {
      items: LOTS / 10,
      lotsPerItem: 10,
      wasteEvery: 1_000_000,
      orderEvery: 1_000_000,
      now: new Date(),
    });
    // Over a real socket: it takes every chunk at once, as on the server's own machine.
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${API_BASE_PATH}`;
  }, 120_000);
  afterAll(() => server.close());

  function get(path: string, token: string, onFirstData?: () => void): Promise<number> {
    return new Promise((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } }, (response) => {
          response.once('data', () => onFirstData?.());
          response.on('data', () => undefined);
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        })
        .on('error', reject);
    });
  }

  it('answers GET /roles sent once the export has begun, before the export ends', async () => {
    const token = await server.tokenFor('Manager');
    const order: string[] = [];
    const roles: Promise<number>[] = [];
    const exported = get('/receive-items?format=csv', token, () => {
      roles.push(
        get('/roles', token).then((status) => {
          order.push('roles');
          return status;
        }),
      );
    }).then((status) => {
      order.push('export');
      return status;
    });
    expect(await exported).toBe(200);
    expect(await Promise.all(roles)).toEqual([200]);
    // Before, the server wrote all 20,000 lots in one turn of its event loop: the request for
    // the roles was read only after the last of them.
    expect(order).toEqual(['roles', 'export']);
  });
});
