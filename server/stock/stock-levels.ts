import { sql } from 'kysely';
import type { ListQuery } from '../../contract/schemas/common';
import type { ItemLocation, LowItem } from '../../contract/schemas/stock';
import { QUANTITY_SCALE } from '../../contract/constants';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { selectItemRows, toStockItem } from '../reference/item-rows';
import { containsText, pageBounds } from '../request-values';
import { ALL_SITES } from '../../contract/paths';
import { itemIsAtSite, type SiteScope } from './site-scope';

/**
 * Each received item's total remaining stock at the site (every site's: `all`), as the subquery
 * `stock` (item_id, total), to be left-joined on items.id: the lists, counts and purchase
 * suggestions all join this one.
 */
export function stockPerItem(db: DbOrTrx, site: SiteScope = ALL_SITES) {
  return (
    db
      .selectFrom('lots')
      // sum() of a bigint is NUMERIC on PostgreSQL; the cast keeps it a plain integer.
      .select(['lots.item_id', sql<number>`cast(sum(lots.remaining) as bigint)`.as('total')])
      .$if(site !== ALL_SITES, (query) => query.where('lots.site_id', '=', site as number))
      .groupBy('lots.item_id')
      .as('stock')
  );
}

/** The site's items with their remaining stock there (0 for items never received there). */
function selectItemStock(db: DbOrTrx, site: SiteScope) {
  return selectItemRows(db)
    .leftJoin(stockPerItem(db, site), (join) => join.onRef('stock.item_id', '=', 'items.id'))
    .where((eb) => itemIsAtSite(eb, site))
    .select((eb) => eb.fn.coalesce('stock.total', eb.lit(0)).as('item_stock'));
}

/** Items whose total remaining is at or below the threshold (zero included), lowest first. */
export async function listLowItems(
  db: DbOrTrx,
  site: SiteScope,
  threshold: number,
  /** At most this many, the lowest (the dashboard's table: issue 26). */
  rowLimit?: number,
): Promise<{ lowItems: LowItem[] }> {
  const limit = Math.round(threshold * QUANTITY_SCALE);
  let query = selectItemStock(db, site)
    .where((eb) => eb(eb.fn.coalesce('stock.total', eb.lit(0)), '<=', limit))
    .orderBy('item_stock')
    .orderBy('items.name')
    .orderBy('items.id');
  if (rowLimit !== undefined) query = query.limit(rowLimit);
  const rows = await query.execute();
  return {
    lowItems: rows.map((row) => ({
      Item: toStockItem(row),
      Quantity: toQuantity(row.item_stock),
    })),
  };
}

/** How many items are at or below the threshold (zero included). */
export async function countLowItems(
  db: DbOrTrx,
  site: SiteScope,
  threshold: number,
): Promise<number> {
  const limit = Math.round(threshold * QUANTITY_SCALE);
  const row = await db
    .selectFrom('items')
    .leftJoin(stockPerItem(db, site), (join) => join.onRef('stock.item_id', '=', 'items.id'))
    .where((eb) => itemIsAtSite(eb, site))
    .where((eb) => eb(eb.fn.coalesce('stock.total', eb.lit(0)), '<=', limit))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Items with where they are stored and how much remains; search matches item or location. */
export async function listItemLocations(
  db: DbOrTrx,
  site: SiteScope,
  query: ListQuery,
): Promise<{ totalCount: number; items: ItemLocation[] }> {
  let rows = selectItemStock(db, site);
  const { search } = query;
  if (search) {
    rows = rows.where((eb) =>
      eb.or([
        containsText(eb.ref('items.name'), search),
        containsText(eb.ref('item_areas.name'), search),
      ]),
    );
  }
  const { count } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let ordered = rows.orderBy('items.name').orderBy('items.id');
  const bounds = pageBounds(query);
  if (bounds) ordered = ordered.limit(bounds.limit).offset(bounds.offset);
  const items = (await ordered.execute()).map((row) => ({
    ...toStockItem(row),
    Quantity: toQuantity(row.item_stock),
  }));
  return { totalCount: count, items };
}
