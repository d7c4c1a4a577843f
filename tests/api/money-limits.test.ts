import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DELIVERY_VALUE_MAX,
  LOT_VALUE_MAX,
  MONEY_SCALE,
  MONEY_TEXT,
  STOCK_MOVE_VALUE_MAX,
} from '../../contract/money';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import type { DashboardSummary } from '../../contract/schemas/stock';
import type { StockValueReport, WasteCostReport } from '../../contract/schemas/valuation';
import type { Db, Engine } from '../../server/db/schema';
import { testEngines } from '../support/engines';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { actOnOrder, createDepartmentOrder, orderStatusOf } from '../support/order-fixtures';
import { closeStocktake, countItem, startStocktake, stockOf } from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 32, row 5: limits on what one lot, one delivery and one purchase order may be worth,
 * and reports whose sums cannot overflow. Before, deliveries each within the limits added up
 * past 2^63 ten-thousandths and Stock Value and the dashboard answered 500 for good (SQLite
 * "integer overflow", PostgreSQL "bigint out of range").
 */
const engines = await testEngines();

/** Thousandths of a base unit (quantities) and ten-thousandths of the currency (costs). */
const UNITS = 1000;
const MAX_UNIT_COST = 10_000; // 10_000 a unit: 1,000,000 units of it is LOT_VALUE_MAX

/**
 * `count` identical lots of one item in one statement, as if received long ago: a recursive
 * count on SQLite, generate_series on PostgreSQL.
 */
async function insertManyLots(
  db: Db,
  engine: Engine,
  lot: { itemId: number; supplierId: number; userId: number; count: number; quantity: number },
  unitCost: number,
): Promise<void> {
  const at = new Date().toISOString();
  const values = sql`${lot.itemId}, ${lot.supplierId}, null, ${lot.quantity}, ${lot.quantity},
    '2031-01-01', 'Old', ${at}, ${lot.userId}, ${unitCost}`;
  const columns = sql`(item_id, supplier_id, po_id, quantity, remaining, expiration_date, status,
    received_at, received_by, unit_cost)`;
  if (engine === 'postgres') {
    await sql`insert into lots ${columns} select ${values}
      from generate_series(1, ${lot.count})`.execute(db);
    return;
  }
  await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${lot.count})
    insert into lots ${columns} select ${values} from n`.execute(db);
}

describe.each(engines)('money limits and overflow-proof sums on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let userId: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    userId = await userIdOf(server.handle.db, 'Warehouse Staff');
  });
  afterAll(() => server.close());

  const row = (itemId: number, quantity: number | string, unitCost: number | string) => ({
    itemId,
    quantity,
    unitCost,
    expirationDate: '2031-01-01',
    status: 'New',
  });
  const receive = (rows: object[], path = '/receive-items', extra: object = {}) =>
    server.api({
      method: 'POST',
      path,
      role: 'Warehouse Staff',
      payload: { supplierId: refs.supplierId, receiveItems: rows, ...extra },
    });
  const lotCount = async () =>
    (
      await server.handle.db
        .selectFrom('lots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const readJson = async <T>(path: string): Promise<T> => {
    const response = await server.api({ method: 'GET', path, role: 'Manager' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const clearStock = async () => {
    await server.handle.db.deleteFrom('item_costs').execute();
    await server.handle.db.deleteFrom('lot_takes').execute();
    await server.handle.db.deleteFrom('stock_adjustments').execute();
    await server.handle.db.deleteFrom('lots').execute();
    await server.handle.db.deleteFrom('waste').execute();
  };

  it('refuses a lot worth more than the lot limit with a 400 naming the row, writing nothing', async () => {
    const item = await insertItem(server.handle.db, refs, { name: 'Saffron threads' });
    const before = await lotCount();
    // 1,000,000 units at 10,000.0001: one ten-thousandth over the limit.
    const over = await receive([row(item, 1, 5), row(item, 1_000_000, '10000.0001')]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: { message: MONEY_TEXT.lotValueTooLargeInRow(2) } });
    const overPo = await receive([row(item, '1000000', 10_001)], '/receive-items/PO', {
      poId: 'FREE-TEXT-1',
    });
    expect(overPo.statusCode).toBe(400);
    expect(overPo.json()).toEqual({ error: { message: MONEY_TEXT.lotValueTooLargeInRow(1) } });
    expect(await lotCount()).toBe(before);

    const atLimit = await receive([row(item, 1_000_000, MAX_UNIT_COST)]);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    await clearStock();
  });

  it('refuses a delivery worth more than the delivery limit though each row is within', async () => {
    const item = await insertItem(server.handle.db, refs, { name: 'Caviar tins' });
    const rows = Array.from({ length: 11 }, () => row(item, 1_000_000, MAX_UNIT_COST));
    const over = await receive(rows);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: { message: MONEY_TEXT.deliveryValueTooLarge } });
    expect(MONEY_TEXT.deliveryValueTooLarge).toContain(String(DELIVERY_VALUE_MAX));
    expect(await lotCount()).toBe(0);

    const atLimit = await receive(rows.slice(1));
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    await clearStock();
  });

  it('refuses a purchase order line or an order worth more than the limits', async () => {
    const items = await Promise.all(
      Array.from({ length: 11 }, (_, n) =>
        insertItem(server.handle.db, refs, { name: `Truffle grade ${n}` }),
      ),
    );
    const post = (lines: object[]) =>
      server.api({
        method: 'POST',
        path: '/purchase-orders',
        role: 'Manager',
        payload: { supplierId: refs.supplierId, lines },
      });
    const overLine = await post([
      { itemId: items[0], quantity: 1, unitCost: 1 },
      { itemId: items[1], quantity: 1_000_000, unitCost: 10_001 },
    ]);
    expect(overLine.statusCode).toBe(400);
    expect(overLine.json()).toEqual({ error: { message: MONEY_TEXT.lineValueTooLargeInLine(2) } });
    const eleven = items.map((itemId) => ({ itemId, quantity: 1_000_000, unitCost: 10_000 }));
    const overOrder = await post(eleven);
    expect(overOrder.statusCode).toBe(400);
    expect(overOrder.json()).toEqual({ error: { message: MONEY_TEXT.orderValueTooLarge } });
    const atLimit = await post(eleven.slice(1));
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect(atLimit.json<PurchaseOrder>().Total).toBe(DELIVERY_VALUE_MAX);
  });

  it('refuses with a 409 an order or a stocktake that would move stock worth more than a cost can hold, writing nothing', async () => {
    // Lots within every limit: 100,000 units at the largest unit cost (100,000) are worth the
    // lot limit. Ten such lots an item, ten items: each item's stock is worth 10^11.
    const unitCost = 100_000 * MONEY_SCALE;
    const items: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const itemId = await insertItem(server.handle.db, refs, { name: `Bullion bar ${n}` });
      await insertManyLots(
        server.handle.db,
        engine,
        { itemId, supplierId: refs.supplierId, userId, count: 10, quantity: 100_000 * UNITS },
        unitCost,
      );
      items.push(itemId);
    }
    const order = (lines: number) =>
      createDepartmentOrder(
        server,
        refs,
        items.slice(0, lines).map((itemId) => ({ itemId, quantity: 1_000_000 })),
      );

    // Ten lines take 10^12, past 2^53 ten-thousandths: the whole confirmation is refused.
    const tooLarge = await order(10);
    const refused = await actOnOrder(server, tooLarge);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: { message: MONEY_TEXT.stockMoveValueTooLarge } });
    expect(MONEY_TEXT.stockMoveValueTooLarge).toContain(String(STOCK_MOVE_VALUE_MAX));
    expect(await orderStatusOf(server, tooLarge)).toBe('pending');
    for (const itemId of items) expect(await stockOf(server, itemId)).toBe(1e6 * UNITS);
    const german = await actOnOrder(server, tooLarge, 'confirm', { 'accept-language': 'de' });
    expect(german.json()).toEqual({
      error: {
        message:
          'Der Wert des Bestands, den dies bewegt (Menge × Stückkosten jeder Charge), darf höchstens 900.000.000.000 betragen',
      },
    });

    // Nine lines take 9 × 10^11, the limit itself: confirmed, its cost exact.
    const confirmed = await actOnOrder(server, await order(9));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ Cost: number }>().Cost).toBe(STOCK_MOVE_VALUE_MAX);

    // A count of 0 of the tenth item with 10^12 more of its stock: the post is refused whole.
    const [last = 0] = items.slice(-1);
    await insertManyLots(
      server.handle.db,
      engine,
      { itemId: last, supplierId: refs.supplierId, userId, count: 90, quantity: 100_000 * UNITS },
      unitCost,
    );
    const { StocktakeId } = await startStocktake(server, refs);
    expect((await countItem(server, StocktakeId, last, '0')).statusCode).toBe(201);
    const refusedPost = await closeStocktake(server, StocktakeId, 'post');
    expect(refusedPost.statusCode).toBe(409);
    expect(refusedPost.json()).toEqual({ error: { message: MONEY_TEXT.stockMoveValueTooLarge } });
    expect(await stockOf(server, last)).toBe(1e7 * UNITS);
    const adjustments = await server.handle.db
      .selectFrom('stock_adjustments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(adjustments.n).toBe(0);

    // Counted 1,000,000 of 10,000,000: 9 × 10^11 short, the limit: posted.
    expect((await countItem(server, StocktakeId, last, '1000000')).statusCode).toBe(201);
    const posted = await closeStocktake(server, StocktakeId, 'post');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await stockOf(server, last)).toBe(1e6 * UNITS);
    await clearStock();
  }, 60_000);

  it('answers stock value and the dashboard exactly when many deliveries within the limits add up past 64 bits', async () => {
    const item = await insertItem(server.handle.db, refs, { name: 'Gold leaf' });
    // One delivery at the limit through the API: ten lots at the lot limit.
    const delivery = await receive(
      Array.from({ length: 10 }, () => row(item, 1_000_000, MAX_UNIT_COST)),
    );
    expect(delivery.statusCode, delivery.body).toBe(201);
    // 9,999 more such deliveries, written as the API would have: 100,000 lots worth 10^10
    // each, 10^15 in all = 10^19 ten-thousandths, past 2^63 (9.22 × 10^18).
    await insertManyLots(
      server.handle.db,
      engine,
      { itemId: item, supplierId: refs.supplierId, userId, count: 99_990, quantity: 1e6 * UNITS },
      MAX_UNIT_COST * MONEY_SCALE,
    );
    const expected = 100_000 * LOT_VALUE_MAX;
    expect(expected * MONEY_SCALE).toBeGreaterThan(2 ** 63);

    const report = await readJson<StockValueReport>('/reports/stock-value?groupBy=item');
    expect(report.total).toBe(expected);
    expect(report.rows).toEqual([
      expect.objectContaining({ Key: item, Quantity: 1e11, Value: expected }),
    ]);
    const byCategory = await readJson<StockValueReport>('/reports/stock-value?groupBy=category');
    expect(byCategory.total).toBe(expected);
    const summary = await readJson<DashboardSummary>('/dashboard/summary');
    expect(summary.stockValue).toBe(expected);

    const csv = await server.api({
      method: 'GET',
      path: '/reports/stock-value?format=csv',
      role: 'Manager',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(String(expected));
    await clearStock();
  }, 120_000); // 100,000 lots written and summed on a shared machine

  it('answers waste cost and Waste This Month when waste written before the limits adds up past 64 bits', async () => {
    const item = await insertItem(server.handle.db, refs, { name: 'Vintage port' });
    // 10,000 waste reports of 10^11 each (1,000,000 units at the old unit cost cap of 100,000):
    // 10^15 in all, 10^19 ten-thousandths.
    const at = new Date().toISOString();
    const cost = 1e11 * MONEY_SCALE;
    const waste = sql`${item}, ${1e6 * UNITS}, 'Expired', ${at}, ${userId}, ${cost}, 0`;
    const columns = sql`(item_id, quantity, reason, wasted_at, user_id, cost, unvalued_quantity)`;
    await (
      engine === 'postgres'
        ? sql`insert into waste ${columns} select ${waste} from generate_series(1, 10000)`
        : sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 10000)
          insert into waste ${columns} select ${waste} from n`
    ).execute(server.handle.db);

    const report = await readJson<WasteCostReport>('/reports/waste-cost');
    expect(report.total).toBe(1e15);
    expect(report.byReason).toEqual([
      { Reason: 'Expired', Quantity: 1e10, Cost: 1e15, UnvaluedQuantity: 0 },
    ]);
    expect(report.byItem).toEqual([
      { ItemID: item, Name: 'Vintage port', Quantity: 1e10, Cost: 1e15, UnvaluedQuantity: 0 },
    ]);
    const summary = await readJson<DashboardSummary>('/dashboard/summary');
    expect(summary.wasteCostThisMonth).toBe(1e15);
    await clearStock();
  });

  it('still answers when rows written before the limits are past them, one lot far past 64 bits', async () => {
    const item = await insertItem(server.handle.db, refs, { name: 'Platinum' });
    // What the old limits let through: 1,000,000 units at 100,000 a unit, 10^11 a lot.
    await insertManyLots(
      server.handle.db,
      engine,
      { itemId: item, supplierId: refs.supplierId, userId, count: 10_000, quantity: 1e6 * UNITS },
      100_000 * MONEY_SCALE,
    );
    const report = await readJson<StockValueReport>('/reports/stock-value');
    expect(report.total).toBe(1e15);
    const summary = await readJson<DashboardSummary>('/dashboard/summary');
    expect(summary.stockValue).toBe(1e15);

    // A row no limit ever allowed: its remaining × cost alone passes 2^63.
    const absurd = await insertItem(server.handle.db, refs, { name: 'Antimatter' });
    await insertManyLots(
      server.handle.db,
      engine,
      { itemId: absurd, supplierId: refs.supplierId, userId, count: 1, quantity: 1e12 },
      1e12,
    );
    const withAbsurd = await readJson<StockValueReport>('/reports/stock-value');
    expect(withAbsurd.total).toBeGreaterThan(1e15);
    expect((await readJson<DashboardSummary>('/dashboard/summary')).stockValue).toBe(
      withAbsurd.total,
    );
    await clearStock();
  });
});
