import { formatCompact, formatFigure } from '../../ui/format';

/**
 * A chart axis tick, short however large the figure so no digit is cut: 950, 12K, 3.2M, 1.5B
 * (issue 25) in English, the language's own short form otherwise. Non-numbers (recharts may
 * pass strings) are shown as they are.
 */
export function compactNumber(value: unknown): string {
  return formatCompact(value);
}

/** The tooltip's exact figure with thousands separators: 3,200,000 · 3.200.000. */
export function fullNumber(value: unknown): string {
  return formatFigure(value);
}

/**
 * The next power of ten: no nice tick recharts picks for an axis whose largest point is
 * `largest` goes past it, so the axis is sized for it too (9,600 has a "10.000" tick in German).
 */
export function tickCeiling(largest: number): number {
  return largest > 0 ? 10 ** Math.ceil(Math.log10(largest)) : 0;
}
