import { describe, expect, it } from 'vitest';
import {
  buildPoReceiveBody,
  buildReceiveBody,
  draftFromReceiveBody,
} from '../../../src/features/inventory/receive-form';
import {
  buildOrderBody,
  draftFromOrderBody,
  toLocalDateTime,
} from '../../../src/features/orders/order-form';
import { buildWasteBody, draftFromWasteBody } from '../../../src/features/waste/waste-form';

/** A failed entry opens in its form: its body back into the form gives the same body again. */
describe('a failed entry back into its form', () => {
  it('received and PO receipts keep every row and value', () => {
    const body = {
      poId: 'PO-42',
      supplierId: '3',
      receiveItems: [
        { itemId: '7', quantity: '2.5', expirationDate: '2026-04-01', status: 'New' },
        { itemId: '9', quantity: '12', expirationDate: '', status: 'Checked' },
      ],
    };
    const draft = draftFromReceiveBody(body);
    expect(draft.rows.map((row) => row.itemId)).toEqual([7, 9]);
    expect(buildPoReceiveBody(draft)).toEqual(body);
    const { poId: _poId, ...plain } = body;
    expect(buildReceiveBody(draftFromReceiveBody(plain))).toEqual(plain);
  });

  it('waste keeps item, reason and the exact quantity typed', () => {
    const body = { itemId: 4, reason: 'Expired', quantity: '0.125' };
    expect(buildWasteBody(draftFromWasteBody(body))).toEqual(body);
  });

  it('an order keeps department, lines and the fulfilment instant (to the minute)', () => {
    const body = {
      departmentId: 2,
      fulfilledAt: '2026-05-03T08:30:00.000Z',
      orderItems: [
        { itemId: 5, quantity: 3 },
        { itemId: 6, quantity: 1 },
      ],
    };
    const draft = draftFromOrderBody(body);
    expect(draft.fulfilledAt).toBe(toLocalDateTime(body.fulfilledAt));
    expect(buildOrderBody(draft)).toEqual(body);
  });

  it('an unreadable body opens an empty form rather than a broken one', () => {
    expect(draftFromReceiveBody(null).rows).toHaveLength(1);
    expect(draftFromWasteBody('x')).toEqual({ itemId: null, reason: '', quantity: '' });
    expect(draftFromOrderBody(undefined).lines).toHaveLength(1);
  });
});
