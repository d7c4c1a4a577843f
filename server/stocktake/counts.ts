import { STOCKTAKE_TEXT } from '../../contract/messages';
import type { StocktakeCount, StocktakeCountBody } from '../../contract/schemas/stocktakes';
import { parseCountQuantity, validateStocktakeCount } from '../../contract/validation/stocktake';
import { parseId, toQuantity } from '../../contract/validation/values';
import type { DbOrTrx, Engine } from '../db/schema';
import { recordStocktakeStep } from './stocktake-activity';
import { inTransaction } from '../db/transactions';
import { assertValid, badRequest, HttpError, notFound } from '../errors';
import { REFERENCE_MESSAGE } from '../stock/references';
import { itemIdsInAreas } from './area-items';
import { countMoment } from './count-moment';
import { readOnHandAt } from './expected-stock';
import { lockOpenStocktake } from './stocktake-lock';

const COUNT = 'Count';

/**
 * Records one count. Counts of one item add up (several devices count one shelf each), so a
 * repeat is told apart from a second count only by its Idempotency-Key.
 */
export async function addCount(
  db: DbOrTrx,
  engine: Engine,
  actor: { id: number; name: string },
  stocktakeId: number,
  body: StocktakeCountBody,
  siteId?: number,
  deviceTime?: string,
): Promise<StocktakeCount> {
  assertValid(validateStocktakeCount(body));
  const itemId = parseId(body.itemId);
  const quantity = parseCountQuantity(body.quantity);
  // The validator accepted both; this guard only narrows the types.
  if (itemId === null || quantity === null) throw badRequest(STOCKTAKE_TEXT.quantityInvalid);
  return inTransaction(db, async (trx) => {
    const stocktake = await lockOpenStocktake(trx, engine, stocktakeId, 'count', siteId);
    const item = await trx
      .selectFrom('items')
      .select('items.id')
      .where('items.id', '=', itemId)
      .executeTakeFirst();
    if (!item) throw badRequest(REFERENCE_MESSAGE.item);
    const areaIds = (
      await trx
        .selectFrom('stocktake_areas')
        .select('item_area_id')
        .where('stocktake_id', '=', stocktakeId)
        .execute()
    ).map((row) => row.item_area_id);
    const inAreas = await itemIdsInAreas(trx, stocktake.siteId, areaIds)
      .where('area_item.id', '=', itemId)
      .executeTakeFirst();
    if (!inAreas) throw badRequest(STOCKTAKE_TEXT.itemNotInAreas);
    const countedAt = countMoment({
      countedAt: body.countedAt,
      deviceTime,
      serverNow: Date.now(),
      openedAt: stocktake.openedAt,
    });
    const { id } = await trx
      .insertInto('stocktake_counts')
      .values({
        stocktake_id: stocktakeId,
        item_id: itemId,
        quantity,
        counted_at: countedAt,
        counted_by: actor.id,
        // What moves after this moment is kept at posting (expected-stock.ts).
        on_hand: await readOnHandAt(trx, itemId, stocktake.siteId, countedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordStocktakeStep(trx, actor.id, stocktakeId, { action: 'count', itemId, quantity });
    return {
      CountId: id,
      ItemID: itemId,
      Quantity: toQuantity(quantity),
      CountedAt: countedAt,
      CountedBy: actor.name,
    };
  });
}

/** Deletes a count of one's own while the stocktake is open. */
export async function deleteCount(
  db: DbOrTrx,
  engine: Engine,
  actorId: number,
  stocktakeId: number,
  countId: number,
  siteId?: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await lockOpenStocktake(trx, engine, stocktakeId, 'count', siteId);
    const count = await trx
      .selectFrom('stocktake_counts')
      .select(['id', 'counted_by', 'item_id', 'quantity'])
      .where('id', '=', countId)
      .where('stocktake_id', '=', stocktakeId)
      .executeTakeFirst();
    if (!count) throw notFound(COUNT);
    if (count.counted_by !== actorId) throw new HttpError(403, STOCKTAKE_TEXT.notOwnCount);
    await trx.deleteFrom('stocktake_counts').where('id', '=', countId).execute();
    await recordStocktakeStep(trx, actorId, stocktakeId, {
      action: 'delete',
      itemId: count.item_id,
      quantity: count.quantity,
    });
  });
}
