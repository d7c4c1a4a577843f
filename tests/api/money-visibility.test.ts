import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import type { ReceivedItem, WasteItem } from '../../contract/schemas/stock';
import type { StocktakeDetail } from '../../contract/schemas/stocktakes';
import { testEngines } from '../support/engines';
import { insertItem, insertReferences, type StockReferences } from '../support/stock-fixtures';
import { closeStocktake, countItem, startStocktake } from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Money goes only to roles with page Valuation (issue 32 row 10): Viewer, Editor and Warehouse
 * Staff get null unit costs, costs and totals in every list, detail, write answer and CSV cell,
 * and never a cached body or a 304 meant for a role that sees them.
 */
const SEE: readonly RoleName[] = ['Administrator', 'Manager'];
const HIDDEN: readonly RoleName[] = ['Warehouse Staff', 'Editor', 'Viewer'];

describe.each(await testEngines())('money fields by role on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let butter: number;
  let gin: number;
  let order: PurchaseOrder;

  const get = (path: string, role: RoleName, headers: Record<string, string> = {}) =>
    server.api({ method: 'GET', path, role, headers });
  const post = (path: string, payload: object, role: RoleName, headers = {}) =>
    server.api({ method: 'POST', path, role, payload, headers });
  const row = (itemId: number, quantity: string, unitCost?: string) => ({
    itemId,
    quantity,
    expirationDate: '2031-01-01',
    status: 'New',
    ...(unitCost === undefined ? {} : { unitCost }),
  });
  const csvLines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    butter = await insertItem(server.handle.db, refs, { name: 'Butter' });
    gin = await insertItem(server.handle.db, refs, { name: 'Gin', unit: 'bottle' });
    const received = await post(
      '/receive-items',
      { supplierId: refs.supplierId, receiveItems: [row(butter, '10', '2.5')] },
      'Manager',
    );
    expect(received.statusCode, received.body).toBe(201);
    const draft = await post(
      '/purchase-orders',
      { supplierId: refs.supplierId, lines: [{ itemId: gin, quantity: 6, unitCost: '14.5' }] },
      'Manager',
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const sent = await post(
      `/purchase-orders/${draft.json<PurchaseOrder>().PurchaseOrderId}/send`,
      {},
      'Manager',
    );
    expect(sent.statusCode, sent.body).toBe(200);
    order = sent.json<PurchaseOrder>();
    const wasted = await post(
      '/receive-items/waste',
      { itemId: butter, reason: 'Expired', quantity: '2' },
      'Manager',
    );
    expect(wasted.statusCode, wasted.body).toBe(201);
  });
  afterAll(() => server.close());

  it('lists received lots with their unit cost for Valuation roles only', async () => {
    // The Manager asks first, so a body cached for them would be what the others get.
    for (const role of [...SEE, ...HIDDEN]) {
      const list = await get('/receive-items', role);
      expect(list.statusCode).toBe(200);
      const lot = list
        .json<{ receiveItems: ReceivedItem[] }>()
        .receiveItems.find((item) => item.ItemID === butter);
      expect(lot, role).toMatchObject({ Quantity: 10, UnitCost: SEE.includes(role) ? 2.5 : null });
      const paged = await get('/receive-items?page=1&pageSize=5&itemName=Butter', role);
      expect(paged.json<{ receiveItems: ReceivedItem[] }>().receiveItems[0]?.UnitCost, role).toBe(
        SEE.includes(role) ? 2.5 : null,
      );
    }
  });

  it('lists waste with its cost for Valuation roles only, and the CSVs carry no money', async () => {
    for (const role of [...SEE, ...HIDDEN]) {
      const list = await get('/receive-items/waste', role);
      const report = list.json<{ wasteItems: WasteItem[] }>().wasteItems[0];
      expect(report, role).toMatchObject({ Quantity: 2, Cost: SEE.includes(role) ? 5 : null });
    }
    for (const path of ['/receive-items', '/receive-items/PO', '/receive-items/waste']) {
      const manager = await get(`${path}?format=csv`, 'Manager');
      expect(csvLines(manager.body)[0]).not.toMatch(/cost|value|total/i);
      for (const role of HIDDEN)
        expect((await get(`${path}?format=csv`, role)).body).toBe(manager.body);
    }
  });

  it('answers a write with null money to a role without Valuation, and replays the same', async () => {
    const receive = { supplierId: refs.supplierId, receiveItems: [row(butter, '1', '3')] };
    const staff = await post('/receive-items', receive, 'Warehouse Staff');
    expect(staff.statusCode, staff.body).toBe(201);
    expect(staff.json<{ receiveItems: ReceivedItem[] }>().receiveItems[0]?.UnitCost).toBeNull();
    // Stored all the same: the Manager reads the cost the clerk typed.
    const lots = (await get('/receive-items', 'Manager')).json<{ receiveItems: ReceivedItem[] }>();
    expect(lots.receiveItems[0]).toMatchObject({ Quantity: 1, UnitCost: 3 });

    const waste = { itemId: butter, reason: 'Damaged', quantity: '1' };
    const first = await post('/receive-items/waste', waste, 'Warehouse Staff', {
      'idempotency-key': 'waste-money-1',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<WasteItem>().Cost).toBeNull();
    const replay = await post('/receive-items/waste', waste, 'Warehouse Staff', {
      'idempotency-key': 'waste-money-1',
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<WasteItem>().Cost).toBeNull();
    const manager = await post('/receive-items/waste', waste, 'Manager');
    expect(manager.json<WasteItem>().Cost).toBe(2.5);
  });

  it('gives Warehouse Staff the open purchase orders without unit costs or totals, in JSON and CSV', async () => {
    const list = (role: RoleName) =>
      get('/purchase-orders?status=open', role).then((response) =>
        response
          .json<{ purchaseOrders: PurchaseOrder[] }>()
          .purchaseOrders.find((found) => found.PurchaseOrderId === order.PurchaseOrderId),
      );
    expect(await list('Manager')).toMatchObject({ Total: 87, Lines: [{ UnitCost: 14.5 }] });
    expect(await list('Warehouse Staff')).toMatchObject({
      Total: null,
      Lines: [{ ItemID: gin, Quantity: 6, UnitCost: null }],
    });
    const detail = await get(`/purchase-orders/${order.PurchaseOrderId}`, 'Warehouse Staff');
    expect(detail.json()).toMatchObject({ Total: null, Lines: [{ UnitCost: null }] });
    expect(
      (await get(`/purchase-orders/${order.PurchaseOrderId}`, 'Administrator')).json(),
    ).toMatchObject({ Total: 87, Lines: [{ UnitCost: 14.5 }] });

    const csvRow = async (role: RoleName) => {
      const csv = await get(`/purchase-orders?format=csv&search=${order.PoNumber}`, role);
      const [header, line] = csvLines(csv.body);
      const cells = (line ?? '').split(',');
      return cells[(header ?? '').split(',').indexOf('Total')];
    };
    expect(await csvRow('Manager')).toBe('87');
    // The column stays, the cell is empty.
    expect(await csvRow('Warehouse Staff')).toBe('');
  });

  it('keeps the order line cost on a lot Warehouse Staff receive against the order without one', async () => {
    const received = await post(
      '/receive-items/PO',
      { poId: order.PoNumber, supplierId: refs.supplierId, receiveItems: [row(gin, '6')] },
      'Warehouse Staff',
    );
    expect(received.statusCode, received.body).toBe(201);
    const lots = (await get('/receive-items/PO', 'Manager')).json<{
      poReceiveItems: ReceivedItem[];
    }>();
    expect(lots.poReceiveItems.find((lot) => lot.ItemID === gin)?.UnitCost).toBe(14.5);
    const staff = (await get('/receive-items/PO', 'Warehouse Staff')).json<{
      poReceiveItems: ReceivedItem[];
    }>();
    expect(staff.poReceiveItems.find((lot) => lot.ItemID === gin)?.UnitCost).toBeNull();
  });

  it('shows a posted stocktake line value to Valuation roles only', async () => {
    const area = await insertReferences(server.handle.db);
    const cream = await insertItem(server.handle.db, area, { name: 'Cream', unit: 'l' });
    const delivered = await post(
      '/receive-items',
      { supplierId: area.supplierId, receiveItems: [row(cream, '4', '3.5')] },
      'Manager',
    );
    expect(delivered.statusCode, delivered.body).toBe(201);
    const stocktake = await startStocktake(server, area);
    expect((await countItem(server, stocktake.StocktakeId, cream, '3')).statusCode).toBe(201);
    expect((await closeStocktake(server, stocktake.StocktakeId, 'post')).statusCode).toBe(200);
    for (const role of ['Administrator', 'Manager', 'Warehouse Staff'] as const) {
      const detail = await get(`/stocktakes/${stocktake.StocktakeId}`, role);
      const [line] = detail.json<StocktakeDetail>().lines;
      expect(line, role).toMatchObject({
        Variance: -1,
        VarianceValue: role === 'Warehouse Staff' ? null : -3.5,
      });
    }
  });

  it('never shares an ETag, a 304 or a cached body between a role that sees money and one that does not', async () => {
    const manager = await get('/receive-items', 'Manager');
    const viewer = await get('/receive-items', 'Viewer');
    const managerTag = String(manager.headers.etag);
    const viewerTag = String(viewer.headers.etag);
    expect(managerTag).not.toBe(viewerTag);
    // The Manager's ETag from a Viewer: a full answer, money null, not a 304 keeping their body.
    const crossed = await get('/receive-items', 'Viewer', { 'if-none-match': managerTag });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.headers.etag).toBe(viewerTag);
    expect(
      crossed
        .json<{ receiveItems: ReceivedItem[] }>()
        .receiveItems.every((lot) => lot.UnitCost === null),
    ).toBe(true);
    expect((await get('/receive-items', 'Viewer', { 'if-none-match': viewerTag })).statusCode).toBe(
      304,
    );
    // An ETag as the server gave before money was hidden (no m0/m1) is not revalidated either.
    const beforeTag = viewerTag.replace(/\.m0"$/, '"');
    expect(beforeTag).not.toBe(viewerTag);
    expect((await get('/receive-items', 'Viewer', { 'if-none-match': beforeTag })).statusCode).toBe(
      200,
    );
    // Compressed bodies are cached per visibility too.
    const gzip = { 'accept-encoding': 'gzip' };
    const managerZip = await get('/receive-items', 'Manager', gzip);
    const viewerZip = await get('/receive-items', 'Viewer', gzip);
    expect(managerZip.rawPayload.equals(viewerZip.rawPayload)).toBe(false);
  });

  it('keeps the dashboard money figures from the roles without Valuation', async () => {
    for (const role of HIDDEN) {
      const body = (await get('/dashboard/summary', role)).json<Record<string, unknown>>();
      expect(body).not.toHaveProperty('stockValue');
      expect(body).not.toHaveProperty('wasteCostThisMonth');
    }
    expect((await get('/dashboard/summary', 'Manager')).json()).toHaveProperty('stockValue');
  });
});
