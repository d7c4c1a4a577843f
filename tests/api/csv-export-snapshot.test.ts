import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { seedBulkStock } from '../../server/demo/bulk-stock';
import { testEngines } from '../support/engines';
import { insertReferences, userIdOf, insertLot, insertItem } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

const LOTS = 60_000;

describe.each(await testEngines())('CSV export from one snapshot on %s', (engine) => {
  let server: TestServer;
  let base: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    await insertReferences(db);
    await db
      .insertInto('departments')
      .values({
        name: 'Kitchen',
        description: '',
        created_at: '2024-01-01',
        updated_at: '2024-01-01',
      })
      .execute();
    await seedBulkStock(db, {
      items: LOTS / 10,
      lotsPerItem: 10,
      wasteEvery: 1_000_000,
      orderEvery: 1_000_000,
      now: new Date('2024-06-01T00:00:00Z'),
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}${API_BASE_PATH}`;
  }, 120_000);
  afterAll(() => server.close());

  it(
    'lists every lot once while deliveries arrive during the export',
    { timeout: 120_000 },
    async () => {
      const db = server.handle.db;
      const before = await db.selectFrom('lots').select('id').execute();
      const response = await fetch(`${base}/receive-items?format=csv`, {
        headers: { authorization: `Bearer ${await server.tokenFor('Viewer')}` },
      });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = '';
      const first = await reader.read();
      text += decoder.decode(first.value, { stream: true });

      // 50 deliveries arrive, newest of all, while the export is under way.
      const refs = await insertReferences(db);
      const itemId = await insertItem(db, refs, { name: 'Late delivery' });
      const receivedBy = await userIdOf(db, 'Manager');
      for (let n = 0; n < 50; n += 1) {
        await insertLot(db, {
          itemId,
          supplierId: refs.supplierId,
          receivedBy,
          quantity: 1000,
          expirationDate: '2031-01-01',
          receivedAt: new Date(Date.now() + n).toISOString(),
        });
      }

      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        text += decoder.decode(next.value, { stream: true });
      }
      const records = text.split('\r\n').filter((line) => line !== '');
      // The header, then each lot that existed when the export began: none twice, none missing.
      expect(records.length - 1).toBe(before.length);
      expect(text).not.toContain('Late delivery');
    },
  );
});
