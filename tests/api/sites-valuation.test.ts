import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SITES, MAIN_SITE_ID } from '../../contract/paths';
import type { StockValueReport, WasteCostReport } from '../../contract/schemas/valuation';
import { testEngines } from '../support/engines';
import {
  callAt,
  insertItemSite,
  insertLotAt,
  insertSite,
  referencesAt,
} from '../support/site-fixtures';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Stock value and waste cost per site, and `all` (design: Sites and transfers). One server per
 * engine holding only these rows, so every total is known to the cent:
 * - Main: Butter 10 at 2.50 (25), Flour 4 unvalued.
 * - Bar: Butter 3 at 4.00 (12), Gin 2 at 20.00 (40).
 * - Waste at Main: Expired 7.50; at the Bar: Damaged 3.25 and Expired 1.00.
 */
describe.each(await testEngines())('valuation per site on %s', (engine) => {
  let server: TestServer;
  let mainRefs: StockReferences;
  let barRefs: StockReferences;
  let bar: number;
  const items = { butter: 0, flour: 0, gin: 0 };

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    bar = await insertSite(db, 'Bar');
    mainRefs = await insertReferences(db);
    barRefs = await referencesAt(db, bar);
    items.butter = await insertItem(db, mainRefs, { name: 'Butter', unit: 'kg' });
    items.flour = await insertItem(db, mainRefs, { name: 'Flour', unit: 'kg' });
    items.gin = await insertItem(db, barRefs, { name: 'Gin', unit: 'bottle' });
    // Butter's area at the Bar is the Bar's own.
    await insertItemSite(db, items.butter, bar, { itemAreaId: barRefs.itemAreaId });
    const receivedBy = await userIdOf(db, 'Manager');
    const lot = (site: number, itemId: number, units: number, unitCost: number | null) =>
      insertLotAt(db, site, {
        itemId,
        supplierId: mainRefs.supplierId,
        receivedBy,
        quantity: units * 1000,
        expirationDate: '2031-01-01',
        unitCost: unitCost === null ? null : unitCost * 10000,
      });
    await lot(MAIN_SITE_ID, items.butter, 10, 2.5);
    await lot(MAIN_SITE_ID, items.flour, 4, null);
    await lot(bar, items.butter, 3, 4);
    await lot(bar, items.gin, 2, 20);
    const waste = (site: number, itemId: number, reason: string, cost: number) =>
      db
        .insertInto('waste')
        .values({
          site_id: site,
          item_id: itemId,
          quantity: 1000,
          reason,
          wasted_at: new Date().toISOString(),
          user_id: receivedBy,
          cost: cost * 10000,
        })
        .execute();
    await waste(MAIN_SITE_ID, items.butter, 'Expired', 7.5);
    await waste(bar, items.gin, 'Damaged', 3.25);
    await waste(bar, items.butter, 'Expired', 1);
  });
  afterAll(() => server.close());

  const get = (path: string, site: number | string) => callAt(server, 'GET', path, site);
  const stockValue = async (site: number | string, groupBy = 'item') => {
    const answer = await get(`/reports/stock-value?groupBy=${groupBy}`, site);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers.vary).toMatch(/x-site-id/i);
    return answer.json<StockValueReport>();
  };
  const rowsOf = (report: StockValueReport) =>
    report.rows.map((row) => [row.Key, row.Quantity, row.Value, row.UnvaluedQuantity]);

  it("values the request's site's stock only", async () => {
    const main = await stockValue(MAIN_SITE_ID);
    expect(main).toMatchObject({ total: 25, unvaluedQuantity: 4 });
    expect(rowsOf(main)).toEqual([
      [items.butter, 10, 25, 0],
      [items.flour, 4, null, 4],
    ]);
    const atBar = await stockValue(bar);
    expect(atBar).toMatchObject({ total: 52, unvaluedQuantity: 0 });
    expect(rowsOf(atBar)).toEqual([
      [items.gin, 2, 40, 0],
      [items.butter, 3, 12, 0],
    ]);
    // No header: the user's first site, Main, as before sites.
    const plain = await server.api({
      method: 'GET',
      path: '/reports/stock-value',
      role: 'Manager',
    });
    expect(plain.json()).toEqual(main);
  });

  it('adds up every site with `all`, and gives one row per site with groupBy=site', async () => {
    const all = await stockValue(ALL_SITES);
    expect(all).toMatchObject({ total: 77, unvaluedQuantity: 4 });
    expect(rowsOf(all)).toEqual([
      [items.gin, 2, 40, 0],
      [items.butter, 13, 37, 0],
      [items.flour, 4, null, 4],
    ]);
    const bySite = await stockValue(ALL_SITES, 'site');
    expect(bySite.total).toBe(77);
    expect(bySite.rows).toEqual([
      { Key: bar, Name: 'Bar', Quantity: 5, Value: 52, UnvaluedQuantity: 0 },
      { Key: MAIN_SITE_ID, Name: 'Main', Quantity: 14, Value: 25, UnvaluedQuantity: 4 },
    ]);
    const oneSite = await stockValue(bar, 'site');
    expect(oneSite.rows).toEqual([
      { Key: bar, Name: 'Bar', Quantity: 5, Value: 52, UnvaluedQuantity: 0 },
    ]);
    const csv = await get('/reports/stock-value?groupBy=site&format=csv', ALL_SITES);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/stock-value-by-site/);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'ID,Name,Quantity,Value,Unvalued Quantity',
      `${bar},Bar,5,52,0`,
      `${MAIN_SITE_ID},Main,14,25,4`,
      '',
    ]);
  });

  it("groups by the item's area at the lot's site", async () => {
    const atBar = await stockValue(bar, 'itemArea');
    expect(rowsOf(atBar)).toEqual([[barRefs.itemAreaId, 5, 52, 0]]);
    const all = await stockValue(ALL_SITES, 'itemArea');
    expect(rowsOf(all)).toEqual([
      [barRefs.itemAreaId, 5, 52, 0],
      [mainRefs.itemAreaId, 14, 25, 4],
    ]);
  });

  it('costs waste per site, and every site with `all`', async () => {
    const wasteCost = async (site: number | string) => {
      const answer = await get('/reports/waste-cost', site);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<WasteCostReport>();
    };
    const main = await wasteCost(MAIN_SITE_ID);
    expect(main.total).toBe(7.5);
    expect(main.byReason.map((row) => [row.Reason, row.Cost])).toEqual([['Expired', 7.5]]);
    const atBar = await wasteCost(bar);
    expect(atBar.total).toBe(4.25);
    expect(atBar.byReason.map((row) => [row.Reason, row.Cost])).toEqual([
      ['Damaged', 3.25],
      ['Expired', 1],
    ]);
    const all = await wasteCost(ALL_SITES);
    expect(all.total).toBe(11.75);
    expect(all.byReason.map((row) => [row.Reason, row.Cost])).toEqual([
      ['Expired', 8.5],
      ['Damaged', 3.25],
    ]);
    expect(all.byItem.map((row) => [row.ItemID, row.Cost])).toEqual([
      [items.butter, 8.5],
      [items.gin, 3.25],
    ]);
  });

  it('refuses a site the user does not work at, a bad header and an unknown site', async () => {
    const manager = await userIdOf(server.handle.db, 'Manager');
    await server.handle.db
      .insertInto('user_sites')
      .values({ user_id: manager, site_id: bar })
      .execute();
    try {
      // A site not theirs is a 403.
      expect((await get('/reports/stock-value', MAIN_SITE_ID)).statusCode).toBe(403);
      expect((await get('/reports/waste-cost', MAIN_SITE_ID)).statusCode).toBe(403);
      // No header: their first site, the Bar.
      const plain = await server.api({
        method: 'GET',
        path: '/reports/stock-value',
        role: 'Manager',
      });
      expect(plain.json<StockValueReport>().total).toBe(52);
    } finally {
      await server.handle.db.deleteFrom('user_sites').where('user_id', '=', manager).execute();
    }
    expect((await get('/reports/stock-value', 'everywhere')).statusCode).toBe(400);
    expect((await get('/reports/stock-value', 9999)).statusCode).toBe(404);
  });
});
