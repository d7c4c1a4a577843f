import { describe, expect, it } from 'vitest';
import type { PurchaseOrder } from '../../../contract/schemas/purchasing';
import {
  fillFromOrder,
  orderNamed,
  overReceivesOrder,
} from '../../../src/features/inventory/po-receive-fill';
import {
  buildPoReceiveBody,
  draftFromReceiveBody,
  newReceiveDraft,
  updateRow,
} from '../../../src/features/inventory/receive-form';

/** Issue 32, row 9, on the PO receiving form: typed numbers and over-receipts. */
const order: PurchaseOrder = {
  PurchaseOrderId: 22,
  PoNumber: 'PO-000022',
  SupplierID: 5,
  Supplier: { Name: 'Mill' },
  Status: 'sent',
  ExpectedAt: null,
  Note: '',
  CreatedAt: '2031-03-01T09:00:00.000Z',
  CreatedBy: 'manager',
  SentAt: '2031-03-01T09:00:00.000Z',
  CancelledAt: null,
  Reason: null,
  Total: 0,
  Lines: [
    {
      LineId: 1,
      ItemID: 10,
      Item: {
        ID: 10,
        Name: 'Flour',
        URL: null,
        Barcode: 'BC-10',
        Unit: 'kg',
        LocationID: 1,
        Category: { Name: 'Dry' },
        Location: { Name: 'Store', SpeedClass: 'Fast' },
      },
      Quantity: 10,
      ReceivedQuantity: 2,
      UnitCost: null,
    },
  ],
};

describe('receiving against an order, issue 32', () => {
  it('names the order whatever the case, dashes or invisible characters typed', () => {
    for (const typed of ['po-000022', 'PO\u2011000022', 'PO-0000\u200B22', ' PO-000022 ']) {
      expect(orderNamed([order], typed)?.PurchaseOrderId, JSON.stringify(typed)).toBe(22);
    }
    expect(orderNamed([order], 'PO-000023')).toBeUndefined();
    expect(orderNamed([order], '')).toBeUndefined();
  });

  it('sees when the rows would bring a line past 10 times its order, counting what came', () => {
    const draft = fillFromOrder(newReceiveDraft(), order);
    const key = draft.rows[0]?.key ?? '';
    const withQuantity = (quantity: string) => updateRow(draft.rows, key, { quantity });
    expect(overReceivesOrder(order, withQuantity('8'))).toBe(false);
    expect(overReceivesOrder(order, withQuantity('98'))).toBe(false); // 100 in all: 10 times
    expect(overReceivesOrder(order, withQuantity('98.001'))).toBe(true);
    expect(overReceivesOrder(order, withQuantity('100000'))).toBe(true);
  });

  it('sends overReceipt only when ticked, and reads it back from a queued body', () => {
    const draft = { ...fillFromOrder(newReceiveDraft(), order) };
    expect(buildPoReceiveBody(draft)).not.toHaveProperty('overReceipt');
    const ticked = buildPoReceiveBody({ ...draft, overReceipt: true });
    expect(ticked.overReceipt).toBe(true);
    expect(draftFromReceiveBody(ticked).overReceipt).toBe(true);
    expect(draftFromReceiveBody(buildPoReceiveBody(draft)).overReceipt).toBeUndefined();
  });
});
