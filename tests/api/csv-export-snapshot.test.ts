import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { seedBulkStock } from '../../server/demo/bulk-stock';
import { CSV_CHUNK_ROWS, type FetchAfter } from '../../server/export/csv';
import { exportOrders } from '../../server/stock/orders';
import { exportWaste } from '../../server/stock/waste';
import { testEngines } from '../support/engines';
import { insertReferences, userIdOf, insertLot, insertItem } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

const LOTS = 60_000;

/** Every row's ID of an export read chunk by chunk, with `between` run after each chunk. */
async function readAllIds<Row extends { ID: number }>(
  next: FetchAfter<Row>,
  between: () => Promise<void>,
): Promise<number[]> {
  const ids: number[] = [];
  let last: Row | null = null;
  for (;;) {
    const rows = await next(last, CSV_CHUNK_ROWS);
    ids.push(...rows.map((row) => row.ID));
    if (rows.length < CSV_CHUNK_ROWS) return ids;
    last = rows[rows.length - 1] ?? null;
    await between();
  }
}

async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const next = await reader.read();
    if (next.done) return text + decoder.decode();
    text += decoder.decode(next.value, { stream: true });
  }
}

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
      // 2,000 waste reports and 2,000 orders: four chunks each.
      wasteEvery: 3,
      orderEvery: 3,
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

      text += await readRest(reader);
      const records = text.split('\r\n').filter((line) => line !== '');
      // The header, then each lot that existed when the export began: none twice, none missing.
      expect(records.length - 1).toBe(before.length);
      expect(text).not.toContain('Late delivery');
    },
  );

  // Through the route, the socket's buffers can take a small list whole before a write lands;
  // the export's reader is driven here chunk by chunk instead, with writes between chunks.
  it.each([
    { table: 'waste' as const, path: '/receive-items/waste' },
    { table: 'orders' as const, path: '/order-items' },
  ])(
    'the $table export reads every row once while new ones are written between its chunks',
    { timeout: 120_000 },
    async ({ table, path }) => {
      const db = server.handle.db;
      const before = (await db.selectFrom(table).select('id').execute()).length;
      expect(before).toBeGreaterThan(1_500);
      const department = await db.selectFrom('departments').select('id').executeTakeFirstOrThrow();
      const item = await db.selectFrom('lots').select('item_id').executeTakeFirstOrThrow();
      // Ten new rows, newest of all: with OFFSET paging they would push rows into the next page.
      const writeTen = async () => {
        for (let n = 0; n < 10; n += 1) {
          const written = await server.api({
            method: 'POST',
            path,
            role: 'Manager',
            payload:
              table === 'waste'
                ? { itemId: item.item_id, reason: 'Damaged', quantity: '0.001' }
                : {
                    departmentId: department.id,
                    fulfilledAt: '2030-01-02T09:30:00Z',
                    orderItems: [{ itemId: item.item_id, quantity: 1 }],
                  },
          });
          expect(written.statusCode, written.body).toBe(201);
        }
      };
      const seen =
        table === 'waste'
          ? await readAllIds(exportWaste(db, {}), writeTen)
          : await readAllIds(exportOrders(db, {}), writeTen);
      expect(seen).toHaveLength(before);
      expect(new Set(seen).size).toBe(before);
    },
  );
});
