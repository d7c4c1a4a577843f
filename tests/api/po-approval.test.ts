import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import type { PurchaseOrder, PurchaseOrderList } from '../../contract/schemas/purchasing';
import type { ActivityList } from '../../contract/schemas/activity';
import type { DashboardSummary } from '../../contract/schemas/stock';
import { testEngines } from '../support/engines';
import { insertItem, insertReferences, type StockReferences } from '../support/stock-fixtures';
import { createTestServer, userNameFor, type TestServer } from '../support/test-server';

interface ErrorBody {
  error: { message: string };
}

/** Approval of large purchase orders (design: Activity log and approvals; issue 35). */
describe.each(await testEngines())('Purchase order approvals on %s', (engine) => {
  const LIMIT = 500;
  let server: TestServer;
  let refs: StockReferences;
  let gin: number;

  beforeAll(async () => {
    server = await createTestServer(engine, { poApprovalLimit: LIMIT });
    refs = await insertReferences(server.handle.db);
    gin = await insertItem(server.handle.db, refs, { name: 'London Dry Gin', unit: 'bottle' });
  });
  afterAll(() => server.close());

  const post = (path: string, payload: object, role: RoleName, key?: string) =>
    server.api({
      method: 'POST',
      path,
      role,
      payload,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const get = (path: string, role: RoleName = 'Manager') =>
    server.api({ method: 'GET', path, role });

  /**
   * The order's send, approve and reject entries, oldest first (GET /activity answers newest
   * first; its create and edit entries are left out).
   */
  async function entriesOf(id: number) {
    const answer = await get(`/activity?entity=purchase-order&entityId=${id}`, 'Administrator');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer
      .json<ActivityList>()
      .activity.filter((entry) => entry.Action !== 'create' && entry.Action !== 'update')
      .reverse();
  }

  /** A draft of `quantity` bottles at 10.00: a total of 10 × quantity. */
  async function draftOf(quantity: number | string, unitCost: string = '10'): Promise<number> {
    const created = await post(
      '/purchase-orders',
      { supplierId: refs.supplierId, lines: [{ itemId: gin, quantity, unitCost }] },
      'Manager',
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.json<PurchaseOrder>().PurchaseOrderId;
  }
  async function sendAs(id: number, role: RoleName): Promise<PurchaseOrder> {
    const sent = await post(`/purchase-orders/${id}/send`, {}, role);
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json<PurchaseOrder>();
  }
  async function awaiting(): Promise<number> {
    const id = await draftOf(60);
    expect((await sendAs(id, 'Manager')).Status).toBe('awaiting_approval');
    return id;
  }

  it("holds a Manager's order over the limit, and sends one at or under it", async () => {
    const over = await sendAs(await draftOf(60), 'Manager');
    expect(over).toMatchObject({ Status: 'awaiting_approval', SentAt: null, Total: 600 });
    const [held, ...more] = await entriesOf(over.PurchaseOrderId);
    expect(more).toEqual([]);
    expect(held).toMatchObject({
      Action: 'send',
      Entity: 'purchase-order',
      EntityID: String(over.PurchaseOrderId),
      User: { Name: userNameFor('Manager') },
      Summary: `Sent purchase order ${over.PoNumber} for approval: total 600 is over the limit 500`,
      Changes: { status: ['draft', 'awaiting_approval'] },
    });
    // The entry shows in the History of the item on the order too.
    const itemHistory = await get(`/activity?entity=item&entityId=${gin}`, 'Administrator');
    expect(itemHistory.json<ActivityList>().activity.map((entry) => entry.EntityID)).toContain(
      String(over.PurchaseOrderId),
    );
    // 500.0000 is not over 500; 500.0010 is (compared in ten-thousandths, not as floats).
    expect((await sendAs(await draftOf(50), 'Manager')).Status).toBe('sent');
    expect((await sendAs(await draftOf('50.001'), 'Manager')).Status).toBe('awaiting_approval');
    // An order without costs totals nothing: never held.
    const uncosted = await post(
      '/purchase-orders',
      { supplierId: refs.supplierId, lines: [{ itemId: gin, quantity: 1000 }] },
      'Manager',
    );
    const uncostedId = uncosted.json<PurchaseOrder>().PurchaseOrderId;
    expect((await sendAs(uncostedId, 'Manager')).Status).toBe('sent');
  });

  it("sends an Administrator's order over the limit at once", async () => {
    const sent = await sendAs(await draftOf(60), 'Administrator');
    expect(sent.Status).toBe('sent');
    expect(sent.SentAt).toEqual(expect.any(String));
  });

  it('approve: an Administrator sends the waiting order; a second approve is a 409', async () => {
    const id = await awaiting();
    const approved = await post(`/purchase-orders/${id}/approve`, {}, 'Administrator');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<PurchaseOrder>()).toMatchObject({
      Status: 'sent',
      SentAt: expect.any(String),
      RejectionReason: null,
    });
    const entries = await entriesOf(id);
    expect(entries.map((entry) => entry.Action)).toEqual(['send', 'approve']);
    expect(entries[1]).toMatchObject({
      Entity: 'purchase-order',
      EntityID: String(id),
      User: { Name: userNameFor('Administrator') },
      Changes: { status: ['awaiting_approval', 'sent'] },
    });
    expect(entries[1]?.Summary).toMatch(/^Approved purchase order PO-\d+: sent to /);
    const again = await post(`/purchase-orders/${id}/approve`, {}, 'Administrator');
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.message).toBe(
      'Only a purchase order awaiting approval can be approved; this one is sent.',
    );
  });

  it('reject: back to draft with the reason kept; editable and sent again clears it', async () => {
    const id = await awaiting();
    const rejected = await post(
      `/purchase-orders/${id}/reject`,
      { reason: '  Split it over two weeks  ' },
      'Administrator',
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<PurchaseOrder>()).toMatchObject({
      Status: 'draft',
      SentAt: null,
      RejectionReason: 'Split it over two weeks',
    });
    const read = await get(`/purchase-orders/${id}`);
    expect(read.json<PurchaseOrder>().RejectionReason).toBe('Split it over two weeks');
    const [, rejectEntry] = await entriesOf(id);
    expect(rejectEntry).toMatchObject({
      Action: 'reject',
      User: { Name: userNameFor('Administrator') },
      Summary: `Rejected purchase order ${read.json<PurchaseOrder>().PoNumber}: Split it over two weeks`,
      Changes: {
        status: ['awaiting_approval', 'draft'],
        rejectionReason: [null, 'Split it over two weeks'],
      },
    });
    // The Manager halves it and sends again: under the limit, it goes; the reason is gone.
    const edited = await server.api({
      method: 'PUT',
      path: `/purchase-orders/${id}`,
      role: 'Manager',
      payload: {
        supplierId: refs.supplierId,
        lines: [{ itemId: gin, quantity: 30, unitCost: '10' }],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await sendAs(id, 'Manager')).toMatchObject({ Status: 'sent', RejectionReason: null });
    expect((await entriesOf(id)).map((entry) => entry.Action)).toEqual(['send', 'reject', 'send']);
  });

  it('reject needs a reason (400) and a waiting order (409)', async () => {
    const id = await awaiting();
    const blank = await post(`/purchase-orders/${id}/reject`, { reason: '  ' }, 'Administrator');
    expect(blank.statusCode).toBe(400);
    expect((await entriesOf(id)).map((entry) => entry.Action)).toEqual(['send']);
    expect((await get(`/purchase-orders/${id}`)).json<PurchaseOrder>().Status).toBe(
      'awaiting_approval',
    );
    const draft = await draftOf(1);
    const notWaiting = await post(
      `/purchase-orders/${draft}/reject`,
      { reason: 'No' },
      'Administrator',
    );
    expect(notWaiting.statusCode).toBe(409);
    expect(await entriesOf(draft)).toEqual([]);
    expect(notWaiting.json<ErrorBody>().error.message).toBe(
      'Only a purchase order awaiting approval can be rejected; this one is draft.',
    );
  });

  it('a waiting order cannot be sent again or edited, but can be cancelled', async () => {
    const id = await awaiting();
    const resend = await post(`/purchase-orders/${id}/send`, {}, 'Manager');
    expect(resend.statusCode).toBe(409);
    expect((await entriesOf(id)).map((entry) => entry.Action)).toEqual(['send']);
    expect(resend.json<ErrorBody>().error.message).toBe(
      'A purchase order awaiting approval cannot be sent.',
    );
    const edit = await server.api({
      method: 'PUT',
      path: `/purchase-orders/${id}`,
      role: 'Manager',
      payload: { supplierId: refs.supplierId, lines: [{ itemId: gin, quantity: 1 }] },
    });
    expect(edit.statusCode).toBe(409);
    const cancelled = await post(`/purchase-orders/${id}/cancel`, { reason: 'Not now' }, 'Manager');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PurchaseOrder>().Status).toBe('cancelled');
  });

  it('only an Administrator approves or rejects (403), and nothing changes', async () => {
    const id = await awaiting();
    for (const role of ['Manager', 'Warehouse Staff', 'Editor', 'Viewer'] as const) {
      expect((await post(`/purchase-orders/${id}/approve`, {}, role)).statusCode).toBe(403);
      const reject = await post(`/purchase-orders/${id}/reject`, { reason: 'No' }, role);
      expect(reject.statusCode).toBe(403);
    }
    const unsigned = await server.api({
      method: 'POST',
      path: `/purchase-orders/${id}/approve`,
      payload: {},
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await get(`/purchase-orders/${id}`)).json<PurchaseOrder>().Status).toBe(
      'awaiting_approval',
    );
    expect((await entriesOf(id)).map((entry) => entry.Action)).toEqual(['send']);
  });

  it('an approve replayed with its Idempotency-Key is answered once, not applied twice', async () => {
    const id = await awaiting();
    const first = await post(`/purchase-orders/${id}/approve`, {}, 'Administrator', 'approve-1');
    const replay = await post(`/purchase-orders/${id}/approve`, {}, 'Administrator', 'approve-1');
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<PurchaseOrder>().SentAt).toBe(first.json<PurchaseOrder>().SentAt);
    expect((await entriesOf(id)).map((entry) => entry.Action)).toEqual(['send', 'approve']);
  });

  it("approve and reject bump the list's version (its ETag and live event)", async () => {
    const etagNow = async () => String((await get('/purchase-orders')).headers.etag);
    const id = await awaiting();
    const waiting = await etagNow();
    await post(`/purchase-orders/${id}/reject`, { reason: 'Later' }, 'Administrator');
    const rejected = await etagNow();
    expect(rejected).not.toBe(waiting);
    await sendAs(id, 'Manager');
    const resent = await etagNow();
    await post(`/purchase-orders/${id}/approve`, {}, 'Administrator');
    expect(await etagNow()).not.toBe(resent);
  });

  it('the list filters awaiting_approval; the dashboard gives the limit, and the count to an Administrator', async () => {
    const id = await awaiting();
    const list = await get('/purchase-orders?status=awaiting_approval');
    expect(list.statusCode, list.body).toBe(200);
    const orders = list.json<PurchaseOrderList>().purchaseOrders;
    expect(orders.map((order) => order.PurchaseOrderId)).toContain(id);
    expect(orders.every((order) => order.Status === 'awaiting_approval')).toBe(true);

    const admin = (await get('/dashboard/summary', 'Administrator')).json<DashboardSummary>();
    expect(admin.poApprovalLimit).toBe(LIMIT);
    expect(admin.awaitingApproval).toBe(list.json<PurchaseOrderList>().totalCount);
    const manager = (await get('/dashboard/summary', 'Manager')).json<DashboardSummary>();
    expect(manager.poApprovalLimit).toBe(LIMIT);
    expect(manager.awaitingApproval).toBeUndefined();
  });

  it('without PO_APPROVAL_LIMIT nothing waits and the dashboard says null', async () => {
    const plain = await createTestServer(engine);
    try {
      const db = plain.handle.db;
      const plainRefs = await insertReferences(db);
      const item = await insertItem(db, plainRefs, { name: 'Rum', unit: 'bottle' });
      const created = await plain.api({
        method: 'POST',
        path: '/purchase-orders',
        role: 'Manager',
        payload: {
          supplierId: plainRefs.supplierId,
          lines: [{ itemId: item, quantity: 1000, unitCost: '99' }],
        },
      });
      const id = created.json<PurchaseOrder>().PurchaseOrderId;
      const sent = await plain.api({
        method: 'POST',
        path: `/purchase-orders/${id}/send`,
        role: 'Manager',
        payload: {},
      });
      expect(sent.json<PurchaseOrder>().Status).toBe('sent');
      const summary = await plain.api({
        method: 'GET',
        path: '/dashboard/summary',
        role: 'Manager',
      });
      expect(summary.json<DashboardSummary>().poApprovalLimit).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
