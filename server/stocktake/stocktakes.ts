import { STOCKTAKE_TEXT } from '../../contract/messages';
import { MAIN_SITE_ID } from '../../contract/paths';
import type { ListQuery } from '../../contract/schemas/common';
import type { Stocktake, StocktakeBody, StocktakeList } from '../../contract/schemas/stocktakes';
import { validateStocktake } from '../../contract/validation/stocktake';
import { parseId } from '../../contract/validation/values';
import { nowIso } from '../clock';
import type { DbOrTrx } from '../db/schema';
import { recordStocktakeStep } from './stocktake-activity';
import { inTransaction } from '../db/transactions';
import { assertValid, badRequest, notFound } from '../errors';
import { pageBounds } from '../request-values';
import { findStocktake, readAreaIds, selectStocktakeRows, toStocktake } from './stocktake-rows';

export const STOCKTAKE = 'Stocktake';

export const STOCKTAKE_SITE_MESSAGE = {
  areaElsewhere: (area: string, site: string) =>
    `Item area ${area} is at ${site}: a stocktake counts the item areas of its own site.`,
} as const;

/**
 * Creates an open stocktake of the given item areas at the site (the request's: design, Sites
 * and transfers). Each area must exist and be at that site: else a 400, nothing written.
 */
export async function createStocktake(
  db: DbOrTrx,
  actorId: number,
  body: StocktakeBody,
  siteId: number = MAIN_SITE_ID,
): Promise<Stocktake> {
  assertValid(validateStocktake(body));
  const name = (body.name ?? '').trim();
  const areaIds = [...new Set((body.itemAreaIds ?? []).map((id) => parseId(id) ?? 0))];
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('item_areas')
      .innerJoin('sites', 'sites.id', 'item_areas.site_id')
      .select(['item_areas.id', 'item_areas.name', 'item_areas.site_id', 'sites.name as site'])
      .where('item_areas.id', 'in', areaIds)
      .orderBy('item_areas.id')
      .execute();
    if (found.length !== areaIds.length) throw badRequest(STOCKTAKE_TEXT.areaUnknown);
    const elsewhere = found.find((area) => area.site_id !== siteId);
    if (elsewhere) {
      throw badRequest(STOCKTAKE_SITE_MESSAGE.areaElsewhere(elsewhere.name, elsewhere.site));
    }
    const { id } = await trx
      .insertInto('stocktakes')
      .values({
        site_id: siteId,
        name,
        status: 'open',
        created_at: nowIso(),
        created_by: actorId,
        posted_at: null,
        posted_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('stocktake_areas')
      .values(areaIds.map((areaId) => ({ stocktake_id: id, item_area_id: areaId })))
      .execute();
    const created = await findStocktake(trx, id);
    if (!created) throw notFound(STOCKTAKE);
    await recordStocktakeStep(trx, actorId, id, { action: 'create' });
    return created;
  });
}

/** The site's stocktakes, newest first. */
export async function listStocktakes(
  db: DbOrTrx,
  query: ListQuery,
  siteId: number = MAIN_SITE_ID,
): Promise<StocktakeList> {
  const { count } = await db
    .selectFrom('stocktakes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  let rows = selectStocktakeRows(db)
    .where('stocktakes.site_id', '=', siteId)
    .orderBy('stocktakes.created_at', 'desc')
    .orderBy('stocktakes.id', 'desc');
  const bounds = pageBounds(query);
  if (bounds) rows = rows.limit(bounds.limit).offset(bounds.offset);
  const page = await rows.execute();
  const areas = await readAreaIds(
    db,
    page.map((row) => row.id),
  );
  return {
    totalCount: count,
    stocktakes: page.map((row) => toStocktake(row, areas.get(row.id) ?? [])),
  };
}
