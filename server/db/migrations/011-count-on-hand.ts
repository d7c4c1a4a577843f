import type { Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * A stocktake count keeps the item's stock on hand when it was recorded (issue 32, row 4), so
 * posting keeps what moved after the count instead of writing it off. Thousandths, like every
 * quantity. Counts from before this migration have none (null): for those the expected stock is
 * still the stock at posting, as it was when they were made.
 */
export async function addCountOnHand(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  await db.schema.alterTable('stocktake_counts').addColumn('on_hand', bigint).execute();
}
