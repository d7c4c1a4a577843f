import type {
  StocktakeCount,
  StocktakeDetail,
  StocktakeLine,
} from '../../contract/schemas/stocktakes';
import { QUANTITY_SCALE } from '../../contract/constants';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { notFound } from '../errors';
import { findStocktake } from './stocktake-rows';
import { STOCKTAKE } from './stocktakes';

/** Every count of a stocktake with its counter's name, oldest first. */
export async function readCounts(db: DbOrTrx, stocktakeId: number): Promise<StocktakeCount[]> {
  const rows = await db
    .selectFrom('stocktake_counts')
    .innerJoin('users', 'users.id', 'stocktake_counts.counted_by')
    .select([
      'stocktake_counts.id',
      'stocktake_counts.item_id',
      'stocktake_counts.quantity',
      'stocktake_counts.counted_at',
      'users.name as user_name',
    ])
    .where('stocktake_counts.stocktake_id', '=', stocktakeId)
    .orderBy('stocktake_counts.id')
    .execute();
  return rows.map((row) => ({
    CountId: row.id,
    ItemID: row.item_id,
    Quantity: toQuantity(row.quantity),
    CountedAt: row.counted_at,
    CountedBy: row.user_name,
  }));
}

/** Remaining stock (thousandths) of every item of the areas; items without lots are absent. */
async function readRemaining(db: DbOrTrx, areaIds: readonly number[]) {
  const rows = await db
    .selectFrom('lots')
    .innerJoin('items', 'items.id', 'lots.item_id')
    .select((eb) => ['lots.item_id', eb.fn.sum<number | string>('lots.remaining').as('remaining')])
    .where('items.item_area_id', 'in', [...areaIds])
    .groupBy('lots.item_id')
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.remaining)]));
}

/** What posting changed per item (thousandths), to show a posted stocktake's expected stock then. */
async function readAdjustments(db: DbOrTrx, stocktakeId: number) {
  const rows = await db
    .selectFrom('stock_adjustments')
    .select(['item_id', 'expected'])
    .where('stocktake_id', '=', stocktakeId)
    .execute();
  return new Map(rows.map((row) => [row.item_id, row.expected]));
}

/**
 * The stocktake with a line per item of its areas, by name. Counts are summed in thousandths so
 * several devices' counts add up exactly. Expected is the remaining stock now while open; once
 * posted, the stock the post found (for items it changed) or the count (for those it did not).
 */
export async function getStocktakeDetail(db: DbOrTrx, id: number): Promise<StocktakeDetail> {
  const stocktake = await findStocktake(db, id);
  if (!stocktake) throw notFound(STOCKTAKE);
  const areaIds = stocktake.ItemAreaIds;
  const items = await db
    .selectFrom('items')
    .select(['id', 'name', 'unit', 'barcode'])
    .where('item_area_id', 'in', areaIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const [remaining, counts, adjustments] = await Promise.all([
    readRemaining(db, areaIds),
    readCounts(db, id),
    stocktake.Status === 'posted' ? readAdjustments(db, id) : Promise.resolve(new Map()),
  ]);
  const countsByItem = new Map<number, StocktakeCount[]>();
  for (const count of counts) {
    countsByItem.set(count.ItemID, [...(countsByItem.get(count.ItemID) ?? []), count]);
  }
  const lines = items.map((item): StocktakeLine => {
    const itemCounts = countsByItem.get(item.id) ?? [];
    const counted =
      itemCounts.length === 0
        ? null
        : itemCounts.reduce((sum, count) => sum + Math.round(count.Quantity * QUANTITY_SCALE), 0);
    let expected = remaining.get(item.id) ?? 0;
    if (stocktake.Status === 'posted' && counted !== null) {
      expected = (adjustments.get(item.id) as number | undefined) ?? counted;
    }
    return {
      ItemID: item.id,
      Name: item.name,
      Unit: item.unit,
      Barcode: item.barcode,
      Counted: counted === null ? null : toQuantity(counted),
      Expected: toQuantity(expected),
      Variance: counted === null ? null : toQuantity(counted - expected),
      Counts: itemCounts,
    };
  });
  return { ...stocktake, lines };
}
