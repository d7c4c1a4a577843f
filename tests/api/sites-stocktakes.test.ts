import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SITE_ID } from '../../contract/paths';
import type {
  StockAdjustmentList,
  Stocktake,
  StocktakeDetail,
  StocktakeList,
} from '../../contract/schemas/stocktakes';
import { testEngines } from '../support/engines';
import {
  callAt,
  insertItemSite,
  insertLotAt,
  insertSite,
  referencesAt,
  rowCount,
  type SiteCall,
} from '../support/site-fixtures';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/** Stocktakes and stock adjustments per site (design: Sites and transfers). */
describe.each(await testEngines())('stocktakes per site on %s', (engine) => {
  let server: TestServer;
  let mainRefs: StockReferences;
  let barRefs: StockReferences;
  let bar: number;
  let barName: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    bar = await insertSite(db, 'Bar');
    barName = 'Bar';
    mainRefs = await insertReferences(db);
    barRefs = await referencesAt(db, bar);
  });
  afterAll(() => server.close());

  const call: SiteCall = (...args) => callAt(server, ...args);
  const start = (site: number, itemAreaIds: number[]) =>
    call('POST', '/stocktakes', site, { name: 'Shelf count', itemAreaIds }, 'Warehouse Staff');
  const areaName = async (id: number) =>
    (
      await server.handle.db
        .selectFrom('item_areas')
        .select('name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).name;
  const stockAt = async (site: number, itemId: number) => {
    const rows = await server.handle.db
      .selectFrom('lots')
      .select(['remaining', 'status'])
      .where('item_id', '=', itemId)
      .where('site_id', '=', site)
      .execute();
    return rows.reduce((sum, row) => sum + row.remaining, 0);
  };
  /** An item whose own area is Main's, its area at the Bar the Bar's, and lots at both. */
  async function wineAtBoth(name: string, mainUnits: number, barUnits: number) {
    const db = server.handle.db;
    const itemId = await insertItem(db, mainRefs, { name, unit: 'bottle' });
    await insertItemSite(db, itemId, bar, { itemAreaId: barRefs.itemAreaId });
    const receivedBy = await userIdOf(db, 'Manager');
    for (const [site, units] of [
      [MAIN_SITE_ID, mainUnits],
      [bar, barUnits],
    ] as const) {
      await insertLotAt(db, site, {
        itemId,
        supplierId: mainRefs.supplierId,
        receivedBy,
        quantity: units,
        expirationDate: '2031-01-01',
        unitCost: 50000,
      });
    }
    return itemId;
  }

  it("starts a stocktake at the request's site and lists it there only", async () => {
    const created = await start(bar, [barRefs.itemAreaId]);
    expect(created.statusCode, created.body).toBe(201);
    const stocktake = created.json<Stocktake>();
    const ids = async (site: number) =>
      (await call('GET', '/stocktakes', site))
        .json<StocktakeList>()
        .stocktakes.map((row) => row.StocktakeId);
    expect(await ids(bar)).toContain(stocktake.StocktakeId);
    expect(await ids(MAIN_SITE_ID)).not.toContain(stocktake.StocktakeId);
    const mainList = (await call('GET', '/stocktakes', MAIN_SITE_ID)).json<StocktakeList>();
    expect(mainList.totalCount).toBe(mainList.stocktakes.length);

    const path = `/stocktakes/${stocktake.StocktakeId}`;
    expect((await call('GET', path, bar)).statusCode).toBe(200);
    const elsewhere = [
      await call('GET', path, MAIN_SITE_ID),
      await call('POST', `${path}/counts`, MAIN_SITE_ID, { itemId: 1, quantity: 1 }),
      await call('POST', `${path}/post`, MAIN_SITE_ID),
      await call('POST', `${path}/cancel`, MAIN_SITE_ID),
    ];
    for (const answer of elsewhere) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toEqual({ error: { message: 'Stocktake not found.' } });
    }
    expect((await call('POST', `${path}/cancel`, bar)).json<Stocktake>().Status).toBe('cancelled');
  });

  it('refuses an item area of another site (400) and writes nothing', async () => {
    const count = () => rowCount(server.handle.db, 'stocktakes');
    const before = await count();
    const mixed = await start(MAIN_SITE_ID, [mainRefs.itemAreaId, barRefs.itemAreaId]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      error: {
        message: `Item area ${await areaName(barRefs.itemAreaId)} is at ${barName}: a stocktake counts the item areas of its own site.`,
      },
    });
    const mainAtBar = await start(bar, [mainRefs.itemAreaId]);
    expect(mainAtBar.statusCode).toBe(400);
    expect(mainAtBar.json<{ error: { message: string } }>().error.message).toBe(
      `Item area ${await areaName(mainRefs.itemAreaId)} is at Main: a stocktake counts the item areas of its own site.`,
    );
    expect(await count()).toBe(before);
  });

  it("counts and posts at its site only: the site's expected stock, lots and adjustments", async () => {
    const short = await wineAtBoth('Merlot per site', 10000, 4000);
    const over = await wineAtBoth('Rioja per site', 7000, 2000);
    const created = await start(bar, [barRefs.itemAreaId]);
    const { StocktakeId: id } = created.json<Stocktake>();
    const path = `/stocktakes/${id}`;
    // The items are in the Bar's area through item_sites: counted there at the Bar's stock.
    for (const [itemId, quantity] of [
      [short, 3],
      [over, 5],
    ] as const) {
      const counted = await call('POST', `${path}/counts`, bar, { itemId, quantity });
      expect(counted.statusCode, counted.body).toBe(201);
    }
    const detail = (await call('GET', path, bar)).json<StocktakeDetail>();
    const line = (itemId: number) => detail.lines.find((row) => row.ItemID === itemId);
    expect(line(short)).toMatchObject({ Expected: 4, Counted: 3, Variance: -1, Moved: false });
    expect(line(over)).toMatchObject({ Expected: 2, Counted: 5, Variance: 3, Moved: false });

    const posted = await call('POST', `${path}/post`, bar);
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await stockAt(bar, short)).toBe(3000);
    expect(await stockAt(bar, over)).toBe(5000);
    // Main's lots untouched.
    expect(await stockAt(MAIN_SITE_ID, short)).toBe(10000);
    expect(await stockAt(MAIN_SITE_ID, over)).toBe(7000);

    const adjustmentsAt = async (site: number) =>
      (await call('GET', '/stock-adjustments', site))
        .json<StockAdjustmentList>()
        .adjustments.filter((row) => row.StocktakeId === id)
        .map((row) => [row.ItemID, row.Quantity, row.Expected, row.Counted]);
    expect(await adjustmentsAt(bar)).toEqual(
      expect.arrayContaining([
        [short, -1, 4, 3],
        [over, 3, 2, 5],
      ]),
    );
    expect(await adjustmentsAt(MAIN_SITE_ID)).toEqual([]);
    const rows = await server.handle.db
      .selectFrom('stock_adjustments')
      .select('site_id')
      .where('stocktake_id', '=', id)
      .execute();
    expect(rows.map((row) => row.site_id)).toEqual([bar, bar]);
  });

  it("refuses a count of an item that is not in the areas at the stocktake's site", async () => {
    const db = server.handle.db;
    // Its own area is Main's and it has no area at the Bar.
    const mainOnly = await insertItem(db, mainRefs, { name: 'Main shelf only', unit: 'kg' });
    const { StocktakeId: id } = (await start(bar, [barRefs.itemAreaId])).json<Stocktake>();
    const counted = await call('POST', `/stocktakes/${id}/counts`, bar, {
      itemId: mainOnly,
      quantity: 1,
    });
    expect(counted.statusCode).toBe(400);
    expect(counted.json()).toEqual({
      error: { message: "This item is not in the stocktake's item areas." },
    });
    const lines = (await call('GET', `/stocktakes/${id}`, bar)).json<StocktakeDetail>().lines;
    expect(lines.map((row) => row.ItemID)).not.toContain(mainOnly);
  });

  it('keeps a Main stocktake as before: its own area, its stock at Main', async () => {
    const merlot = await wineAtBoth('Shiraz per site', 6000, 9000);
    const { StocktakeId: id } = (
      await start(MAIN_SITE_ID, [mainRefs.itemAreaId])
    ).json<Stocktake>();
    const counted = await call('POST', `/stocktakes/${id}/counts`, MAIN_SITE_ID, {
      itemId: merlot,
      quantity: 5,
    });
    expect(counted.statusCode, counted.body).toBe(201);
    const detail = (await call('GET', `/stocktakes/${id}`, MAIN_SITE_ID)).json<StocktakeDetail>();
    expect(detail.lines.find((row) => row.ItemID === merlot)).toMatchObject({
      Expected: 6,
      Variance: -1,
    });
    expect((await call('POST', `/stocktakes/${id}/post`, MAIN_SITE_ID)).statusCode).toBe(200);
    expect(await stockAt(MAIN_SITE_ID, merlot)).toBe(5000);
    expect(await stockAt(bar, merlot)).toBe(9000);
  });
});
