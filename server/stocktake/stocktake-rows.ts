import type { Stocktake, StocktakeStatus } from '../../contract/schemas/stocktakes';
import type { DbOrTrx } from '../db/schema';

/** Stocktakes with the names of who created and posted them: the one query lists and details read. */
export function selectStocktakeRows(db: DbOrTrx) {
  return db
    .selectFrom('stocktakes')
    .innerJoin('users as creator', 'creator.id', 'stocktakes.created_by')
    .leftJoin('users as poster', 'poster.id', 'stocktakes.posted_by')
    .select([
      'stocktakes.id',
      'stocktakes.name',
      'stocktakes.status',
      'stocktakes.created_at',
      'stocktakes.posted_at',
      'creator.name as created_by_name',
      'poster.name as posted_by_name',
    ]);
}

type StocktakeJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectStocktakeRows>['executeTakeFirstOrThrow']>
>;

/** Item area ids per stocktake, read in one query for a whole page. */
export async function readAreaIds(
  db: DbOrTrx,
  stocktakeIds: readonly number[],
): Promise<Map<number, number[]>> {
  const areas = new Map<number, number[]>();
  if (stocktakeIds.length === 0) return areas;
  const rows = await db
    .selectFrom('stocktake_areas')
    .select(['stocktake_id', 'item_area_id'])
    .where('stocktake_id', 'in', [...stocktakeIds])
    .orderBy('item_area_id')
    .execute();
  for (const row of rows) {
    const list = areas.get(row.stocktake_id) ?? [];
    list.push(row.item_area_id);
    areas.set(row.stocktake_id, list);
  }
  return areas;
}

export function toStocktake(row: StocktakeJoinRow, areaIds: readonly number[]): Stocktake {
  return {
    StocktakeId: row.id,
    Name: row.name,
    Status: row.status as StocktakeStatus,
    ItemAreaIds: [...areaIds],
    CreatedAt: row.created_at,
    CreatedBy: row.created_by_name,
    PostedAt: row.posted_at,
    PostedBy: row.posted_by_name,
  };
}

/** The stocktake, or null; with siteId, only when it was made at that site. */
export async function findStocktake(
  db: DbOrTrx,
  id: number,
  siteId?: number,
): Promise<Stocktake | null> {
  const row = await selectStocktakeRows(db)
    .where('stocktakes.id', '=', id)
    .$if(siteId !== undefined, (query) => query.where('stocktakes.site_id', '=', siteId ?? 0))
    .executeTakeFirst();
  if (!row) return null;
  const areas = await readAreaIds(db, [id]);
  return toStocktake(row, areas.get(id) ?? []);
}
