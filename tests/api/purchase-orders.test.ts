import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import { testEngines } from '../support/engines';
import {
  insertItem,
  insertReferences,
  insertSupplier,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('Purchase orders on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let otherSupplier: number;
  let gin: number;
  let tonic: number;
  let lemons: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    otherSupplier = await insertSupplier(server.handle.db, 'Bar Wholesale');
    gin = await insertItem(server.handle.db, refs, { name: 'London Dry Gin', unit: 'bottle' });
    tonic = await insertItem(server.handle.db, refs, { name: 'Tonic Water', unit: 'bottle' });
    lemons = await insertItem(server.handle.db, refs, { name: 'Lemons', unit: 'kg' });
  });
  afterAll(() => server.close());

  type Role = RoleName;
  const post = (path: string, payload: object, role: Role = 'Manager', key?: string) =>
    server.api({
      method: 'POST',
      path,
      role,
      payload,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const get = (path: string, role: Role = 'Manager') => server.api({ method: 'GET', path, role });
  const draftBody = (overrides: object = {}) => ({
    supplierId: refs.supplierId,
    expectedAt: '2031-03-02',
    note: 'Back door, before 10',
    lines: [
      { itemId: gin, quantity: 12, unitCost: '14.5' },
      { itemId: tonic, quantity: '24', unitCost: 0.85 },
    ],
    ...overrides,
  });
  async function createDraft(overrides: object = {}): Promise<PurchaseOrder> {
    const created = await post('/purchase-orders', draftBody(overrides));
    expect(created.statusCode, created.body).toBe(201);
    return created.json<PurchaseOrder>();
  }
  async function createSent(overrides: object = {}): Promise<PurchaseOrder> {
    const draft = await createDraft(overrides);
    const sent = await post(`/purchase-orders/${draft.PurchaseOrderId}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json<PurchaseOrder>();
  }
  const receive = (poId: string, rows: [number, number | string][], supplierId = refs.supplierId) =>
    post(
      '/receive-items/PO',
      {
        poId,
        supplierId,
        receiveItems: rows.map(([itemId, quantity]) => ({
          itemId,
          quantity,
          expirationDate: '2031-06-01',
          status: 'New',
        })),
      },
      'Warehouse Staff',
    );

  it('creates a draft with a generated number, its lines and total, and reads it back', async () => {
    const order = await createDraft();
    expect(order).toMatchObject({
      PoNumber: `PO-${String(order.PurchaseOrderId).padStart(6, '0')}`,
      SupplierID: refs.supplierId,
      Supplier: { Name: expect.any(String) },
      Status: 'draft',
      ExpectedAt: '2031-03-02',
      Note: 'Back door, before 10',
      CreatedBy: 'manager',
      SentAt: null,
      CancelledAt: null,
      Reason: null,
      Total: 12 * 14.5 + 24 * 0.85,
    });
    expect(
      order.Lines.map((line) => [line.ItemID, line.Quantity, line.ReceivedQuantity, line.UnitCost]),
    ).toEqual([
      [gin, 12, 0, 14.5],
      [tonic, 24, 0, 0.85],
    ]);
    expect(order.Lines[0]?.Item).toMatchObject({ ID: gin, Name: 'London Dry Gin', Unit: 'bottle' });
    const read = await get(`/purchase-orders/${order.PurchaseOrderId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);
  });

  it('keeps a given PO number, refuses one already used (409), and counts only costed lines in Total', async () => {
    const order = await createDraft({
      poNumber: ' SUP-7781 ',
      lines: [
        { itemId: gin, quantity: 2, unitCost: 10 },
        { itemId: lemons, quantity: 1.5 },
      ],
    });
    expect(order.PoNumber).toBe('SUP-7781');
    expect(order.Total).toBe(20);
    expect(order.Lines[1]?.UnitCost).toBeNull();
    const again = await post('/purchase-orders', draftBody({ poNumber: 'SUP-7781' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { message: 'PO number SUP-7781 is already used.' } });
  });

  it('answers 400 with every problem of a bad body and writes nothing', async () => {
    const before = await server.handle.db
      .selectFrom('purchase_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const bad = await post('/purchase-orders', {
      supplierId: '',
      expectedAt: '2031-02-30',
      lines: [
        { itemId: gin, quantity: 0 },
        { itemId: null, quantity: 1 },
        { itemId: gin, quantity: 1, unitCost: '1.23456' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        message: [
          'Valid supplier is required.',
          'expectedAt must be a date (YYYY-MM-DD), or empty.',
          'Valid quantity is required in line 1',
          'Item is required in line 2',
          'Unit cost in line 3 must be 0 or more with at most 4 decimals, or empty.',
          'The item in line 3 is already on line 1; an item appears once per order.',
        ],
      },
    });
    const noLines = await post('/purchase-orders', draftBody({ lines: [] }));
    expect(noLines.json()).toEqual({ error: { message: 'At least one line is required.' } });
    const unknownItem = await post(
      '/purchase-orders',
      draftBody({ lines: [{ itemId: 999999, quantity: 1 }] }),
    );
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json()).toEqual({ error: { message: 'Item in row 1 does not exist.' } });
    const unknownSupplier = await post('/purchase-orders', draftBody({ supplierId: 999999 }));
    expect(unknownSupplier.json()).toEqual({ error: { message: 'Supplier does not exist.' } });
    const after = await server.handle.db
      .selectFrom('purchase_orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('edits a draft with PUT, and answers 409 once it is sent', async () => {
    const draft = await createDraft();
    const path = `/purchase-orders/${draft.PurchaseOrderId}`;
    const edited = await server.api({
      method: 'PUT',
      path,
      role: 'Manager',
      payload: draftBody({
        supplierId: otherSupplier,
        note: 'Call first',
        lines: [{ itemId: lemons, quantity: 5 }],
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<PurchaseOrder>()).toMatchObject({
      PoNumber: draft.PoNumber,
      SupplierID: otherSupplier,
      Note: 'Call first',
      Lines: [{ ItemID: lemons, Quantity: 5, ReceivedQuantity: 0, UnitCost: null }],
    });
    expect((await post(`${path}/send`, {})).statusCode).toBe(200);
    const late = await server.api({ method: 'PUT', path, role: 'Manager', payload: draftBody() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: { message: 'Only a draft purchase order can be changed; this one is sent.' },
    });
    expect(
      (
        await server.api({
          method: 'PUT',
          path: '/purchase-orders/999999',
          role: 'Manager',
          payload: draftBody(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sends a draft once, cancels with a reason only, and refuses every other transition', async () => {
    const sent = await createSent();
    expect(sent.Status).toBe('sent');
    expect(sent.SentAt).toEqual(expect.any(String));
    const path = `/purchase-orders/${sent.PurchaseOrderId}`;
    const twice = await post(`${path}/send`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: { message: 'A sent purchase order cannot be sent.' } });
    const noReason = await post(`${path}/cancel`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ error: { message: 'Please provide a reason.' } });
    const cancelled = await post(`${path}/cancel`, { reason: 'Supplier out of stock' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<PurchaseOrder>()).toMatchObject({
      Status: 'cancelled',
      Reason: 'Supplier out of stock',
      CancelledAt: expect.any(String),
    });
    const again = await post(`${path}/cancel`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { message: 'A cancelled purchase order cannot be cancelled.' },
    });
    expect((await post(`${path}/send`, {})).statusCode).toBe(409);

    const draft = await createDraft();
    const cancelDraft = await post(`/purchase-orders/${draft.PurchaseOrderId}/cancel`, {
      reason: 'Duplicate',
    });
    expect(cancelDraft.json<PurchaseOrder>().Status).toBe('cancelled');
    expect((await post('/purchase-orders/999999/send', {})).statusCode).toBe(404);
  });

  it('receives part of an order, then the rest and an extra item: partial, then received', async () => {
    const order = await createSent();
    const first = await receive(order.PoNumber, [
      [gin, 12],
      [tonic, 10],
    ]);
    expect(first.statusCode, first.body).toBe(201);
    let read = (await get(`/purchase-orders/${order.PurchaseOrderId}`)).json<PurchaseOrder>();
    expect(read.Status).toBe('partial');
    expect(read.Lines.map((line) => [line.ItemID, line.Quantity, line.ReceivedQuantity])).toEqual([
      [gin, 12, 12],
      [tonic, 24, 10],
    ]);
    const second = await receive(order.PoNumber, [
      [tonic, '14.5'],
      [lemons, 2],
    ]);
    expect(second.statusCode, second.body).toBe(201);
    read = (await get(`/purchase-orders/${order.PurchaseOrderId}`)).json<PurchaseOrder>();
    expect(read.Status).toBe('received');
    expect(read.Lines.map((line) => [line.ItemID, line.Quantity, line.ReceivedQuantity])).toEqual([
      [gin, 12, 12],
      [tonic, 24, 24.5],
      [lemons, 0, 2],
    ]);
    // The lots name the order's number, as every PO receiving does.
    const lots = await server.handle.db
      .selectFrom('lots')
      .select('po_id')
      .where('po_id', '=', order.PoNumber)
      .execute();
    expect(lots).toHaveLength(4);

    const closed = await receive(order.PoNumber, [[gin, 1]]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      error: {
        message: `Purchase order ${order.PoNumber} is received: only a sent or partial order can be received against.`,
      },
    });
  });

  it('refuses a draft or cancelled order (409) and another supplier (400), writing no lot', async () => {
    const lotCount = async () =>
      Number(
        (
          await server.handle.db
            .selectFrom('lots')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await lotCount();
    const draft = await createDraft();
    const toDraft = await receive(draft.PoNumber, [[gin, 1]]);
    expect(toDraft.statusCode).toBe(409);
    expect(toDraft.json<{ error: { message: string } }>().error.message).toContain('is draft');
    const sent = await createSent();
    const other = await receive(sent.PoNumber, [[gin, 1]], otherSupplier);
    expect(other.statusCode).toBe(400);
    expect(other.json<{ error: { message: string } }>().error.message).toBe(
      `Purchase order ${sent.PoNumber} is an order from ${sent.Supplier.Name}; choose that supplier or another PO ID.`,
    );
    await post(`/purchase-orders/${sent.PurchaseOrderId}/cancel`, { reason: 'Late' });
    const toCancelled = await receive(sent.PoNumber, [[gin, 1]]);
    expect(toCancelled.statusCode).toBe(409);
    expect(await lotCount()).toBe(before);
    const read = (await get(`/purchase-orders/${sent.PurchaseOrderId}`)).json<PurchaseOrder>();
    expect(read.Lines.every((line) => line.ReceivedQuantity === 0)).toBe(true);
  });

  it('records a free-text PO ID that names no order as before', async () => {
    const free = await receive('INV-2031-0042', [[gin, 3]]);
    expect(free.statusCode).toBe(201);
    expect(free.json<{ poReceiveItems: { PoId: string }[] }>().poReceiveItems[0]?.PoId).toBe(
      'INV-2031-0042',
    );
  });

  it('lists newest first with status, supplier and search filters, pages, and CSV', async () => {
    const mine = await createDraft({
      supplierId: otherSupplier,
      poNumber: 'BW-1001',
      lines: [{ itemId: gin, quantity: 1 }],
    });
    const all = (await get('/purchase-orders')).json<{
      totalCount: number;
      purchaseOrders: PurchaseOrder[];
    }>();
    expect(all.purchaseOrders[0]?.PurchaseOrderId).toBe(mine.PurchaseOrderId);
    expect(all.totalCount).toBe(all.purchaseOrders.length);
    const drafts = (await get('/purchase-orders?status=draft')).json<{
      purchaseOrders: PurchaseOrder[];
    }>();
    expect(drafts.purchaseOrders.length).toBeGreaterThan(0);
    expect(drafts.purchaseOrders.every((order) => order.Status === 'draft')).toBe(true);
    const bySupplier = (await get(`/purchase-orders?supplierId=${otherSupplier}`)).json<{
      purchaseOrders: PurchaseOrder[];
    }>();
    expect(bySupplier.purchaseOrders.every((order) => order.SupplierID === otherSupplier)).toBe(
      true,
    );
    const byName = (await get('/purchase-orders?search=bar%20whole')).json<{
      purchaseOrders: PurchaseOrder[];
    }>();
    expect(byName.purchaseOrders.map((order) => order.PoNumber)).toContain('BW-1001');
    const byNumber = (await get('/purchase-orders?search=bw-10')).json<{ totalCount: number }>();
    expect(byNumber.totalCount).toBe(1);
    const page = (await get('/purchase-orders?page=2&pageSize=2')).json<{
      totalCount: number;
      purchaseOrders: PurchaseOrder[];
    }>();
    expect(page.purchaseOrders.map((order) => order.PurchaseOrderId)).toEqual(
      all.purchaseOrders.slice(2, 4).map((order) => order.PurchaseOrderId),
    );
    expect((await get('/purchase-orders?status=unknown')).statusCode).toBe(400);
    const csv = await get('/purchase-orders?format=csv&search=BW-1001');
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(
      'PO Number,Supplier,Status,Expected,Lines,Total,Created At,Created By,Sent At,Note',
    );
    expect(row).toContain('BW-1001,Bar Wholesale,draft,2031-03-02,1,0,');
  });

  it('gives Warehouse Staff the open orders only, and Purchasing to Administrator and Manager', async () => {
    const draft = await createDraft();
    const sent = await createSent();
    const staff = (await get('/purchase-orders', 'Warehouse Staff')).json<{
      purchaseOrders: PurchaseOrder[];
    }>();
    expect(staff.purchaseOrders.length).toBeGreaterThan(0);
    expect(staff.purchaseOrders.every((order) => ['sent', 'partial'].includes(order.Status))).toBe(
      true,
    );
    // status=open (the device's offline copy) is the same set for a manager, drafts left out.
    const open = (await get('/purchase-orders?status=open&pageSize=500')).json<{
      purchaseOrders: PurchaseOrder[];
    }>();
    expect(open.purchaseOrders.map((order) => order.PurchaseOrderId)).toContain(
      sent.PurchaseOrderId,
    );
    expect(open.purchaseOrders.every((order) => ['sent', 'partial'].includes(order.Status))).toBe(
      true,
    );
    expect(
      (await get('/purchase-orders?status=open', 'Warehouse Staff')).json<{ totalCount: number }>()
        .totalCount,
    ).toBe(staff.purchaseOrders.length);
    expect(
      (await get(`/purchase-orders/${sent.PurchaseOrderId}`, 'Warehouse Staff')).statusCode,
    ).toBe(200);
    expect(
      (await get(`/purchase-orders/${draft.PurchaseOrderId}`, 'Warehouse Staff')).statusCode,
    ).toBe(404);
    for (const role of ['Editor', 'Viewer'] as const) {
      expect((await get('/purchase-orders', role)).statusCode).toBe(403);
      expect((await get(`/purchase-orders/${sent.PurchaseOrderId}`, role)).statusCode).toBe(403);
    }
    for (const role of ['Warehouse Staff', 'Editor', 'Viewer'] as const) {
      expect((await post('/purchase-orders', draftBody(), role)).statusCode).toBe(403);
      expect(
        (await post(`/purchase-orders/${draft.PurchaseOrderId}/send`, {}, role)).statusCode,
      ).toBe(403);
      expect(
        (await post(`/purchase-orders/${sent.PurchaseOrderId}/cancel`, { reason: 'x' }, role))
          .statusCode,
      ).toBe(403);
      expect((await get('/purchase-orders/suggestions', role)).statusCode).toBe(403);
      expect(
        (
          await server.api({
            method: 'PUT',
            path: `/purchase-orders/${draft.PurchaseOrderId}`,
            role,
            payload: draftBody(),
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await post('/purchase-orders', draftBody(), 'Administrator')).statusCode).toBe(201);
    expect((await get('/purchase-orders/suggestions', 'Administrator')).statusCode).toBe(200);
    expect((await server.api({ method: 'GET', path: '/purchase-orders' })).statusCode).toBe(401);
  });

  it('replays a repeated create, send or receiving with the same Idempotency-Key', async () => {
    const key = `po-${engine}-${Date.now()}`;
    const first = await post('/purchase-orders', draftBody(), 'Manager', key);
    const second = await post('/purchase-orders', draftBody(), 'Manager', key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const id = first.json<PurchaseOrder>().PurchaseOrderId;
    const sendOnce = await post(`/purchase-orders/${id}/send`, {}, 'Manager', `${key}-send`);
    const sendAgain = await post(`/purchase-orders/${id}/send`, {}, 'Manager', `${key}-send`);
    expect(sendAgain.statusCode).toBe(200);
    expect(sendAgain.json()).toEqual(sendOnce.json());
    const poNumber = first.json<PurchaseOrder>().PoNumber;
    const body = {
      poId: poNumber,
      supplierId: refs.supplierId,
      receiveItems: [{ itemId: gin, quantity: 5, expirationDate: '2031-06-01', status: 'New' }],
    };
    const headers = { 'idempotency-key': `${key}-receive` };
    await server.api({
      method: 'POST',
      path: '/receive-items/PO',
      role: 'Warehouse Staff',
      payload: body,
      headers,
    });
    const replay = await server.api({
      method: 'POST',
      path: '/receive-items/PO',
      role: 'Warehouse Staff',
      payload: body,
      headers,
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const read = (await get(`/purchase-orders/${id}`)).json<PurchaseOrder>();
    expect(read.Lines.find((line) => line.ItemID === gin)?.ReceivedQuantity).toBe(5);
  });

  it('refuses to delete a supplier or an item a purchase order names (409)', async () => {
    const supplier = await insertSupplier(server.handle.db, 'Only Ordered From');
    const item = await insertItem(server.handle.db, refs, { name: 'Only Ordered' });
    await createDraft({ supplierId: supplier, lines: [{ itemId: item, quantity: 1 }] });
    const supplierGone = await server.api({
      method: 'DELETE',
      path: `/suppliers/${supplier}`,
      role: 'Manager',
    });
    expect(supplierGone.statusCode).toBe(409);
    expect(supplierGone.json<{ error: { message: string } }>().error.message).toContain(
      'purchase orders',
    );
    const itemGone = await server.api({
      method: 'DELETE',
      path: `/items/${item}`,
      role: 'Manager',
    });
    expect(itemGone.statusCode).toBe(409);
    expect(itemGone.json<{ error: { message: string } }>().error.message).toContain(
      'purchase orders',
    );
  });

  it('bumps the list ETag when an order changes', async () => {
    const before = await get('/purchase-orders');
    const etag = String(before.headers.etag);
    const unchanged = await server.api({
      method: 'GET',
      path: '/purchase-orders',
      role: 'Manager',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    await createDraft();
    const after = await server.api({
      method: 'GET',
      path: '/purchase-orders',
      role: 'Manager',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
  });
});
