import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVER_RECEIPT_LABEL, type PurchaseOrder } from '../../contract/schemas/purchasing';
import { RECEIVE_AGAINST_MESSAGE } from '../../server/stock/receive-against-order';
import { testEngines } from '../support/engines';
import { insertItem, insertReferences, type StockReferences } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 32, row 9: a PO ID typed in another case, with a non-breaking hyphen or with a pasted
 * zero-width space was recorded as free text, so a cancelled order was received against
 * silently and an open one got no delivery; and 100,000 against a 10-unit line was accepted.
 */
const engines = await testEngines();

/** The number as a clerk may type or paste it: case, U+2011, U+200B, U+FEFF, U+00AD, U+2212. */
const VARIANTS = (n: string) => [
  n.toLowerCase(),
  n.replace('-', '\u2011'),
  `${n.slice(0, 7)}\u200B${n.slice(7)}`,
  `\uFEFF${n.slice(0, 2)}\u00AD${n.slice(2).replace('-', '\u2212')}`,
];

describe.each(engines)('PO numbers and over-receipts on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let flour: number;
  let sugar: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    flour = await insertItem(server.handle.db, refs, { name: 'Flour T55', unit: 'kg' });
    sugar = await insertItem(server.handle.db, refs, { name: 'Caster sugar', unit: 'kg' });
  });
  afterAll(() => server.close());

  const post = (path: string, payload: object, role: 'Manager' | 'Warehouse Staff' = 'Manager') =>
    server.api({ method: 'POST', path, role, payload });
  async function sentOrder(quantity = 10, others: object[] = []): Promise<PurchaseOrder> {
    const created = await post('/purchase-orders', {
      supplierId: refs.supplierId,
      lines: [{ itemId: flour, quantity, unitCost: '1.2' }, ...others],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json<PurchaseOrder>();
    const sent = await post(`/purchase-orders/${order.PurchaseOrderId}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    return sent.json<PurchaseOrder>();
  }
  const receive = (poId: string, quantity: number | string, extra: object = {}) =>
    post(
      '/receive-items/PO',
      {
        poId,
        supplierId: refs.supplierId,
        receiveItems: [{ itemId: flour, quantity, expirationDate: '2031-06-01', status: 'New' }],
        ...extra,
      },
      'Warehouse Staff',
    );
  const readOrder = async (id: number) =>
    (
      await server.api({ method: 'GET', path: `/purchase-orders/${id}`, role: 'Manager' })
    ).json<PurchaseOrder>();
  const lotsNamed = async (poIds: string[]) =>
    server.handle.db.selectFrom('lots').select('po_id').where('po_id', 'in', poIds).execute();

  it('finds an open order by every variant of its number and receives against it', async () => {
    const order = await sentOrder(100);
    const variants = VARIANTS(order.PoNumber);
    for (const poId of variants) {
      const received = await receive(poId, 1);
      expect(received.statusCode, `${JSON.stringify(poId)}: ${received.body}`).toBe(201);
      // The lot carries the order's own number, not the variant typed.
      expect(received.json<{ poReceiveItems: { PoId: string }[] }>().poReceiveItems[0]?.PoId).toBe(
        order.PoNumber,
      );
    }
    const read = await readOrder(order.PurchaseOrderId);
    expect(read.Status).toBe('partial');
    expect(read.Lines[0]?.ReceivedQuantity).toBe(variants.length);
    expect(await lotsNamed(variants)).toEqual([]);
  });

  it('refuses a cancelled order by every variant of its number (409), writing no lot', async () => {
    const order = await sentOrder();
    const cancelled = await post(`/purchase-orders/${order.PurchaseOrderId}/cancel`, {
      reason: 'Supplier out of stock',
    });
    expect(cancelled.statusCode).toBe(200);
    const variants = VARIANTS(order.PoNumber);
    for (const poId of variants) {
      const refused = await receive(poId, 5);
      expect(refused.statusCode, JSON.stringify(poId)).toBe(409);
      expect(refused.json()).toEqual({
        error: { message: RECEIVE_AGAINST_MESSAGE.closed(order.PoNumber, 'cancelled') },
      });
    }
    expect(await lotsNamed([order.PoNumber, ...variants])).toEqual([]);
  });

  it('refuses a new order whose number means one already used (409)', async () => {
    const order = await sentOrder();
    const again = await post('/purchase-orders', {
      supplierId: refs.supplierId,
      poNumber: order.PoNumber.toLowerCase().replace('-', '\u2011'),
      lines: [{ itemId: flour, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses 100,000 against a 10-unit line unless said to be intended; 12 is accepted', async () => {
    const order = await sentOrder(10);
    const huge = await receive(order.PoNumber, '100000');
    expect(huge.statusCode).toBe(400);
    const message = RECEIVE_AGAINST_MESSAGE.overReceipt(1, 100_000, 10, order.PoNumber);
    expect(huge.json()).toEqual({ error: { message } });
    expect(message).toContain(OVER_RECEIPT_LABEL);
    expect(message).toContain('overReceipt: true');
    expect(await lotsNamed([order.PoNumber])).toEqual([]);
    expect((await readOrder(order.PurchaseOrderId)).Lines[0]?.ReceivedQuantity).toBe(0);

    const intended = await receive(order.PoNumber, '100000', { overReceipt: true });
    expect(intended.statusCode, intended.body).toBe(201);
    const read = await readOrder(order.PurchaseOrderId);
    expect(read.Status).toBe('received');
    expect(read.Lines[0]?.ReceivedQuantity).toBe(100_000);

    // A second line keeps the order open while the flour line passes what it ordered.
    const modest = await sentOrder(10, [{ itemId: sugar, quantity: 10 }]);
    const twelve = await receive(modest.PoNumber, 12);
    expect(twelve.statusCode, twelve.body).toBe(201);
    expect((await readOrder(modest.PurchaseOrderId)).Lines[0]?.ReceivedQuantity).toBe(12);
    // Ten times the order in all is still accepted; past it, counting what came before, not.
    expect((await receive(modest.PoNumber, 88)).statusCode).toBe(201);
    const past = await receive(modest.PoNumber, 1);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: { message: RECEIVE_AGAINST_MESSAGE.overReceipt(1, 101, 10, modest.PoNumber) },
    });
  });

  it('gives the over-receipt flag a place in the OpenAPI document', async () => {
    const document = await server.api({ method: 'GET', path: '/openapi.json' });
    expect(document.body).toContain('overReceipt');
  });
});
