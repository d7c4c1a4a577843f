import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SITE_ID } from '../../contract/paths';
import type {
  PurchaseOrder,
  PurchaseOrderList,
  SuggestionList,
} from '../../contract/schemas/purchasing';
import { testEngines } from '../support/engines';
import {
  atSite,
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

/** Purchase orders and suggestions per site (design: Sites and transfers). */
describe.each(await testEngines())('purchasing per site on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let barRefs: StockReferences;
  let bar: number;
  let wine: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    bar = await insertSite(db, 'Bar');
    refs = await insertReferences(db);
    barRefs = await referencesAt(db, bar);
    wine = await insertItem(db, refs, { name: 'Red Wine 75cl', unit: 'bottle' });
  });
  afterAll(() => server.close());

  const call: SiteCall = (...args) => callAt(server, ...args);
  const draftBody = (overrides: object = {}) => ({
    supplierId: refs.supplierId,
    lines: [{ itemId: wine, quantity: 12, unitCost: 6.5 }],
    ...overrides,
  });
  async function sentAt(site: number, overrides: object = {}): Promise<PurchaseOrder> {
    const draft = await call('POST', '/purchase-orders', site, draftBody(overrides));
    expect(draft.statusCode, draft.body).toBe(201);
    const { PurchaseOrderId: id } = draft.json<PurchaseOrder>();
    const sent = await call('POST', `/purchase-orders/${id}/send`, site, {});
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json<PurchaseOrder>();
  }
  const listed = async (site: number | string) => {
    const answer = await call('GET', '/purchase-orders', site);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<PurchaseOrderList>().purchaseOrders.map((order) => order.PurchaseOrderId);
  };

  it('keeps an order at the site it was made at: listed, read and changed there only', async () => {
    const main = await sentAt(MAIN_SITE_ID);
    const draft = await call('POST', '/purchase-orders', bar, draftBody({ note: 'For the bar' }));
    expect(draft.statusCode, draft.body).toBe(201);
    const barOrder = draft.json<PurchaseOrder>();

    expect(await listed(bar)).toContain(barOrder.PurchaseOrderId);
    expect(await listed(bar)).not.toContain(main.PurchaseOrderId);
    expect(await listed(MAIN_SITE_ID)).toContain(main.PurchaseOrderId);
    expect(await listed(MAIN_SITE_ID)).not.toContain(barOrder.PurchaseOrderId);
    // No header: the user's first site, Main.
    const plain = await server.api({ method: 'GET', path: '/purchase-orders', role: 'Manager' });
    expect(plain.json<PurchaseOrderList>().purchaseOrders.map((o) => o.PurchaseOrderId)).toEqual(
      await listed(MAIN_SITE_ID),
    );

    const path = `/purchase-orders/${barOrder.PurchaseOrderId}`;
    expect((await call('GET', path, bar)).json()).toEqual(barOrder);
    const elsewhere = [
      await call('GET', path, MAIN_SITE_ID),
      await call('PUT', path, MAIN_SITE_ID, draftBody({ note: 'Moved' })),
      await call('POST', `${path}/send`, MAIN_SITE_ID, {}),
      await call('POST', `${path}/cancel`, MAIN_SITE_ID, { reason: 'Not ours' }),
    ];
    for (const answer of elsewhere) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: { message: 'Purchase order not found.' } });
    }
    // Nothing changed it.
    expect((await call('GET', path, bar)).json()).toEqual(barOrder);

    const edited = await call('PUT', path, bar, draftBody({ note: 'Back door' }));
    expect(edited.json<PurchaseOrder>().Note).toBe('Back door');
    const cancelled = await call('POST', `${path}/cancel`, bar, { reason: 'Ordered twice' });
    expect(cancelled.json<PurchaseOrder>().Status).toBe('cancelled');
  });

  it('numbers orders from one sequence for the install, whatever the site', async () => {
    const first = await sentAt(MAIN_SITE_ID);
    const second = await sentAt(bar);
    const numberOf = (order: PurchaseOrder) => Number(order.PoNumber.replace('PO-', ''));
    expect(numberOf(second)).toBe(numberOf(first) + 1);
    const typed = await sentAt(bar, { poNumber: 'BAR-17' });
    const again = await call(
      'POST',
      '/purchase-orders',
      MAIN_SITE_ID,
      draftBody({ poNumber: 'bar-17' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { message: 'PO number bar-17 is already used.' } });
    expect(typed.PoNumber).toBe('BAR-17');
  });

  it("refuses a receiving at another site than the order's (409), writing nothing", async () => {
    const order = await sentAt(bar);
    const lotCount = () => rowCount(server.handle.db, 'lots');
    const before = await lotCount();
    const body = {
      poId: order.PoNumber,
      supplierId: refs.supplierId,
      receiveItems: [{ itemId: wine, quantity: 5, expirationDate: '2031-06-01', status: 'New' }],
    };
    const wrong = await call('POST', '/receive-items/PO', MAIN_SITE_ID, body, 'Warehouse Staff');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({
      error: { message: `Purchase order ${order.PoNumber} delivers to Bar: receive it there.` },
    });
    expect(await lotCount()).toBe(before);
    const unchanged = await call('GET', `/purchase-orders/${order.PurchaseOrderId}`, bar);
    expect(unchanged.json<PurchaseOrder>()).toMatchObject({ Status: 'sent' });
    expect(unchanged.json<PurchaseOrder>().Lines[0]?.ReceivedQuantity).toBe(0);

    const right = await call('POST', '/receive-items/PO', bar, body, 'Warehouse Staff');
    expect(right.statusCode, right.body).toBe(201);
    const received = await call('GET', `/purchase-orders/${order.PurchaseOrderId}`, bar);
    expect(received.json<PurchaseOrder>()).toMatchObject({ Status: 'partial' });
  });

  it("suggests per site: the site's par and reorder point, its stock and its open orders", async () => {
    const db = server.handle.db;
    const staff = await userIdOf(db, 'Warehouse Staff');
    // Its own area is Main's: the item's own reorder point (5) and par (10) are Main's; at the
    // Bar its item_sites row says 4 and 8.
    const gin = await insertItem(db, refs, { name: 'Gin per site', unit: 'bottle' });
    await db
      .updateTable('items')
      .set({ reorder_point: 5000, par_level: 10000 })
      .where('id', '=', gin)
      .execute();
    await insertItemSite(db, gin, bar, {
      itemAreaId: barRefs.itemAreaId,
      parLevel: 8000,
      reorderPoint: 4000,
    });
    const lot = (site: number, remaining: number) =>
      insertLotAt(db, site, {
        itemId: gin,
        supplierId: refs.supplierId,
        receivedBy: staff,
        quantity: remaining,
        expirationDate: '2031-01-01',
      });
    await lot(MAIN_SITE_ID, 9000);
    await lot(bar, 1000);
    const lineAt = async (site: number) => {
      const answer = await call('GET', '/purchase-orders/suggestions', site);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer
        .json<SuggestionList>()
        .suggestions.flatMap((group) => group.lines)
        .find((line) => line.ItemID === gin);
    };
    // Main holds 9, above its reorder point 5: no suggestion, whatever the Bar holds.
    expect(await lineAt(MAIN_SITE_ID)).toBeUndefined();
    expect(await lineAt(bar)).toMatchObject({
      OnHand: 1,
      OnOrder: 0,
      ReorderPoint: 4,
      ParLevel: 8,
      SuggestedQuantity: 7,
    });
    // An open order delivering to the Bar counts there, not at Main.
    await sentAt(bar, { lines: [{ itemId: gin, quantity: 2 }] });
    expect(await lineAt(bar)).toMatchObject({ OnOrder: 2, SuggestedQuantity: 5 });
    // Main's stock gone: suggested at Main by Main's own figures; the Bar's order is not Main's.
    await db
      .updateTable('lots')
      .set({ remaining: 0 })
      .where('item_id', '=', gin)
      .where('site_id', '=', MAIN_SITE_ID)
      .execute();
    expect(await lineAt(MAIN_SITE_ID)).toMatchObject({
      OnHand: 0,
      OnOrder: 0,
      ReorderPoint: 5,
      ParLevel: 10,
      SuggestedQuantity: 10,
    });
    // A site with neither its own settings nor the item's area suggests nothing for it.
    const kitchen = await insertSite(db, 'Kitchen');
    expect(await lineAt(kitchen)).toBeUndefined();
  });

  it('answers per site: ETags and cached bodies differ, and Vary names X-Site-Id', async () => {
    const main = await call('GET', '/purchase-orders', MAIN_SITE_ID);
    const etag = String(main.headers.etag);
    expect(main.headers.vary).toMatch(/x-site-id/i);
    const sameSite = await server.api({
      method: 'GET',
      path: '/purchase-orders',
      role: 'Manager',
      headers: { ...atSite(MAIN_SITE_ID), 'if-none-match': etag },
    });
    expect(sameSite.statusCode).toBe(304);
    const otherSite = await server.api({
      method: 'GET',
      path: '/purchase-orders',
      role: 'Manager',
      headers: { ...atSite(bar), 'if-none-match': etag },
    });
    expect(otherSite.statusCode).toBe(200);
    expect(otherSite.headers.etag).not.toBe(etag);
    expect(otherSite.json()).not.toEqual(main.json());
  });

  it('refuses `all`, an unknown site and a site the user does not work at', async () => {
    const all = await call('GET', '/purchase-orders', 'all');
    expect(all.statusCode).toBe(400);
    expect((await call('GET', '/purchase-orders/suggestions', 'all')).statusCode).toBe(400);
    expect((await call('POST', '/purchase-orders', 'all', draftBody())).statusCode).toBe(400);
    expect((await call('GET', '/purchase-orders', 9999)).statusCode).toBe(404);
    const manager = await userIdOf(server.handle.db, 'Manager');
    await server.handle.db
      .insertInto('user_sites')
      .values({ user_id: manager, site_id: MAIN_SITE_ID })
      .execute();
    try {
      expect((await call('GET', '/purchase-orders', bar)).statusCode).toBe(403);
      expect((await call('POST', '/purchase-orders', bar, draftBody())).statusCode).toBe(403);
    } finally {
      await server.handle.db.deleteFrom('user_sites').where('user_id', '=', manager).execute();
    }
  });
});
