import { describe, expect, it } from 'vitest';
import {
  buildOrderBody,
  newOrderDraft,
  newOrderLine,
  removeLine,
  summarizeOrder,
  validateOrderDraft,
  type OrderDraft,
} from '../../../src/features/orders/order-form';
import {
  formatFulfilment,
  isOrderClosed,
  orderLabel,
  orderQuery,
  summarizeOrderItems,
} from '../../../src/features/orders/order-list';

const MESSAGE = 'All order items must have Item and Quantity.';

function draft(lines: { itemId: number | null; quantity: string }[]): OrderDraft {
  return {
    departmentId: '2',
    fulfilledAt: '2026-03-10T14:30',
    lines: lines.map((line) => ({ ...newOrderLine(), ...line })),
  };
}

describe('order form (spec 5)', () => {
  it('needs an item and a quantity of at least 1 on every row', () => {
    expect(validateOrderDraft(draft([{ itemId: 1, quantity: '2' }]))).toEqual([]);
    expect(validateOrderDraft(draft([{ itemId: 1, quantity: '1' }]))).toEqual([]);
    expect(validateOrderDraft(draft([{ itemId: 1, quantity: '0' }]))).toEqual([MESSAGE]);
    expect(validateOrderDraft(draft([{ itemId: 1, quantity: '0.5' }]))).toEqual([MESSAGE]);
    expect(validateOrderDraft(draft([{ itemId: null, quantity: '3' }]))).toEqual([MESSAGE]);
    expect(
      validateOrderDraft(
        draft([
          { itemId: 1, quantity: '2' },
          { itemId: 2, quantity: '' },
        ]),
      ),
    ).toEqual([MESSAGE]);
  });

  it('keeps at least one row', () => {
    const start = newOrderDraft();
    expect(start.lines).toHaveLength(1);
    const only = start.lines[0]?.key ?? '';
    expect(removeLine(start.lines, only)).toHaveLength(1);
    const two = [...start.lines, newOrderLine()];
    expect(removeLine(two, only)).toEqual([two[1]]);
  });

  it('builds the spec body with numbers and an ISO fulfilment time', () => {
    const body = buildOrderBody(
      draft([
        { itemId: 1, quantity: ' 2 ' },
        { itemId: 3, quantity: '1.5' },
      ]),
    );
    expect(body).toEqual({
      departmentId: 2,
      fulfilledAt: new Date('2026-03-10T14:30').toISOString(),
      orderItems: [
        { itemId: 1, quantity: 2 },
        { itemId: 3, quantity: 1.5 },
      ],
    });
  });

  it('summarises a queued order for the pending list', () => {
    expect(
      summarizeOrder(draft([{ itemId: 1, quantity: '2' }]), 'Kitchen', () => 'Whole Milk'),
    ).toBe('Order for Kitchen: 2 × Whole Milk');
  });
});

describe('order list', () => {
  it('shows ids with the ORD- prefix', () => {
    expect(orderLabel(17)).toBe('ORD-17');
  });

  it('is closed when fulfilled or cancelled', () => {
    expect(isOrderClosed('fulfilled')).toBe(true);
    expect(isOrderClosed('Cancelled')).toBe(true);
    expect(isOrderClosed('pending')).toBe(false);
  });

  it('summarises the items of an order', () => {
    const item = (Name: string, Unit: string) => ({
      ID: 1,
      Name,
      URL: null,
      Barcode: '1',
      Unit,
      LocationID: 1,
      Category: { Name: 'Dairy' },
      Location: { Name: 'Cold Room', SpeedClass: 'Fast' },
    });
    expect(
      summarizeOrderItems({
        FulfillmentContent: [
          { Item: item('Butter', 'kg'), Quantity: 2 },
          { Item: item('Whole Milk', 'L'), Quantity: 1 },
        ],
      }),
    ).toBe('2 kg Butter, 1 L Whole Milk');
    expect(summarizeOrderItems({ FulfillmentContent: [] })).toBe('—');
  });

  it('asks the server for one page of a search', () => {
    expect(orderQuery(' milk ', 2)).toBe('search=milk&page=2&pageSize=10');
    expect(orderQuery('', 1)).toBe('page=1&pageSize=10');
  });
});

describe('dates (spec 9)', () => {
  it('shows the fulfilment as en-GB day, short month and time', () => {
    const local = new Date(2026, 2, 10, 14, 30).toISOString();
    expect(formatFulfilment(local)).toBe('10 Mar, 14:30');
    expect(formatFulfilment(null)).toBe('—');
  });
});
