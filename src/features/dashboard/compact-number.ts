// en-US letters (K, M, B): en-GB writes 'm' and 'bn'.
const COMPACT = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumSignificantDigits: 3,
});
const FULL = new Intl.NumberFormat('en-GB');

/**
 * A chart axis tick in at most five characters, so no digit is cut however large the figure:
 * 950, 12K, 3.2M, 1.5B (issue 25). Non-numbers (recharts may pass strings) are shown as they are.
 */
export function compactNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? COMPACT.format(value)
    : String(value);
}

/** The tooltip's exact figure with thousands separators: 3,200,000. */
export function fullNumber(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? FULL.format(value) : String(value);
}
