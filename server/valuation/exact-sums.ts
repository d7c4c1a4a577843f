import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';

/**
 * Money sums that cannot overflow (issue 32, row 5). Amounts are integer ten-thousandths; one
 * lot, waste report or order fits 64 bits, but thousands of them need not: SQLite's sum() then
 * raises "integer overflow" and PostgreSQL's cast back to bigint "bigint out of range", and
 * the report answered 500 for good. SQLite's total() would not fail but is a binary float, and
 * reading every row to add them in JS costs a round trip per lot.
 *
 * So each value is split into a high part (value div 10^9) and a low part (value mod 10^9),
 * the database sums each part on its own, and the two are joined in BigInt: each part's sum
 * stays inside 64 bits for up to about 10^9 rows of the largest 64-bit value, and the total is
 * exact at any size. The same statement on both engines (PostgreSQL's div and mod are exact on
 * numeric too, and its sum of bigint is numeric, which pg hands over as text).
 */
export const SPLIT = 1_000_000_000n;

/** A value's two parts as the engine computes integer division: truncating, like BigInt. */
function parts(db: DbOrTrx, value: RawBuilder<unknown>) {
  return isPostgres(db)
    ? {
        high: sql`div(${value}, ${sql.lit(Number(SPLIT))})`,
        low: sql`mod(${value}, ${sql.lit(Number(SPLIT))})`,
      }
    : {
        high: sql`(${value}) / ${sql.lit(Number(SPLIT))}`,
        low: sql`(${value}) % ${sql.lit(Number(SPLIT))}`,
      };
}

export type SumPart = number | string | bigint | null;

/** sum(value) as its two parts, to select as `…High` and `…Low` and join with joinSum. */
export function splitSum(
  db: DbOrTrx,
  value: RawBuilder<unknown>,
): { high: RawBuilder<SumPart>; low: RawBuilder<SumPart> } {
  const { high, low } = parts(db, value);
  return { high: sql<SumPart>`sum(${high})`, low: sql<SumPart>`sum(${low})` };
}

/**
 * A sum part as the driver answers it: an integer, numeric text, or null for no rows. A float
 * only comes from a row no limit ever allowed (its product past 64 bits, which SQLite turns
 * into a float rather than fail): it is rounded, so the report still answers.
 */
function toBigIntPart(value: SumPart): bigint {
  if (value === null) return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? BigInt(Math.round(value)) : 0n;
  return /^-?\d+$/.test(value) ? BigInt(value) : BigInt(Math.round(Number(value)));
}

/** The exact sum from its two parts. */
export function joinSum(high: SumPart, low: SumPart): bigint {
  return toBigIntPart(high) * SPLIT + toBigIntPart(low);
}

/**
 * A lot's value in ten-thousandths: remaining (thousandths) × unit cost (ten-thousandths)
 * / 1000, rounded half up (both are ≥ 0), as contract/money valueOf rounds. On PostgreSQL in
 * numeric, so no row, however large, can overflow; on SQLite in 64-bit integers, which every
 * row the API ever accepted fits (10^9 × 10^9).
 */
export function lotValueOf(
  db: DbOrTrx,
  remaining: RawBuilder<unknown>,
  unitCost: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return isPostgres(db)
    ? sql`div(cast(${remaining} as numeric) * ${unitCost} + 500, 1000)`
    : sql`(${remaining} * ${unitCost} + 500) / 1000`;
}
