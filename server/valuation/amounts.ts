/**
 * Sums as the database answers them: integers (SQLite; PostgreSQL's cast to bigint arrives as a
 * number, see db/connect.ts) or null for an empty group. BigInt keeps JS totals exact.
 */
export function toBigInt(value: number | string | bigint | null): bigint {
  return value === null ? 0n : BigInt(value);
}

/** The value of what had a cost, or null when nothing had one (unvalued is never zero). */
export function valueOrNull(value: bigint, valuedQuantity: bigint): bigint | null {
  return valuedQuantity === 0n ? null : value;
}
