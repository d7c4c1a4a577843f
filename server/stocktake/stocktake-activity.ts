import type { Transaction } from 'kysely';
import { actorById, recordActivity, type ActivityAction, type ActivitySummary } from '../activity';
import type { Database } from '../db/schema';

/** Stored quantities are thousandths (db/schema.ts); a sentence reads them as decimals. */
const shown = (thousandths: number) => thousandths / 1000;

/**
 * A stocktake's step as an entry (entity stocktake, at its site): opened, a count added or
 * removed (linked to the item), posted or cancelled (linked to the counted items).
 */
export async function recordStocktakeStep(
  trx: Transaction<Database>,
  actorId: number,
  stocktakeId: number,
  step:
    | { action: 'create' | 'post' | 'cancel'; itemIds?: readonly number[] }
    | { action: 'count' | 'delete'; itemId: number; quantity: number },
): Promise<void> {
  const stocktake = await trx
    .selectFrom('stocktakes')
    .select(['name', 'site_id'])
    .where('id', '=', stocktakeId)
    .executeTakeFirstOrThrow();
  const name = stocktake.name;
  let summary: ActivitySummary;
  let itemIds: readonly number[];
  if ('itemId' in step) {
    const item = await trx
      .selectFrom('items')
      .select(['name', 'unit'])
      .where('id', '=', step.itemId)
      .executeTakeFirstOrThrow();
    summary =
      step.action === 'count'
        ? {
            key: 'stocktake.counted',
            values: { quantity: shown(step.quantity), unit: item.unit, item: item.name, name },
          }
        : { key: 'stocktake.count-deleted', values: { item: item.name, name } };
    itemIds = [step.itemId];
  } else {
    const keys = {
      create: 'stocktake.created',
      post: 'stocktake.posted',
      cancel: 'stocktake.cancelled',
    } as const;
    summary = { key: keys[step.action], values: { name } };
    itemIds = step.itemIds ?? [];
  }
  const action: ActivityAction = step.action;
  return recordActivity(trx, {
    actor: await actorById(trx, actorId),
    siteId: stocktake.site_id,
    action,
    entity: 'stocktake',
    entityId: stocktakeId,
    summary,
    changes:
      step.action === 'post' || step.action === 'cancel'
        ? { status: ['open', step.action === 'post' ? 'posted' : 'cancelled'] }
        : null,
    links: itemIds.map((id) => ({ entity: 'item', entityId: id })),
  });
}
