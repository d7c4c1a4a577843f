import { toTenThousandths } from '../../lib/money';

/** One bar of a money chart. */
export interface MoneyBar {
  name: string;
  value: number;
}

/** How many bars a money chart draws at most: the largest amounts. */
export const CHART_BARS = 10;

/**
 * The largest valued amounts as bars, largest first (ties by name); unvalued rows (null) are
 * left out of the drawing, never drawn as zero.
 */
export function topBars<Row>(
  rows: readonly Row[],
  nameOf: (row: Row) => string,
  amountOf: (row: Row) => number | null,
  limit: number = CHART_BARS,
): MoneyBar[] {
  return rows
    .flatMap((row) => {
      const value = amountOf(row);
      return value === null || toTenThousandths(value) <= 0 ? [] : [{ name: nameOf(row), value }];
    })
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** How many rows have a valued amount above zero (the chart may show fewer). */
export function valuedCount<Row>(rows: readonly Row[], amountOf: (row: Row) => number | null) {
  return rows.filter((row) => {
    const value = amountOf(row);
    return value !== null && toTenThousandths(value) > 0;
  }).length;
}

/** Rows by amount, largest first; unvalued rows last, by name. */
export function byAmount<Row>(
  rows: readonly Row[],
  nameOf: (row: Row) => string,
  amountOf: (row: Row) => number | null,
): Row[] {
  return [...rows].sort((a, b) => {
    const x = amountOf(a);
    const y = amountOf(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return nameOf(a).localeCompare(nameOf(b));
    }
    return y - x || nameOf(a).localeCompare(nameOf(b));
  });
}
