import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkStock } from '../../server/demo/bulk-stock';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Every unpaged list stays correct at 100,000 rows on both engines: no bind parameter or query
 * per row (SQLite refuses more than 32,766 binds, PostgreSQL 65,535). Rows are generated in the
 * database by the demo's bulk generator, not through HTTP.
 */
const ROWS = 100_000;

describe.each(await testEngines())('lists of 100,000 rows on %s', (engine) => {
  let server: TestServer;
  /** Taken before the rows were generated: a delta from it holds every item. */
  let cursor: string;
  beforeAll(async () => {
    server = await createTestServer(engine);
    const before = await server.api({ method: 'GET', path: '/items', role: 'Manager' });
    cursor = before.json<{ cursor: string }>().cursor;
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now };
    const db = server.handle.db;
    await db
      .insertInto('categories')
      .values({ name: 'Bulk', description: '', ...stamps })
      .execute();
    await db
      .insertInto('item_areas')
      .values({ name: 'Bulk area', speed_class: 'Fast', ...stamps })
      .execute();
    await db
      .insertInto('departments')
      .values({ name: 'Bulk dept', description: '', ...stamps })
      .execute();
    await db
      .insertInto('suppliers')
      .values({
        name: 'Bulk supplier',
        email: 'b@example.com',
        phone_number: '+1 555 0100',
        address: null,
        ...stamps,
      })
      .execute();
    await db.transaction().execute((trx) =>
      seedBulkStock(trx, {
        items: ROWS,
        lotsPerItem: 1,
        wasteEvery: 1,
        orderEvery: 1,
        now: new Date(),
      }),
    );
  }, 300_000);
  afterAll(() => server.close());

  async function list<T>(path: string): Promise<T> {
    const response = await server.api({ method: 'GET', path, role: 'Manager' });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  }

  // Each answer is tens of megabytes of JSON: minutes on a busy two-core machine, not 30 s.
  it('lists every item, its stock and the low ones', { timeout: 180_000 }, async () => {
    const items = await list<{ totalCount: number; items: { name: string }[] }>('/items');
    expect(items.totalCount).toBe(ROWS);
    expect(items.items).toHaveLength(ROWS);
    expect(items.items[0]?.name).toBe('Stock item 1000001');
    expect(items.items.at(-1)?.name).toBe(`Stock item ${1_000_000 + ROWS}`);
    const locations = await list<{ totalCount: number; items: unknown[] }>('/item-locations');
    expect(locations.items).toHaveLength(ROWS);
    const low = await list<{ lowItems: unknown[] }>('/low-items');
    // Lots hold 5 to 24 units less the 1 wasted: the threshold (10) catches 4 to 10 of every 20.
    expect(low.lowItems.length).toBe(ROWS * (7 / 20));
  });

  it(
    'lists every received lot, waste report and order with its line',
    { timeout: 180_000 },
    async () => {
      const lots = await list<{ totalCount: number; receiveItems: unknown[] }>('/receive-items');
      expect(lots.totalCount).toBe(ROWS);
      expect(lots.receiveItems).toHaveLength(ROWS);
      const waste = await list<{ totalCount: number; wasteItems: unknown[] }>(
        '/receive-items/waste',
      );
      expect(waste.wasteItems).toHaveLength(ROWS);
      const orders = await list<{
        totalCount: number;
        orderItems: { FulfillmentContent: { Quantity: number }[] }[];
      }>('/order-items');
      expect(orders.totalCount).toBe(ROWS);
      expect(orders.orderItems).toHaveLength(ROWS);
      expect(orders.orderItems.every((order) => order.FulfillmentContent.length === 1)).toBe(true);
      const page = await list<{ orderItems: unknown[] }>('/order-items?page=3&pageSize=50');
      expect(page.orderItems).toHaveLength(50);
    },
  );

  it(
    'answers a delta of 100,000 new items and the near-expiry lots',
    { timeout: 180_000 },
    async () => {
      const nearExpiry = await list<{ nearExpiryList: unknown[] }>('/receive-items/near-expiry');
      // Expiry in 3 or 10 days by item id; alert window 3 days for every 4th item, else 7.
      expect(nearExpiry.nearExpiryList.length).toBeGreaterThan(ROWS / 10);
      const delta = await list<{ items: unknown[]; deleted: number[] }>(
        `/items?since=${encodeURIComponent(cursor)}`,
      );
      expect(delta.items).toHaveLength(ROWS);
      expect(delta.deleted).toEqual([]);
    },
  );
});
