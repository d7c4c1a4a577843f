import { describe, expect, it } from 'vitest';
import { STOCKTAKE_ENDPOINTS } from '../../../contract/paths';
import type { StocktakeLine } from '../../../contract/schemas/stocktakes';
import {
  countBody,
  formatVariance,
  itemsChanging,
  mergeCountLines,
  type CountEntry,
} from '../../../src/features/stocktakes/stocktake-lines';

const line = (itemId: number, expected: number, counts: [number, number][]): StocktakeLine => ({
  ItemID: itemId,
  Name: `Item ${itemId}`,
  Unit: 'kg',
  Barcode: `B${itemId}`,
  Counted: null,
  Expected: expected,
  Variance: null,
  Counts: counts.map(([countId, quantity]) => ({
    CountId: countId,
    ItemID: itemId,
    Quantity: quantity,
    CountedAt: '2026-01-01T00:00:00.000Z',
    CountedBy: 'clerk',
  })),
});

const entry = (id: string, kind: string, path: string, body: unknown = null): CountEntry => ({
  id,
  kind,
  path,
  body,
  status: 'pending',
});

describe('count lines on the device', () => {
  it('adds unsent counts to the server counts exactly and leaves other stocktakes out', () => {
    const lines = [line(1, 1, [[10, 0.1]]), line(2, 5, [])];
    const entries = [
      entry('a', 'stocktake-count', STOCKTAKE_ENDPOINTS.stocktakeCounts(7), {
        itemId: 1,
        quantity: '0.2',
      }),
      entry('b', 'stocktake-count', STOCKTAKE_ENDPOINTS.stocktakeCounts(8), {
        itemId: 2,
        quantity: '9',
      }),
    ];
    const merged = mergeCountLines(lines, entries, 7);
    expect(merged.map((l) => [l.total, l.variance, l.pending.length])).toEqual([
      [0.3, -0.7, 1],
      [null, null, 0],
    ]);
    expect(itemsChanging(merged)).toBe(1);
  });

  it('hides a count this device is deleting', () => {
    const lines = [
      line(1, 2, [
        [10, 1],
        [11, 2],
      ]),
    ];
    const deleting = entry(
      'd',
      'stocktake-count-delete',
      STOCKTAKE_ENDPOINTS.stocktakeCount(7, 11),
    );
    const [merged] = mergeCountLines(lines, [deleting], 7);
    expect(merged?.Counts.map((count) => count.CountId)).toEqual([10]);
    expect(merged?.total).toBe(1);
    expect(merged?.variance).toBe(-1);
  });

  it('records when the item was counted, so a count sent later still stands for then', () => {
    const counted = new Date('2026-11-29T03:10:00.000Z');
    expect(countBody(4, ' 2.5 ', counted)).toEqual({
      itemId: 4,
      quantity: '2.5',
      countedAt: '2026-11-29T03:10:00.000Z',
    });
  });

  it('shows which way the stock moves', () => {
    expect([
      formatVariance(1.5),
      formatVariance(-2),
      formatVariance(0),
      formatVariance(null),
    ]).toEqual(['+1.5', '−2', '0', '—']);
  });
});
