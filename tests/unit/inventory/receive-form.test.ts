import { describe, expect, it } from 'vitest';
import { at } from './stock-test-kit';
import {
  buildPoReceiveBody,
  buildReceiveBody,
  newReceiveDraft,
  newReceiveRow,
  removeRow,
  summarizeReceive,
  validateReceiveDraft,
  type ReceiveDraft,
} from '../../../src/features/inventory/receive-form';
import {
  hasFilters,
  receivedQuery,
  EMPTY_FILTERS,
} from '../../../src/features/inventory/received-filters';

function filledDraft(): ReceiveDraft {
  const row = { ...newReceiveRow(2), quantity: ' 2.5 ', expirationDate: '2026-05-01' };
  return { poId: ' PO-77 ', supplierId: '7', rows: [row] };
}

describe('receive form rules (spec 5)', () => {
  it('starts with one row whose status is New', () => {
    const draft = newReceiveDraft();
    expect(draft.rows).toHaveLength(1);
    expect(draft.rows[0]).toMatchObject({ itemId: null, quantity: '', status: 'New' });
    expect(newReceiveDraft(3).rows[0]?.itemId).toBe(3);
  });

  it('names every missing field, row by row', () => {
    const draft: ReceiveDraft = {
      poId: '',
      supplierId: '',
      rows: [{ ...newReceiveRow(), status: ' ' }, newReceiveRow()],
    };
    expect(validateReceiveDraft(draft, false)).toEqual([
      'Valid supplier is required.',
      'Item is required in row 1',
      'Valid quantity is required in row 1',
      'Expiration Date is required in row 1',
      'Status is required in row 1',
      'Item is required in row 2',
      'Valid quantity is required in row 2',
      'Expiration Date is required in row 2',
    ]);
    expect(validateReceiveDraft(draft, true)[0]).toBe('PO ID is required.');
  });

  it('refuses a quantity of zero or below and accepts a filled form', () => {
    const zero = filledDraft();
    at(zero.rows, 0).quantity = '0';
    expect(validateReceiveDraft(zero, false)).toEqual(['Valid quantity is required in row 1']);
    expect(validateReceiveDraft(filledDraft(), false)).toEqual([]);
    expect(validateReceiveDraft(filledDraft(), true)).toEqual([]);
  });

  it('always keeps one row', () => {
    const only = [newReceiveRow()];
    expect(removeRow(only, at(only, 0).key)).toHaveLength(1);
    const two = [newReceiveRow(), newReceiveRow()];
    expect(removeRow(two, at(two, 0).key)).toEqual([two[1]]);
  });

  it('sends every value as a string (spec 7), trimmed', () => {
    expect(buildReceiveBody(filledDraft())).toEqual({
      supplierId: '7',
      receiveItems: [{ itemId: '2', quantity: '2.5', expirationDate: '2026-05-01', status: 'New' }],
    });
    expect(buildPoReceiveBody(filledDraft())).toMatchObject({ poId: 'PO-77', supplierId: '7' });
  });

  it('summarizes a receipt for the pending list', () => {
    const name = (id: number | null) => (id === 2 ? 'Butter' : '?');
    expect(summarizeReceive(filledDraft(), false, 'Fresh Farms', name)).toBe(
      'From Fresh Farms: 2.5 × Butter',
    );
    expect(summarizeReceive(filledDraft(), true, 'Fresh Farms', name)).toBe(
      'PO PO-77 from Fresh Farms: 2.5 × Butter',
    );
  });
});

describe('received list query', () => {
  it('asks for a page of 10 and only the filters that are set', () => {
    expect(receivedQuery(EMPTY_FILTERS, 1)).toBe('page=1&pageSize=10');
    expect(hasFilters(EMPTY_FILTERS)).toBe(false);
    const filters = {
      ...EMPTY_FILTERS,
      itemName: ' milk ',
      supplierId: '7',
      status: 'New',
      receivedFrom: '2026-03-01',
      receivedTo: '2026-03-31',
      expiresFrom: '2026-04-01',
      expiresTo: '2026-04-30',
    };
    expect(hasFilters(filters)).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(receivedQuery(filters, 3)))).toEqual({
      page: '3',
      pageSize: '10',
      itemName: 'milk',
      supplierId: '7',
      status: 'New',
      receivedFrom: '2026-03-01',
      receivedTo: '2026-03-31',
      expiresFrom: '2026-04-01',
      expiresTo: '2026-04-30',
    });
  });
});
