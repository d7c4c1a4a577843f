import type {
  StocktakeCount,
  StocktakeDetail,
  StocktakeLine,
} from '../../contract/schemas/stocktakes';
import { QUANTITY_SCALE } from '../../contract/constants';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { notFound } from '../errors';
import { toMoneyOrNull } from '../../contract/money';

type AdjustmentRow = Awaited<ReturnType<typeof readAdjustmentRows>>[number];

function readAdjustmentRows(db: DbOrTrx, stocktakeId: number) {
  return db
    .selectFrom('stock_adjustments')
    .select(['item_id', 'expected', 'cost', 'unvalued_quantity'])
    .where('stocktake_id', '=', stocktakeId)
    .execute();
}

function toVarianceValue(row: AdjustmentRow) {
  return {
    VarianceValue: toMoneyOrNull(row.cost),
    UnvaluedQuantity: toQuantity(row.unvalued_quantity),
  };
}
import { itemIdsInAreas } from './area-items';
import { readExpectedAtCount } from './expected-stock';
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

/** Items counted in the stocktake, wherever they are now. */
function countedItemIds(db: DbOrTrx, stocktakeId: number) {
  return db
    .selectFrom('stocktake_counts')
    .select('stocktake_counts.item_id')
    .where('stocktake_counts.stocktake_id', '=', stocktakeId);
}

/** Where a stocktake counts: its site and its item areas there. */
interface CountedPlace {
  siteId: number;
  areaIds: readonly number[];
}

/**
 * Remaining stock (thousandths) at the stocktake's site of every item of the areas and of every
 * item counted (one may have moved to another area since); items without lots there are absent.
 */
async function readRemaining(db: DbOrTrx, place: CountedPlace, stocktakeId: number) {
  const rows = await db
    .selectFrom('lots')
    .select((eb) => ['lots.item_id', eb.fn.sum<number | string>('lots.remaining').as('remaining')])
    .where('lots.site_id', '=', place.siteId)
    .where((eb) =>
      eb.or([
        eb('lots.item_id', 'in', itemIdsInAreas(db, place.siteId, place.areaIds)),
        eb('lots.item_id', 'in', countedItemIds(db, stocktakeId)),
      ]),
    )
    .groupBy('lots.item_id')
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.remaining)]));
}

/** What posting changed per item (thousandths), to show a posted stocktake's expected stock then. */
async function readAdjustments(db: DbOrTrx, stocktakeId: number) {
  const rows = await readAdjustmentRows(db, stocktakeId);
  return new Map(rows.map((row) => [row.item_id, row]));
}

/** The items of the areas by name, then the counted items now elsewhere (moved) by name. */
async function readLineItems(db: DbOrTrx, place: CountedPlace, stocktakeId: number) {
  const areaItemIds = itemIdsInAreas(db, place.siteId, place.areaIds);
  const inAreas = db
    .selectFrom('items')
    .select(['id', 'name', 'unit', 'barcode'])
    .where('id', 'in', areaItemIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const moved = db
    .selectFrom('items')
    .select(['id', 'name', 'unit', 'barcode'])
    .where('id', 'in', countedItemIds(db, stocktakeId))
    .where('id', 'not in', areaItemIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const [areaItems, movedItems] = await Promise.all([inAreas, moved]);
  return [
    ...areaItems.map((item) => ({ ...item, moved: false })),
    ...movedItems.map((item) => ({ ...item, moved: true })),
  ];
}

/**
 * The stocktake with a line per item of its areas, by name, then a line per counted item that
 * has left them (Moved): exactly the items a post changes. Counts are summed in thousandths so
 * several devices' counts add up exactly. Expected is, for a counted item, its stock when first
 * counted (what posting measures the count against, so Variance is what posting changes); for
 * an uncounted item, its stock now. Counts from before migration 011 keep the old rule: the
 * stock now while open, the stock the post found (or the count, when it changed nothing) once
 * posted. Linear in the counts: each count is appended once, never copied again.
 */
export async function getStocktakeDetail(
  db: DbOrTrx,
  id: number,
  /** The request's site: a stocktake made at another is a 404 here. */
  siteId: number,
): Promise<StocktakeDetail> {
  const stocktake = await findStocktake(db, id, siteId);
  if (!stocktake) throw notFound(STOCKTAKE);
  const place = { siteId, areaIds: stocktake.ItemAreaIds };
  const [items, remaining, counts, expectedAtCount, adjustments] = await Promise.all([
    readLineItems(db, place, id),
    readRemaining(db, place, id),
    readCounts(db, id),
    readExpectedAtCount(db, id),
    stocktake.Status === 'posted'
      ? readAdjustments(db, id)
      : Promise.resolve(new Map<number, AdjustmentRow>()),
  ]);
  const countsByItem = new Map<number, StocktakeCount[]>();
  const countedByItem = new Map<number, number>();
  for (const count of counts) {
    const itemCounts = countsByItem.get(count.ItemID);
    if (itemCounts) itemCounts.push(count);
    else countsByItem.set(count.ItemID, [count]);
    const thousandths = Math.round(count.Quantity * QUANTITY_SCALE);
    countedByItem.set(count.ItemID, (countedByItem.get(count.ItemID) ?? 0) + thousandths);
  }
  const lines = items.map((item): StocktakeLine => {
    const counted = countedByItem.get(item.id) ?? null;
    const adjustment = adjustments.get(item.id);
    let expected = expectedAtCount.get(item.id) ?? remaining.get(item.id) ?? 0;
    if (stocktake.Status === 'posted' && counted !== null) {
      expected = adjustment?.expected ?? expectedAtCount.get(item.id) ?? counted;
    }
    return {
      ItemID: item.id,
      Name: item.name,
      Unit: item.unit,
      Barcode: item.barcode,
      Counted: counted === null ? null : toQuantity(counted),
      Expected: toQuantity(expected),
      Variance: counted === null ? null : toQuantity(counted - expected),
      // What the post's change cost (design: Valuation): recorded once posted, null before.
      ...(adjustment
        ? toVarianceValue(adjustment)
        : { VarianceValue: stocktake.Status === 'posted' && counted !== null ? 0 : null }),
      Counts: countsByItem.get(item.id) ?? [],
      Moved: item.moved,
    };
  });
  return { ...stocktake, lines };
}
