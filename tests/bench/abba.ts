/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Each ABBA quad's ratio of side a's sum to side b's, from figures taken in rounds that swap
 * their order (a then b, b then a, …): rounds 2k and 2k+1 are one quad, a b b a, so a drift
 * that is linear over its four segments (a database that grows as the bench writes, a load
 * that rises) cancels in the quad, whereas one round's a/b carries the drift of a segment with
 * its sign, and the median of such ratios lands on one side of the truth. A last round without
 * its partner is left out.
 */
export function quadRatios(a: readonly number[], b: readonly number[]): number[] {
  const ratios: number[] = [];
  for (let round = 0; round + 1 < Math.min(a.length, b.length); round += 2) {
    const sumA = (a[round] ?? Number.NaN) + (a[round + 1] ?? Number.NaN);
    const sumB = (b[round] ?? Number.NaN) + (b[round + 1] ?? Number.NaN);
    ratios.push(sumA / sumB);
  }
  return ratios;
}
