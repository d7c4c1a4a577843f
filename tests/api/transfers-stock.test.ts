import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemStock } from '../../contract/schemas/item-stock';
import type { Transfer } from '../../contract/schemas/transfers';
import type { StockValueReport } from '../../contract/schemas/valuation';
import { testEngines } from '../support/engines';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';
import { insertSite, insertSiteLot } from '../support/transfer-fixtures';

const MAIN = 1;

/** What a transfer does to the stock value and to the item's stock (design: Sites and transfers). */
describe.each(await testEngines())('transfers in stock reports on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let managerId: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    managerId = await userIdOf(server.handle.db, 'Manager');
  });
  afterAll(() => server.close());

  const stockValue = async (site: number | 'all' | null) => {
    const response = await server.api({
      method: 'GET',
      path: '/reports/stock-value',
      role: 'Manager',
      headers: site === null ? {} : { 'x-site-id': String(site) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StockValueReport>();
  };
  const post = async (path: string, payload: object) => {
    const response = await server.api({ method: 'POST', path, role: 'Manager', payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<Transfer>();
  };

  it('keeps stock in transit out of every site and gives it apart as inTransitValue', async () => {
    const wine = await insertItem(server.handle.db, refs, { name: 'Merlot', unit: 'btl' });
    for (const [units, expiry, cost] of [
      [4, '2030-01-01', 25_000],
      [6, '2030-02-01', 31_234],
    ] as const) {
      await insertSiteLot(server.handle.db, {
        siteId: MAIN,
        itemId: wine,
        supplierId: refs.supplierId,
        receivedBy: managerId,
        quantity: units * 1000,
        expirationDate: expiry,
        unitCost: cost,
      });
    }
    // One site: the report is the spec's, with no in-transit figure.
    const alone = await stockValue(null);
    expect(alone.total).toBe(28.7404);
    expect(alone).not.toHaveProperty('inTransitValue');

    const bar = await insertSite(server.handle.db, 'Bar');
    const kitchen = await insertSite(server.handle.db, 'Kitchen');
    expect((await stockValue(MAIN)).inTransitValue).toBe(0);
    const sent = await post('/transfers', {
      toSiteId: bar,
      lines: [{ itemId: wine, quantity: 7 }],
    });
    expect(sent.Value).toBe(19.3702);

    // Left Main at once; in no site's value; in transit for both its sites and for all.
    const main = await stockValue(MAIN);
    expect(main.total).toBe(9.3702);
    expect(main.inTransitValue).toBe(19.3702);
    expect((await stockValue(bar)).inTransitValue).toBe(19.3702);
    expect((await stockValue(kitchen)).inTransitValue).toBe(0);
    expect((await stockValue('all')).inTransitValue).toBe(19.3702);

    await post(`/transfers/${sent.TransferId}/receive`, {
      lines: [{ lineId: sent.Lines[0]?.LineId, receivedQuantity: 5.5 }],
    });
    expect((await stockValue(MAIN)).inTransitValue).toBe(0);
    expect((await stockValue('all')).inTransitValue).toBe(0);
    // What arrived is worth what left less the loss: 19.3702 − 4.6851 = 14.6851.
    const arrived = await server.handle.db
      .selectFrom('lots')
      .select(['remaining', 'unit_cost'])
      .where('site_id', '=', bar)
      .where('item_id', '=', wine)
      .execute();
    const value = arrived.reduce(
      (sum, lot) => sum + Math.round((lot.remaining * (lot.unit_cost ?? 0)) / 1000),
      0,
    );
    expect(value).toBe(146_851);
  });

  it("shows transfers out and in on the item's stock, naming the other site", async () => {
    const bar = (
      await server.handle.db
        .selectFrom('sites')
        .select('id')
        .where('name', '=', 'Bar')
        .executeTakeFirstOrThrow()
    ).id;
    const rum = await insertItem(server.handle.db, refs, { name: 'Dark Rum', unit: 'btl' });
    await insertSiteLot(server.handle.db, {
      siteId: MAIN,
      itemId: rum,
      supplierId: refs.supplierId,
      receivedBy: managerId,
      quantity: 10_000,
      expirationDate: '2030-01-01',
    });
    const sent = await post('/transfers', { toSiteId: bar, lines: [{ itemId: rum, quantity: 3 }] });
    await post(`/transfers/${sent.TransferId}/receive`, {});
    const stockAt = async (site: number) =>
      (
        await server.api({
          method: 'GET',
          path: `/items/${rum}/stock`,
          role: 'Manager',
          headers: { 'x-site-id': String(site) },
        })
      ).json<ItemStock>();
    expect((await stockAt(MAIN)).Movements).toContainEqual({
      At: sent.SentAt,
      Kind: 'TransferredOut',
      Quantity: -3,
      Site: { SiteID: bar, Name: 'Bar' },
    });
    expect((await stockAt(bar)).Movements).toContainEqual({
      At: expect.any(String),
      Kind: 'TransferredIn',
      Quantity: 3,
      Site: { SiteID: MAIN, Name: 'Main' },
    });
    // A cancelled transfer leaves no movement: the stock never left.
    const cancelled = await post('/transfers', {
      toSiteId: bar,
      lines: [{ itemId: rum, quantity: 1 }],
    });
    await post(`/transfers/${cancelled.TransferId}/cancel`, { reason: 'Wrong item' });
    const outs = (await stockAt(MAIN)).Movements.filter((move) => move.Kind === 'TransferredOut');
    expect(outs).toHaveLength(1);
  });
});
