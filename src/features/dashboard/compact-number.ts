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
