import { MAIN_SITE_ID } from '../../contract/paths';
import type { StockAdjustmentList, StockAdjustmentQuery } from '../../contract/schemas/stocktakes';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { pageBounds } from '../request-values';

/**
 * The site's stock adjustments made by posted stocktakes, newest first; itemId narrows to one
 * item.
 */
export async function listStockAdjustments(
  db: DbOrTrx,
  query: StockAdjustmentQuery,
  siteId: number = MAIN_SITE_ID,
): Promise<StockAdjustmentList> {
  const { itemId } = query;
  const base = db
    .selectFrom('stock_adjustments')
    .where('stock_adjustments.site_id', '=', siteId)
    .$if(itemId !== undefined, (q) => q.where('stock_adjustments.item_id', '=', itemId ?? 0));
  const { count } = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base
    .innerJoin('stocktakes', 'stocktakes.id', 'stock_adjustments.stocktake_id')
    .innerJoin('items', 'items.id', 'stock_adjustments.item_id')
    .innerJoin('users', 'users.id', 'stock_adjustments.adjusted_by')
    .select([
      'stock_adjustments.id',
      'stock_adjustments.stocktake_id',
      'stock_adjustments.item_id',
      'stock_adjustments.quantity',
      'stock_adjustments.expected',
      'stock_adjustments.counted',
      'stock_adjustments.adjusted_at',
      'stocktakes.name as stocktake_name',
      'items.name as item_name',
      'items.unit as item_unit',
      'users.name as user_name',
    ])
    .orderBy('stock_adjustments.adjusted_at', 'desc')
    .orderBy('stock_adjustments.id', 'desc');
  const bounds = pageBounds(query);
  if (bounds) rows = rows.limit(bounds.limit).offset(bounds.offset);
  return {
    totalCount: count,
    adjustments: (await rows.execute()).map((row) => ({
      AdjustmentId: row.id,
      StocktakeId: row.stocktake_id,
      StocktakeName: row.stocktake_name,
      ItemID: row.item_id,
      Name: row.item_name,
      Unit: row.item_unit,
      Quantity: toQuantity(row.quantity),
      Expected: toQuantity(row.expected),
      Counted: toQuantity(row.counted),
      AdjustedAt: row.adjusted_at,
      AdjustedBy: row.user_name,
    })),
  };
}
