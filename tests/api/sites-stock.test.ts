import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import { MAIN_SITE_ID } from '../../contract/paths';
import { testEngines } from '../support/engines';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

interface Listed {
  ID: number;
  ItemID: number;
}

/** Stock recorded at one site shows there only; X-Site-Id picks the site of every stock call. */
describe.each(await testEngines())('stock per site on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let bar: number;
  let barArea: number;

  const at = (
    site: number | string | undefined,
    options: { method?: 'GET' | 'POST' | 'PUT'; path: string; payload?: object; role?: RoleName },
  ) =>
    server.api({
      method: options.method ?? 'GET',
      path: options.path,
      role: options.role ?? 'Administrator',
      ...(options.payload ? { payload: options.payload } : {}),
      headers: site === undefined ? {} : { 'x-site-id': String(site) },
    });
  const receive = (site: number, itemId: number, quantity: string, expirationDate = '2099-01-01') =>
    at(site, {
      method: 'POST',
      path: '/receive-items',
      payload: {
        supplierId: refs.supplierId,
        receiveItems: [{ itemId, quantity, expirationDate, status: 'New' }],
      },
    });

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    const created = await at(undefined, {
      method: 'POST',
      path: '/sites',
      payload: { name: 'Bar', address: 'Lobby' },
    });
    bar = created.json<{ SiteId: number }>().SiteId;
    const area = await at(bar, {
      method: 'POST',
      path: '/locations',
      payload: { name: 'Back Bar', speedClass: 'Fast' },
    });
    expect(area.statusCode).toBe(201);
    expect(area.json()).toMatchObject({ name: 'Back Bar', SiteID: bar });
    barArea = area.json<{ itemAreaId: number }>().itemAreaId;
  });
  afterAll(() => server.close());

  it('lists each site its own item areas; siteId on create names another', async () => {
    const names = async (site: number) =>
      (await at(site, { path: '/locations' }))
        .json<{ itemArea: { name: string; SiteID: number }[] }>()
        .itemArea.map((area) => `${area.name}@${area.SiteID}`);
    expect(await names(bar)).toEqual([`Back Bar@${bar}`]);
    expect(await names(MAIN_SITE_ID)).not.toContain(`Back Bar@${bar}`);
    const remote = await at(MAIN_SITE_ID, {
      method: 'POST',
      path: '/locations',
      payload: { name: 'Bar Cellar', speedClass: 'Slow', siteId: String(bar) },
    });
    expect(remote.json()).toMatchObject({ SiteID: bar });
    const unknown = await at(MAIN_SITE_ID, {
      method: 'POST',
      path: '/locations',
      payload: { name: 'Nowhere', speedClass: 'Slow', siteId: 999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: { message: 'Valid site is required.' } });
    // A delta cursor of one site is refused at another: the device takes that site's list whole.
    const { cursor } = (await at(bar, { path: '/locations' })).json<{ cursor: string }>();
    expect((await at(bar, { path: `/locations?since=${cursor}` })).statusCode).toBe(200);
    expect((await at(MAIN_SITE_ID, { path: `/locations?since=${cursor}` })).statusCode).toBe(410);
  });

  it('receives, lists, wastes and reports stock at the request site only', async () => {
    const lime = await insertItem(server.handle.db, refs, { name: 'Limes', unit: 'kg' });
    expect((await receive(bar, lime, '5')).statusCode).toBe(201);
    expect((await receive(MAIN_SITE_ID, lime, '2', '2099-02-01')).statusCode).toBe(201);

    const received = async (site: number) =>
      (await at(site, { path: '/receive-items' }))
        .json<{ receiveItems: (Listed & { Quantity: number })[] }>()
        .receiveItems.filter((lot) => lot.ItemID === lime)
        .map((lot) => lot.Quantity);
    expect(await received(bar)).toEqual([5]);
    expect(await received(MAIN_SITE_ID)).toEqual([2]);

    const stock = async (site: number) =>
      (await at(site, { path: `/items/${lime}/stock` })).json<{ OnHand: number }>().OnHand;
    expect([await stock(bar), await stock(MAIN_SITE_ID)]).toEqual([5, 2]);

    // Main holds 2: wasting 3 there is refused, though the Bar holds 5.
    const short = await at(MAIN_SITE_ID, {
      method: 'POST',
      path: '/receive-items/waste',
      payload: { itemId: lime, reason: 'Damaged', quantity: '3' },
    });
    expect(short.statusCode).toBe(409);
    const wasted = await at(bar, {
      method: 'POST',
      path: '/receive-items/waste',
      payload: { itemId: lime, reason: 'Damaged', quantity: '3' },
    });
    expect(wasted.statusCode).toBe(201);
    expect([await stock(bar), await stock(MAIN_SITE_ID)]).toEqual([2, 2]);
    const wasteIds = async (site: number) =>
      (await at(site, { path: '/receive-items/waste' }))
        .json<{ wasteItems: Listed[] }>()
        .wasteItems.map((report) => report.ID);
    expect(await wasteIds(bar)).toEqual([wasted.json<Listed>().ID]);
    expect(await wasteIds(MAIN_SITE_ID)).toEqual([]);

    const summary = async (site: number | string) =>
      (await at(site, { path: '/dashboard/summary' })).json<{ receivedCount: number }>()
        .receivedCount;
    const [atBar, atMain, everywhere] = [
      await summary(bar),
      await summary(MAIN_SITE_ID),
      await summary('all'),
    ];
    expect(atBar).toBe(1);
    expect(everywhere).toBe(atBar + atMain);
  });

  it('takes an order from its own site, and another site cannot act on it', async () => {
    const tonic = await insertItem(server.handle.db, refs, { name: 'Tonic', unit: 'l' });
    await receive(bar, tonic, '6');
    const created = await at(bar, {
      method: 'POST',
      path: '/order-items',
      payload: {
        departmentId: refs.departmentId,
        fulfilledAt: '2030-01-02T09:30:00Z',
        orderItems: [{ itemId: tonic, quantity: 4 }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<Listed>().ID;
    const orderIds = async (site: number) =>
      (await at(site, { path: '/order-items' }))
        .json<{ orderItems: Listed[] }>()
        .orderItems.map((order) => order.ID);
    expect(await orderIds(bar)).toEqual([id]);
    expect(await orderIds(MAIN_SITE_ID)).toEqual([]);
    const elsewhere = await at(MAIN_SITE_ID, {
      method: 'POST',
      path: `/order-items/${id}/confirm`,
      payload: { reason: 'Bar service' },
    });
    expect(elsewhere.statusCode).toBe(404);
    const confirmed = await at(bar, {
      method: 'POST',
      path: `/order-items/${id}/confirm`,
      payload: { reason: 'Bar service' },
    });
    expect(confirmed.statusCode).toBe(200);
    const onHand = (await at(bar, { path: `/items/${tonic}/stock` })).json<{ OnHand: number }>();
    expect(onHand.OnHand).toBe(2);
  });

  it('shows near-expiry, low items and item locations for the site', async () => {
    const cream = await insertItem(server.handle.db, refs, { name: 'Cream', unit: 'l' });
    const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await receive(bar, cream, '1', soon);
    const nearIds = async (site: number) =>
      (await at(site, { path: '/receive-items/near-expiry' }))
        .json<{ nearExpiryList: Listed[] }>()
        .nearExpiryList.map((lot) => lot.ItemID);
    expect(await nearIds(bar)).toContain(cream);
    expect(await nearIds(MAIN_SITE_ID)).not.toContain(cream);
    const located = async (site: number) =>
      (await at(site, { path: '/item-locations?search=Cream' }))
        .json<{ items: { Quantity: number }[] }>()
        .items.map((item) => item.Quantity);
    expect(await located(bar)).toEqual([1]);
    // The item's own area is at Main: it is listed there, with none of the Bar's stock.
    expect(await located(MAIN_SITE_ID)).toEqual([0]);
  });

  it('refuses a purchase order that delivers to another site', async () => {
    const sent = await server.handle.db
      .insertInto('purchase_orders')
      .values({
        po_number: 'PO-BAR-1',
        po_number_key: 'po-bar-1',
        supplier_id: refs.supplierId,
        status: 'sent',
        expected_at: null,
        note: '',
        created_at: new Date().toISOString(),
        created_by: await userIdOf(server.handle.db, 'Manager'),
        sent_at: new Date().toISOString(),
        cancelled_at: null,
        cancel_reason: null,
        site_id: bar,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await insertItem(server.handle.db, refs, { name: 'Ginger Beer' });
    const payload = {
      poId: 'PO-BAR-1',
      supplierId: refs.supplierId,
      receiveItems: [{ itemId: item, quantity: '1', expirationDate: '2099-01-01', status: 'New' }],
    };
    const wrong = await at(MAIN_SITE_ID, { method: 'POST', path: '/receive-items/PO', payload });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({
      error: { message: 'Purchase order PO-BAR-1 delivers to Bar: receive it there.' },
    });
    const lots = await server.handle.db
      .selectFrom('lots')
      .select('id')
      .where('item_id', '=', item)
      .execute();
    expect(lots).toEqual([]);
    const right = await at(bar, { method: 'POST', path: '/receive-items/PO', payload });
    expect(right.statusCode).toBe(201);
    expect(sent.id).toBeGreaterThan(0);
  });

  it('answers 400, 404 and 403 for a bad, unknown or foreign X-Site-Id; all only where allowed', async () => {
    for (const garbage of ['abc', '-1', '1.5', '0x2']) {
      const answer = await at(garbage, { path: '/receive-items/waste' });
      expect(answer.statusCode, garbage).toBe(400);
      expect(answer.json()).toEqual({ error: { message: 'X-Site-Id must be a site id or all.' } });
    }
    expect((await at(999_999, { path: '/receive-items/waste' })).statusCode).toBe(404);
    const listAll = await at('all', { path: '/receive-items/waste' });
    expect(listAll.statusCode).toBe(400);
    expect(
      (await at('all', { path: '/dashboard/summary', role: 'Warehouse Staff' })).statusCode,
    ).toBe(403);
    expect((await at('all', { path: '/dashboard/summary', role: 'Manager' })).statusCode).toBe(200);

    const staff = await userIdOf(server.handle.db, 'Warehouse Staff');
    await server.handle.db
      .insertInto('user_sites')
      .values({ user_id: staff, site_id: bar })
      .execute();
    try {
      const foreign = await at(MAIN_SITE_ID, { path: '/receive-items', role: 'Warehouse Staff' });
      expect(foreign.statusCode).toBe(403);
      // Without the header: the user's first site, the Bar.
      const own = await at(undefined, { path: '/receive-items/waste', role: 'Warehouse Staff' });
      expect(own.statusCode).toBe(200);
      expect(own.headers.etag).toContain(`s${bar}`);
      // An Administrator works everywhere whatever user_sites holds.
      const admin = await server.handle.db
        .selectFrom('users')
        .select('id')
        .where('name', '=', 'administrator')
        .executeTakeFirstOrThrow();
      await server.handle.db
        .insertInto('user_sites')
        .values({ user_id: admin.id, site_id: bar })
        .execute();
      expect((await at(MAIN_SITE_ID, { path: '/receive-items' })).statusCode).toBe(200);
    } finally {
      await server.handle.db.deleteFrom('user_sites').execute();
    }
  });

  it('gives each site its own ETag and varies by X-Site-Id', async () => {
    const main = await at(MAIN_SITE_ID, { path: '/receive-items' });
    const etag = main.headers.etag as string;
    expect(String(main.headers.vary)).toMatch(/x-site-id/i);
    const again = await server.api({
      method: 'GET',
      path: '/receive-items',
      role: 'Administrator',
      headers: { 'x-site-id': String(MAIN_SITE_ID), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const barAnswer = await server.api({
      method: 'GET',
      path: '/receive-items',
      role: 'Administrator',
      headers: { 'x-site-id': String(bar), 'if-none-match': etag },
    });
    expect(barAnswer.statusCode).toBe(200);
    expect(barAnswer.headers.etag).not.toBe(etag);
  });

  it("keeps an item's own settings at another site", async () => {
    const olive = await insertItem(server.handle.db, refs, { name: 'Olives' });
    const put = await at(undefined, {
      method: 'PUT',
      path: `/items/${olive}/sites/${bar}`,
      payload: { itemAreaId: barArea, parLevel: '6', reorderPoint: '2' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      SiteID: bar,
      Name: 'Bar',
      ItemAreaID: barArea,
      ParLevel: 6,
      ReorderPoint: 2,
      OnHand: 0,
    });
    const sites = (await at(undefined, { path: `/items/${olive}/sites` })).json<{
      sites: { SiteID: number; ItemAreaID: number | null }[];
    }>().sites;
    expect(sites.map((site) => [site.SiteID, site.ItemAreaID])).toEqual([
      [MAIN_SITE_ID, refs.itemAreaId],
      [bar, barArea],
    ]);
    const wrongArea = await at(undefined, {
      method: 'PUT',
      path: `/items/${olive}/sites/${bar}`,
      payload: { itemAreaId: refs.itemAreaId },
    });
    expect(wrongArea.statusCode).toBe(400);
    expect(wrongArea.json()).toEqual({
      error: { message: 'itemAreaId must be an item area at Bar.' },
    });
    const editor = await at(undefined, {
      method: 'PUT',
      path: `/items/${olive}/sites/${bar}`,
      payload: { parLevel: '1' },
      role: 'Viewer',
    });
    expect(editor.statusCode).toBe(403);
    // At the Bar the item is listed (its settings are there) even with no stock.
    const low = (await at(bar, { path: '/low-items' })).json<{
      lowItems: { Item: { itemId: number } }[];
    }>();
    expect(low.lowItems.length).toBeGreaterThan(0);
  });

  it("gives users sites, and shows them on the user's record", async () => {
    const created = await at(undefined, {
      method: 'POST',
      path: '/users',
      payload: { name: 'barkeep', password: 'secret1', roleId: 4, siteIds: [String(bar)] },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<{ userId: number; Sites: unknown }>();
    expect(user.Sites).toEqual([{ SiteID: bar, Name: 'Bar' }]);
    const bad = await at(undefined, {
      method: 'PUT',
      path: `/users/${user.userId}`,
      payload: { name: 'barkeep', roleId: 4, siteIds: [bar, 424242] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { message: 'siteIds must be the ids of existing sites.' },
    });
    const cleared = await at(undefined, {
      method: 'PUT',
      path: `/users/${user.userId}`,
      payload: { name: 'barkeep', roleId: 4, siteIds: [] },
    });
    expect(cleared.json()).toMatchObject({ Sites: [] });
    const kept = await at(undefined, {
      method: 'PUT',
      path: `/users/${user.userId}`,
      payload: { name: 'barkeeper', roleId: 4 },
    });
    expect(kept.json()).toMatchObject({ name: 'barkeeper', Sites: [] });
  });
});
