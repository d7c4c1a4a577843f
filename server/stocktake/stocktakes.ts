import { STOCKTAKE_TEXT } from '../../contract/messages';
import type { ListQuery } from '../../contract/schemas/common';
import type { Stocktake, StocktakeBody, StocktakeList } from '../../contract/schemas/stocktakes';
import { validateStocktake } from '../../contract/validation/stocktake';
import { parseId } from '../../contract/validation/values';
import { nowIso } from '../clock';
import type { DbOrTrx } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { assertValid, badRequest, notFound } from '../errors';
import { pageBounds } from '../request-values';
import { findStocktake, readAreaIds, selectStocktakeRows, toStocktake } from './stocktake-rows';

export const STOCKTAKE = 'Stocktake';

/** Creates an open stocktake of the given item areas (each must exist: else a 400). */
export async function createStocktake(
  db: DbOrTrx,
  actorId: number,
  body: StocktakeBody,
): Promise<Stocktake> {
  assertValid(validateStocktake(body));
  const name = (body.name ?? '').trim();
  const areaIds = [...new Set((body.itemAreaIds ?? []).map((id) => parseId(id) ?? 0))];
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('item_areas')
      .select('id')
      .where('id', 'in', areaIds)
      .execute();
    if (found.length !== areaIds.length) throw badRequest(STOCKTAKE_TEXT.areaUnknown);
    const { id } = await trx
      .insertInto('stocktakes')
      .values({
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
    return created;
  });
}

/** Stocktakes, newest first. */
export async function listStocktakes(db: DbOrTrx, query: ListQuery): Promise<StocktakeList> {
  const { count } = await db
    .selectFrom('stocktakes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let rows = selectStocktakeRows(db)
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
