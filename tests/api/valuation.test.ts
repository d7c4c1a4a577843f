import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockValueReport, WasteCostReport } from '../../contract/schemas/valuation';
import { readConfig } from '../../server/config';
import { readLatestUnitCost } from '../../server/valuation/latest-cost';
import { testEngines } from '../support/engines';
import { insertItem, insertReferences, type StockReferences } from '../support/stock-fixtures';
import { closeStocktake, countItem, detailOf, startStocktake } from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

interface Row {
  itemId: number;
  quantity: string | number;
  expirationDate: string;
  unitCost?: string | number | null;
}

/**
 * The money is read as a Manager: roles without page Valuation are given null (issue 32 row 10,
 * tests/api/money-visibility.test.ts).
 *
 * Valuation (design: Valuation): unit costs on receiving, FEFO costing of what leaves, the stock
 * value and waste cost reports, and the dashboard's figures. One server per engine; the tests
 * build on each other, so every report total below is known to the cent.
 */
const engines = await testEngines();

describe.each(engines)('valuation on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let otherArea: StockReferences;
  const items = { butter: 0, flour: 0, saffron: 0, lime: 0, lemon: 0 };

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    otherArea = await insertReferences(server.handle.db);
  });
  afterAll(() => server.close());

  const receive = (rows: readonly Row[], refsFor = refs) =>
    server.api({
      method: 'POST',
      path: '/receive-items',
      role: 'Manager',
      payload: {
        supplierId: refsFor.supplierId,
        receiveItems: rows.map((row) => ({ ...row, status: 'New' })),
      },
    });
  const receiveOk = async (rows: readonly Row[], refsFor = refs) => {
    const response = await receive(rows, refsFor);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ receiveItems: { ID: number; UnitCost: number | null }[] }>()
      .receiveItems;
  };
  const waste = async (itemId: number, quantity: string, reason = 'Expired') => {
    const response = await server.api({
      method: 'POST',
      path: '/receive-items/waste',
      role: 'Manager',
      payload: { itemId, reason, quantity },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ ID: number; Cost: number | null; UnvaluedQuantity: number }>();
  };
  const stockValue = async (groupBy: string) => {
    const response = await server.api({
      method: 'GET',
      path: `/reports/stock-value?groupBy=${groupBy}`,
      role: 'Manager',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StockValueReport>();
  };
  const wasteCost = async (query = '') => {
    const response = await server.api({
      method: 'GET',
      path: `/reports/waste-cost${query}`,
      role: 'Administrator',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WasteCostReport>();
  };
  const lotCount = async () =>
    (await server.handle.db.selectFrom('lots').select('id').execute()).length;

  it('refuses a negative cost, more than 4 decimals or text with a 400 naming the row, writing nothing', async () => {
    items.butter = await insertItem(server.handle.db, refs, { name: 'Butter', unit: 'kg' });
    const before = await lotCount();
    for (const unitCost of ['-1', -0.5, '0.12345', 1.00001, 'abc', '100000.0001']) {
      const response = await receive([
        { itemId: items.butter, quantity: '1', expirationDate: '2030-01-01', unitCost: 1 },
        { itemId: items.butter, quantity: '1', expirationDate: '2030-01-01', unitCost },
      ]);
      expect(response.statusCode, String(unitCost)).toBe(400);
      expect(response.json()).toEqual({
        error: {
          message: 'Unit cost in row 2 must be a number from 0 to 100000 with at most 4 decimals',
        },
      });
    }
    const po = await server.api({
      method: 'POST',
      path: '/receive-items/PO',
      role: 'Warehouse Staff',
      payload: {
        poId: 'PO-1',
        supplierId: refs.supplierId,
        receiveItems: [
          {
            itemId: items.butter,
            quantity: '1',
            expirationDate: '2030-01-01',
            status: 'New',
            unitCost: '-2',
          },
        ],
      },
    });
    expect(po.statusCode).toBe(400);
    expect(await lotCount()).toBe(before);
    expect(await server.handle.db.selectFrom('item_costs').select('item_id').execute()).toEqual([]);
  });

  it('stores the unit cost exactly and returns it on the lots (null when not given), with or without a PO', async () => {
    const lots = await receiveOk([
      // Lot A: expires first.
      { itemId: items.butter, quantity: '2', expirationDate: '2030-01-01', unitCost: '1.1' },
      // Lot B.
      { itemId: items.butter, quantity: '3', expirationDate: '2030-02-01', unitCost: 1.25 },
      // Lot C: no cost; valued at the item's latest known cost (1.25).
      { itemId: items.butter, quantity: '5', expirationDate: '2030-03-01', unitCost: '' },
    ]);
    expect(lots.map((lot) => lot.UnitCost)).toEqual([1.1, 1.25, null]);
    const stored = await server.handle.db
      .selectFrom('lots')
      .select('unit_cost')
      .where('item_id', '=', items.butter)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.unit_cost)).toEqual([11_000, 12_500, null]);
    expect(await readLatestUnitCost(server.handle.db, items.butter)).toBe(12_500);

    items.flour = await insertItem(server.handle.db, refs, { name: 'Flour', unit: 'kg' });
    const po = await server.api({
      method: 'POST',
      path: '/receive-items/PO',
      role: 'Manager',
      payload: {
        poId: 'PO-7',
        supplierId: refs.supplierId,
        receiveItems: [
          {
            itemId: items.flour,
            quantity: '10',
            expirationDate: '2030-06-01',
            status: 'New',
            unitCost: '0.8925',
          },
        ],
      },
    });
    expect(po.statusCode, po.body).toBe(201);
    expect(po.json<{ poReceiveItems: { UnitCost: number }[] }>().poReceiveItems[0]?.UnitCost).toBe(
      0.8925,
    );
    const list = await server.api({ method: 'GET', path: '/receive-items/PO', role: 'Manager' });
    expect(
      list.json<{ poReceiveItems: { UnitCost: number }[] }>().poReceiveItems[0]?.UnitCost,
    ).toBe(0.8925);
  });

  it('values stock at each lot cost, a lot without one at the latest known cost, grouped by item', async () => {
    // Butter: 2 × 1.10 + 3 × 1.25 + 5 × 1.25 (latest known) = 12.20; flour 10 × 0.8925 = 8.925.
    const report = await stockValue('item');
    expect(report).toEqual({
      currency: 'EUR',
      total: 21.125,
      unvaluedQuantity: 0,
      rows: [
        { Key: items.butter, Name: 'Butter', Quantity: 10, Value: 12.2, UnvaluedQuantity: 0 },
        { Key: items.flour, Name: 'Flour', Quantity: 10, Value: 8.925, UnvaluedQuantity: 0 },
      ],
    });
  });

  it('costs waste by the lots FEFO took, across lots of different costs', async () => {
    // 4 kg: 2 from lot A at 1.10 and 2 from lot B at 1.25 = 2.20 + 2.50.
    const report = await waste(items.butter, '4');
    expect(report.Cost).toBe(4.7);
    expect(report.UnvaluedQuantity).toBe(0);
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select(['quantity', 'unit_cost', 'cost'])
      .where('waste_id', '=', report.ID)
      .orderBy('id')
      .execute();
    expect(takes).toEqual([
      { quantity: 2000, unit_cost: 11_000, cost: 22_000 },
      { quantity: 2000, unit_cost: 12_500, cost: 25_000 },
    ]);
    // Then 3 kg: the last 1 of lot B at 1.25, and 2 of lot C at the latest known cost 1.25.
    expect((await waste(items.butter, '3', 'Damaged')).Cost).toBe(3.75);
    const list = await server.api({ method: 'GET', path: '/receive-items/waste', role: 'Manager' });
    expect(
      list
        .json<{ wasteItems: { ID: number; Cost: number | null }[] }>()
        .wasteItems.find((row) => row.ID === report.ID)?.Cost,
    ).toBe(4.7);
  });

  it('a newer delivery with a cost becomes the latest known cost of lots without one', async () => {
    await receiveOk([
      { itemId: items.butter, quantity: '1', expirationDate: '2031-01-01', unitCost: '2' },
    ]);
    // Butter left: 3 of lot C (now at 2.00) + 1 at 2.00 = 8.00.
    const report = await stockValue('item');
    expect(report.rows.find((row) => row.Key === items.butter)).toEqual({
      Key: items.butter,
      Name: 'Butter',
      Quantity: 4,
      Value: 8,
      UnvaluedQuantity: 0,
    });
    expect(report.total).toBe(16.925);
  });

  it('counts stock and waste without any known cost apart as unvalued, never as zero', async () => {
    items.saffron = await insertItem(server.handle.db, otherArea, { name: 'Saffron', unit: 'g' });
    await receiveOk(
      [{ itemId: items.saffron, quantity: '50', expirationDate: '2032-01-01' }],
      otherArea,
    );
    const wasted = await waste(items.saffron, '5');
    expect(wasted.Cost).toBeNull();
    expect(wasted.UnvaluedQuantity).toBe(5);
    const report = await stockValue('item');
    expect(report.total).toBe(16.925);
    expect(report.unvaluedQuantity).toBe(45);
    // Unvalued rows sort after every valued one.
    expect(report.rows.at(-1)).toEqual({
      Key: items.saffron,
      Name: 'Saffron',
      Quantity: 45,
      Value: null,
      UnvaluedQuantity: 45,
    });
  });

  it('groups the stock value by category and by item area', async () => {
    const [category, other] = await Promise.all([
      server.handle.db
        .selectFrom('categories')
        .select('name')
        .where('id', '=', refs.categoryId)
        .executeTakeFirstOrThrow(),
      server.handle.db
        .selectFrom('item_areas')
        .select('name')
        .where('id', '=', otherArea.itemAreaId)
        .executeTakeFirstOrThrow(),
    ]);
    const byCategory = await stockValue('category');
    expect(byCategory.rows[0]).toEqual({
      Key: refs.categoryId,
      Name: category.name,
      Quantity: 14,
      Value: 16.925,
      UnvaluedQuantity: 0,
    });
    const byArea = await stockValue('itemArea');
    expect(byArea.total).toBe(16.925);
    expect(byArea.rows.map((row) => [row.Key, row.Value])).toEqual([
      [refs.itemAreaId, 16.925],
      [otherArea.itemAreaId, null],
    ]);
    expect(byArea.rows[1]?.Name).toBe(other.name);
    const bad = await server.api({
      method: 'GET',
      path: '/reports/stock-value?groupBy=supplier',
      role: 'Manager',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('adds 3 × 0.1 to 0.3 exactly: an order confirmed across three lots', async () => {
    items.lime = await insertItem(server.handle.db, refs, { name: 'Lime', unit: 'pcs' });
    await receiveOk([
      { itemId: items.lime, quantity: '1', expirationDate: '2030-01-01', unitCost: '0.1' },
      { itemId: items.lime, quantity: '1', expirationDate: '2030-01-02', unitCost: '0.1' },
      { itemId: items.lime, quantity: '1', expirationDate: '2030-01-03', unitCost: 0.1 },
      { itemId: items.lime, quantity: '2', expirationDate: '2030-01-04', unitCost: '0.3333' },
    ]);
    const created = await server.api({
      method: 'POST',
      path: '/order-items',
      role: 'Manager',
      payload: {
        departmentId: refs.departmentId,
        fulfilledAt: '2030-01-01T10:00:00Z',
        orderItems: [{ itemId: items.lime, quantity: '3' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<{ ID: number; Cost: number | null }>();
    expect(order.Cost).toBeNull();
    const confirmed = await server.api({
      method: 'POST',
      path: `/order-items/${order.ID}/confirm`,
      role: 'Manager',
      payload: { reason: 'Bar service' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ Cost: number; UnvaluedQuantity: number }>()).toMatchObject({
      Cost: 0.3,
      UnvaluedQuantity: 0,
    });
    // 1.5 × 0.3333 = 0.49995, rounded half up to ten-thousandths.
    items.lemon = await insertItem(server.handle.db, refs, { name: 'Lemon', unit: 'pcs' });
    await receiveOk([
      { itemId: items.lemon, quantity: '1.5', expirationDate: '2030-01-01', unitCost: '0.3333' },
    ]);
    expect((await waste(items.lemon, '1.5', 'Damaged')).Cost).toBe(0.5);
  });

  it('values a stocktake shortfall by the lots it took and a surplus at the latest known cost', async () => {
    const area = await insertReferences(server.handle.db);
    const cream = await insertItem(server.handle.db, area, { name: 'Cream', unit: 'l' });
    const gin = await insertItem(server.handle.db, area, { name: 'Gin', unit: 'l' });
    await receiveOk(
      [
        { itemId: cream, quantity: '2', expirationDate: '2030-01-01', unitCost: '3.5' },
        { itemId: cream, quantity: '2', expirationDate: '2030-02-01', unitCost: '4' },
        { itemId: gin, quantity: '1', expirationDate: '2035-01-01', unitCost: '21.4' },
      ],
      area,
    );
    const stocktake = await startStocktake(server, area);
    expect((await countItem(server, stocktake.StocktakeId, cream, '1')).statusCode).toBe(201);
    expect((await countItem(server, stocktake.StocktakeId, gin, '1.5')).statusCode).toBe(201);
    const open = await detailOf(server, stocktake.StocktakeId, 'Manager');
    expect(open.lines.map((line) => line.VarianceValue)).toEqual([null, null]);
    expect((await closeStocktake(server, stocktake.StocktakeId, 'post')).statusCode).toBe(200);
    const posted = await detailOf(server, stocktake.StocktakeId, 'Manager');
    // Cream: 3 l short: 2 at 3.50 and 1 at 4.00 = −11.00. Gin: 0.5 l over at 21.40 = +10.70.
    expect(posted.lines.map((line) => [line.Name, line.Variance, line.VarianceValue])).toEqual([
      ['Cream', -3, -11],
      ['Gin', 0.5, 10.7],
    ]);
    const surplus = await server.handle.db
      .selectFrom('lots')
      .select('unit_cost')
      .where('item_id', '=', gin)
      .where('status', '=', 'Stocktake')
      .executeTakeFirstOrThrow();
    expect(surplus.unit_cost).toBe(214_000);
  });

  it('reports waste cost by reason and by item over a period of local days', async () => {
    const all = await wasteCost();
    // Expired: 4.70 (butter) + saffron unvalued; Damaged: 3.75 (butter) + 0.50 (lemon).
    expect(all.total).toBe(8.95);
    expect(all.unvaluedQuantity).toBe(5);
    expect(all.byReason).toEqual([
      { Reason: 'Expired', Quantity: 9, Cost: 4.7, UnvaluedQuantity: 5 },
      { Reason: 'Damaged', Quantity: 4.5, Cost: 4.25, UnvaluedQuantity: 0 },
    ]);
    expect(all.byItem).toEqual([
      { ItemID: items.butter, Name: 'Butter', Quantity: 7, Cost: 8.45, UnvaluedQuantity: 0 },
      { ItemID: items.lemon, Name: 'Lemon', Quantity: 1.5, Cost: 0.5, UnvaluedQuantity: 0 },
      { ItemID: items.saffron, Name: 'Saffron', Quantity: 5, Cost: null, UnvaluedQuantity: 5 },
    ]);
    // Move the lemon report to the middle of a past day: only that period finds it.
    await server.handle.db
      .updateTable('waste')
      .set({ wasted_at: new Date(2024, 2, 15, 12).toISOString() })
      .where('item_id', '=', items.lemon)
      .execute();
    const march = await wasteCost('?from=2024-03-15&to=2024-03-15');
    expect(march).toMatchObject({ from: '2024-03-15', to: '2024-03-15', total: 0.5 });
    expect(march.byItem.map((row) => row.ItemID)).toEqual([items.lemon]);
    expect((await wasteCost('?from=2024-03-16')).total).toBe(8.45);
    expect((await wasteCost('?to=2024-03-14')).byReason).toEqual([]);
    const bad = await server.api({
      method: 'GET',
      path: '/reports/waste-cost?from=2024-02-30',
      role: 'Manager',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('exports both reports as CSV with plain numbers', async () => {
    const stock = await server.api({
      method: 'GET',
      path: '/reports/stock-value?groupBy=item&format=csv',
      role: 'Manager',
    });
    expect(stock.statusCode).toBe(200);
    expect(stock.headers['content-type']).toMatch(/^text\/csv/);
    const lines = stock.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Name,Quantity,Value,Unvalued Quantity');
    expect(lines).toContain(`${items.flour},Flour,10,8.925,0`);
    expect(lines).toContain(`${items.saffron},Saffron,45,,45`);
    const byReason = await server.api({
      method: 'GET',
      path: '/reports/waste-cost?format=csv&by=reason',
      role: 'Manager',
    });
    expect(byReason.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Reason,Quantity,Cost,Unvalued Quantity',
      'Expired,9,4.7,5',
      'Damaged,4.5,4.25,0',
      '',
    ]);
  });

  it('gives the reports to Administrator and Manager only, and the dashboard figures to them alone', async () => {
    for (const role of ['Warehouse Staff', 'Editor', 'Viewer'] as const) {
      for (const path of ['/reports/stock-value', '/reports/waste-cost']) {
        expect((await server.api({ method: 'GET', path, role })).statusCode).toBe(403);
      }
      const summary = await server.api({ method: 'GET', path: '/dashboard/summary', role });
      const body = summary.json<Record<string, unknown>>();
      expect(body.currency).toBe('EUR');
      expect(body).not.toHaveProperty('stockValue');
      expect(body).not.toHaveProperty('wasteCostThisMonth');
    }
    const manager = await server.api({
      method: 'GET',
      path: '/dashboard/summary',
      role: 'Manager',
    });
    const stock = await stockValue('item');
    // The lemon report was moved to March 2024; the rest is this month's.
    expect(manager.json()).toMatchObject({
      currency: 'EUR',
      stockValue: stock.total,
      stockUnvaluedQuantity: 45,
      wasteCostThisMonth: 8.45,
    });
  });
});

describe('currency setting', () => {
  it('defaults to EUR, takes any ISO 4217 code in any case and refuses others', () => {
    expect(readConfig({}).currency).toBe('EUR');
    expect(readConfig({ CURRENCY: 'usd' }).currency).toBe('USD');
    expect(readConfig({ CURRENCY: ' GBP ' }).currency).toBe('GBP');
    for (const bad of ['EURO', 'XYZ', '€', '12']) {
      expect(() => readConfig({ CURRENCY: bad })).toThrow(/CURRENCY must be an ISO 4217/);
    }
  });

  it.each(engines)('names the configured currency in the reports on %s', async (engine) => {
    const server = await createTestServer(engine, { currency: 'CHF' });
    try {
      for (const path of ['/reports/stock-value', '/reports/waste-cost', '/dashboard/summary']) {
        const response = await server.api({ method: 'GET', path, role: 'Manager' });
        expect(response.json<{ currency: string }>().currency).toBe('CHF');
      }
    } finally {
      await server.close();
    }
  });
});
