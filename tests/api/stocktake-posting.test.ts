import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockAdjustmentList, Stocktake } from '../../contract/schemas/stocktakes';
import type { Db } from '../../server/db/schema';
import { NO_EXPIRY } from '../../server/stocktake/post';
import { testEngines } from '../support/engines';
import { insertItem, remainingOf } from '../support/stock-fixtures';
import {
  closeStocktake,
  countItem,
  detailOf,
  freshArea,
  itemWithLots,
  startStocktake,
  stockOf,
} from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/** Received minus everything taken equals what remains: no unit appears or vanishes. */
async function expectLedgerBalanced(db: Db, itemId: number) {
  const lots = await db
    .selectFrom('lots')
    .select(['id', 'quantity', 'remaining'])
    .where('item_id', '=', itemId)
    .execute();
  const takes = await db
    .selectFrom('lot_takes')
    .select('quantity')
    .where(
      'lot_id',
      'in',
      lots.map((lot) => lot.id),
    )
    .execute();
  const received = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const taken = takes.reduce((sum, take) => sum + take.quantity, 0);
  const remaining = lots.reduce((sum, lot) => sum + lot.remaining, 0);
  expect(received - taken).toBe(remaining);
  for (const lot of lots) expect(lot.remaining).toBeGreaterThanOrEqual(0);
}

describe.each(await testEngines())('posting stocktakes on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  it('sets each counted item to its count: shortfall FEFO over lots, surplus a Stocktake lot, uncounted untouched', async () => {
    const area = await freshArea(server);
    const short = await itemWithLots(server, area, 'Milk', [
      { units: 2000, expires: '2030-01-01' },
      { units: 3000, expires: '2029-01-01' },
      { units: 5000, expires: '2031-01-01' },
    ]);
    const surplus = await itemWithLots(server, area, 'Oil', [
      { units: 2000, expires: '2030-05-05' },
    ]);
    const fresh = await insertItem(server.handle.db, area, { name: 'Rice' });
    const same = await itemWithLots(server, area, 'Salt', [{ units: 1500, expires: '2032-01-01' }]);
    const untouched = await itemWithLots(server, area, 'Tea', [
      { units: 7000, expires: '2030-01-01' },
    ]);
    const { StocktakeId } = await startStocktake(server, area);
    await countItem(server, StocktakeId, short.itemId, '4');
    await countItem(server, StocktakeId, short.itemId, '0.5', 'Manager');
    await countItem(server, StocktakeId, surplus.itemId, '2.001');
    await countItem(server, StocktakeId, fresh, '3');
    await countItem(server, StocktakeId, same.itemId, '1.5');

    const posted = await closeStocktake(server, StocktakeId, 'post', 'Manager');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json<Stocktake>()).toMatchObject({ Status: 'posted', PostedBy: 'manager' });

    // 10 units, counted 4.5: 5.5 taken, earliest expiry first (2029, then 2030, then 0.5 of 2031).
    expect(await remainingOf(server.handle.db, short.lotIds)).toEqual([0, 0, 4500]);
    expect(await stockOf(server, surplus.itemId)).toBe(2001);
    expect(await stockOf(server, fresh)).toBe(3000);
    expect(await stockOf(server, same.itemId)).toBe(1500);
    expect(await stockOf(server, untouched.itemId)).toBe(7000);
    const newLots = await server.handle.db
      .selectFrom('lots')
      .select(['item_id', 'quantity', 'remaining', 'status', 'expiration_date', 'supplier_id'])
      .where('status', '=', 'Stocktake')
      .where('item_id', 'in', [surplus.itemId, fresh])
      .orderBy('item_id')
      .execute();
    expect(newLots).toEqual([
      {
        item_id: surplus.itemId,
        quantity: 1,
        remaining: 1,
        status: 'Stocktake',
        expiration_date: '2030-05-05',
        supplier_id: area.supplierId,
      },
      {
        item_id: fresh,
        quantity: 3000,
        remaining: 3000,
        status: 'Stocktake',
        expiration_date: NO_EXPIRY,
        supplier_id: expect.any(Number) as number,
      },
    ]);
    for (const itemId of [short.itemId, surplus.itemId, fresh]) {
      await expectLedgerBalanced(server.handle.db, itemId);
    }

    const movement = await server.api({
      method: 'GET',
      path: `/stock-adjustments?itemId=${short.itemId}`,
      role: 'Warehouse Staff',
    });
    expect(movement.statusCode).toBe(200);
    expect(movement.json<StockAdjustmentList>().adjustments).toEqual([
      expect.objectContaining({
        StocktakeId,
        ItemID: short.itemId,
        Quantity: -5.5,
        Expected: 10,
        Counted: 4.5,
        AdjustedBy: 'manager',
      }),
    ]);
    const all = (
      await server.api({ method: 'GET', path: '/stock-adjustments', role: 'Warehouse Staff' })
    ).json<StockAdjustmentList>();
    expect(
      all.adjustments
        .filter((a) => a.StocktakeId === StocktakeId)
        .map((a) => [a.Name, a.Quantity])
        .sort(),
    ).toEqual([
      ['Milk', -5.5],
      ['Oil', 0.001],
      ['Rice', 3],
    ]);
    // The posted stocktake keeps what it found: expected then, not the (now equal) stock.
    const lines = (await detailOf(server, StocktakeId)).lines;
    expect(lines.map((line) => [line.Name, line.Counted, line.Expected, line.Variance])).toEqual([
      ['Milk', 4.5, 10, -5.5],
      ['Oil', 2.001, 2, 0.001],
      ['Rice', 3, 0, 3],
      ['Salt', 1.5, 1.5, 0],
      ['Tea', null, 7, null],
    ]);
    expect((await closeStocktake(server, StocktakeId, 'post')).statusCode).toBe(409);
  });

  it('only Administrator and Manager post (403 for Warehouse Staff, nothing changes)', async () => {
    const area = await freshArea(server);
    const { itemId } = await itemWithLots(server, area, 'Figs', [
      { units: 4000, expires: '2030-01-01' },
    ]);
    const { StocktakeId } = await startStocktake(server, area);
    await countItem(server, StocktakeId, itemId, 1);
    expect((await closeStocktake(server, StocktakeId, 'post', 'Warehouse Staff')).statusCode).toBe(
      403,
    );
    expect(await stockOf(server, itemId)).toBe(4000);
    expect((await closeStocktake(server, StocktakeId, 'post', 'Administrator')).statusCode).toBe(
      200,
    );
    expect(await stockOf(server, itemId)).toBe(1000);
  });

  it('a post racing counts: every count is either in the post or refused with 409', async () => {
    const area = await freshArea(server);
    const { itemId } = await itemWithLots(server, area, 'Beans', [
      { units: 50_000, expires: '2030-01-01' },
    ]);
    const { StocktakeId } = await startStocktake(server, area);
    await countItem(server, StocktakeId, itemId, 1);
    const counts = Array.from({ length: 12 }, (_, n) =>
      countItem(server, StocktakeId, itemId, '0.25', n % 2 ? 'Manager' : 'Warehouse Staff'),
    );
    const [post, ...answers] = await Promise.all([
      closeStocktake(server, StocktakeId, 'post'),
      ...counts,
    ]);
    expect(post.statusCode).toBe(200);
    const accepted = answers.filter((answer) => answer.statusCode === 201).length;
    const refused = answers.filter((answer) => answer.statusCode === 409).length;
    expect(accepted + refused).toBe(12);
    const kept = await server.handle.db
      .selectFrom('stocktake_counts')
      .select('quantity')
      .where('stocktake_id', '=', StocktakeId)
      .execute();
    expect(kept).toHaveLength(1 + accepted);
    expect(await stockOf(server, itemId)).toBe(1000 + 250 * accepted);
    await expectLedgerBalanced(server.handle.db, itemId);
  });

  it('a post racing an order confirmation never goes negative nor loses a unit', async () => {
    const area = await freshArea(server);
    const { itemId } = await itemWithLots(server, area, 'Peas', [
      { units: 6000, expires: '2030-01-01' },
      { units: 4000, expires: '2031-01-01' },
    ]);
    const order = await server.api({
      method: 'POST',
      path: '/order-items',
      role: 'Manager',
      payload: {
        departmentId: area.departmentId,
        fulfilledAt: '2030-01-01T08:00:00Z',
        orderItems: [{ itemId, quantity: 4 }],
      },
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json<{ ID: number }>().ID;
    const { StocktakeId } = await startStocktake(server, area);
    await countItem(server, StocktakeId, itemId, '7');
    const [post, confirm] = await Promise.all([
      closeStocktake(server, StocktakeId, 'post'),
      server.api({
        method: 'POST',
        path: `/order-items/${orderId}/confirm`,
        role: 'Manager',
        payload: { reason: 'lunch' },
      }),
    ]);
    expect(post.statusCode).toBe(200);
    // 7 counted of 10, then an order of 4 (issue 32, row 4: what leaves after the count is not
    // put back). Confirmed first: 6 left, the post takes the 3 short. Posted first: 7 left, the
    // order takes 4. Either way the stock ends at the count less the order.
    expect(confirm.statusCode).toBe(200);
    expect(await stockOf(server, itemId)).toBe(3000);
    await expectLedgerBalanced(server.handle.db, itemId);
  });
});
