import { describe, expect, it } from 'vitest';
import { RECEIVE_SCAN_ROWS, newReceiveRow } from '../../../src/features/inventory/receive-form';
import {
  createRepeatFilter,
  incrementQuantity,
  mergeScannedItem,
} from '../../../src/scanner/continuous';

function shape(rows: ReturnType<typeof newReceiveRow>[]) {
  return rows.map((row) => [row.itemId, row.quantity]);
}

describe('continuous-mode rows', () => {
  it('fills an empty first row rather than adding one', () => {
    const rows = [newReceiveRow()];
    const next = mergeScannedItem(rows, 7, RECEIVE_SCAN_ROWS);
    expect(shape(next)).toEqual([[7, '1']]);
    expect(next[0]?.key).toBe(rows[0]?.key);
  });

  it('adds one to the quantity of the row that has the item', () => {
    const rows = mergeScannedItem([newReceiveRow()], 7, RECEIVE_SCAN_ROWS);
    const twice = mergeScannedItem(rows, 7, RECEIVE_SCAN_ROWS);
    expect(shape(twice)).toEqual([[7, '2']]);
    const typed = [{ ...newReceiveRow(7), quantity: '11.5' }];
    expect(shape(mergeScannedItem(typed, 7, RECEIVE_SCAN_ROWS))).toEqual([[7, '12.5']]);
  });

  it('adds a new row for another item', () => {
    const rows = mergeScannedItem([newReceiveRow()], 7, RECEIVE_SCAN_ROWS);
    const next = mergeScannedItem(rows, 8, RECEIVE_SCAN_ROWS);
    expect(shape(next)).toEqual([
      [7, '1'],
      [8, '1'],
    ]);
    expect(next[1]?.status).toBe('New');
  });

  it('keeps a quantity typed in the empty row it fills', () => {
    const rows = [{ ...newReceiveRow(), quantity: '6' }];
    expect(shape(mergeScannedItem(rows, 3, RECEIVE_SCAN_ROWS))).toEqual([[3, '6']]);
  });

  it('counts a blank or unreadable quantity as none yet', () => {
    expect(incrementQuantity('')).toBe('1');
    expect(incrementQuantity('abc')).toBe('1');
    expect(incrementQuantity('0.1')).toBe('1.1');
  });

  it('ignores a code held in view, counts it again once it was away', () => {
    const filter = createRepeatFilter(1500);
    expect(filter.accept('A', 0)).toBe(true);
    expect(filter.accept('A', 300)).toBe(false);
    expect(filter.accept('A', 1700)).toBe(false); // still seen every few hundred ms
    expect(filter.accept('B', 1800)).toBe(true);
    expect(filter.accept('A', 1900)).toBe(true);
    expect(filter.accept('A', 5000)).toBe(true);
  });
});
