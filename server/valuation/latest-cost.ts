import type { DbOrTrx } from '../db/schema';

/**
 * The item's latest known cost (design: Valuation): the unit cost of its newest received lot
 * that had one, per base unit, in integer ten-thousandths of the currency (contract/money.ts);
 * null when no lot of the item ever had a cost. Purchasing fills a receiving row from it.
 */
export async function readLatestUnitCost(db: DbOrTrx, itemId: number): Promise<number | null> {
  return (await readLatestUnitCosts(db, [itemId])).get(itemId) ?? null;
}

/** The latest known cost of each of these items that has one (ten-thousandths). */
export async function readLatestUnitCosts(
  db: DbOrTrx,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('item_costs')
    .select(['item_id', 'unit_cost'])
    .where('item_id', 'in', [...new Set(itemIds)])
    .execute();
  return new Map(rows.map((row) => [row.item_id, row.unit_cost]));
}

/**
 * Makes these newly received lots' costs their items' latest known costs; of several lots of one
 * item in one delivery the last row wins. Lots without a cost change nothing.
 */
export async function recordLatestUnitCosts(
  db: DbOrTrx,
  lots: readonly { id: number; item_id: number; unit_cost: number | null }[],
): Promise<void> {
  const latest = new Map<number, { item_id: number; unit_cost: number; lot_id: number }>();
  for (const lot of [...lots].sort((a, b) => a.id - b.id)) {
    if (lot.unit_cost === null) continue;
    latest.set(lot.item_id, { item_id: lot.item_id, unit_cost: lot.unit_cost, lot_id: lot.id });
  }
  if (latest.size === 0) return;
  await db
    .insertInto('item_costs')
    .values([...latest.values()])
    .onConflict((conflict) =>
      conflict.column('item_id').doUpdateSet((eb) => ({
        unit_cost: eb.ref('excluded.unit_cost'),
        lot_id: eb.ref('excluded.lot_id'),
      })),
    )
    .execute();
}
