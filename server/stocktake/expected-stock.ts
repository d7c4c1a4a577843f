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
 * The item's stock on hand at the site as of `moment` (ISO, a count's): the stock now, less what
 * arrived after it (lots received: deliveries, transfers in, stocktake surpluses), plus what left
 * after it (takes: waste, orders, transfers out, stocktake shortfalls), less what a transfer
 * sent before it and cancelled after it put back (its takes are deleted at the cancel). Every
 * time here is the server's own, written when the movement committed.
 */
export async function readOnHandAt(
  db: DbOrTrx,
  itemId: number,
  siteId: number,
  moment: string,
): Promise<number> {
  const onHand = await readOnHand(db, itemId, siteId);
  const arrived = await db
    .selectFrom('lots')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('quantity'))
    .where('site_id', '=', siteId)
    .where('item_id', '=', itemId)
    .where('received_at', '>', moment)
    .executeTakeFirst();
  const left = await db
    .selectFrom('lot_takes')
    .innerJoin('lots', 'lots.id', 'lot_takes.lot_id')
    .select((eb) => eb.fn.sum<number | string | null>('lot_takes.quantity').as('quantity'))
    .where('lots.site_id', '=', siteId)
    .where('lots.item_id', '=', itemId)
    .where('lot_takes.taken_at', '>', moment)
    .executeTakeFirst();
  const returned = await db
    .selectFrom('transfer_lots')
    .innerJoin('transfer_lines', 'transfer_lines.id', 'transfer_lots.line_id')
    .innerJoin('transfers', 'transfers.id', 'transfer_lines.transfer_id')
    .innerJoin('lots', 'lots.id', 'transfer_lots.source_lot_id')
    .select((eb) => eb.fn.sum<number | string | null>('transfer_lots.quantity').as('quantity'))
    .where('lots.site_id', '=', siteId)
    .where('lots.item_id', '=', itemId)
    .where('transfers.status', '=', 'cancelled')
    .where('transfers.sent_at', '<=', moment)
    .where('transfers.cancelled_at', '>', moment)
    .executeTakeFirst();
  const amount = (row: { quantity: number | string | null } | undefined) =>
    Number(row?.quantity ?? 0);
  return onHand - amount(arrived) + amount(left) - amount(returned);
}

/**
 * Per counted item, the stock on hand its earliest count recorded (the earliest moment, then the
 * first to arrive: a count made offline may arrive after a later one); an item whose earliest
 * count predates migration 011 (no record) is absent, and its expected stock stays the stock now.
 */
export async function readExpectedAtCount(
  db: DbOrTrx,
  stocktakeId: number,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('stocktake_counts')
    .select(['item_id', 'on_hand'])
    .where('stocktake_id', '=', stocktakeId)
    .orderBy('counted_at')
    .orderBy('id')
    .execute();
  const earliest = new Map<number, number | null>();
  for (const row of rows) if (!earliest.has(row.item_id)) earliest.set(row.item_id, row.on_hand);
  const expected = new Map<number, number>();
  for (const [itemId, onHand] of earliest) if (onHand !== null) expected.set(itemId, onHand);
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
