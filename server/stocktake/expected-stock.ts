import type { DbOrTrx } from '../db/schema';

/**
 * The expected stock of a counted item is its stock on hand when it was first counted (issue
 * 32, row 4): what was received, wasted, ordered or adjusted after that moment is not part of
 * the count, so posting keeps it instead of writing it off. Counts of one item add up (one
 * shelf each), so one moment must stand for all of them: the earliest count still standing.
 */

/** The item's stock on hand now at the site, thousandths (0 when it has no lots there). */
export async function readOnHand(db: DbOrTrx, itemId: number, siteId: number): Promise<number> {
  const row = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.sum<number | string | null>('remaining').as('remaining'))
    .where('site_id', '=', siteId)
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  return Number(row?.remaining ?? 0);
}

/**
 * Per counted item, the stock on hand its earliest count recorded; an item whose earliest count
 * predates migration 011 (no record) is absent, and its expected stock stays the stock now.
 */
export async function readExpectedAtCount(
  db: DbOrTrx,
  stocktakeId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('stocktake_counts')
    .select(['item_id', 'on_hand'])
    .where('stocktake_id', '=', stocktakeId)
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('stocktake_counts')
        .select((inner) => inner.fn.min<number>('id').as('id'))
        .where('stocktake_id', '=', stocktakeId)
        .groupBy('item_id'),
    )
    .execute();
  const expected = new Map<number, number>();
  for (const row of rows) if (row.on_hand !== null) expected.set(row.item_id, row.on_hand);
  return expected;
}

/**
 * What posting changes: the count minus the stock expected at the count, so the stock becomes
 * count + what arrived after it − what left after it. Never below zero: when more left after
 * the count than it found, the post takes what remains.
 */
export function changeAtPost(counted: number, expected: number, onHand: number): number {
  return Math.max(counted - expected, -onHand);
}
