import type { Transaction } from 'kysely';
import type { Item } from '../../contract/schemas/reference';
import { changeSet, recordActivity, type ActivityActor } from '../activity';
import type { Database } from '../db/schema';

/** The fields of an item an edit's entry compares, as a person reads them (names, not ids). */
const ITEM_FIELDS = [
  'name',
  'barcode',
  'unit',
  'categoryName',
  'itemAreaName',
  'alertDaysBeforeExpiry',
  'parLevel',
  'reorderPoint',
  'packSize',
  'packName',
  'preferredSupplierName',
  'url',
] as const satisfies readonly (keyof Item)[];

export function recordItemCreated(trx: Transaction<Database>, actor: ActivityActor, item: Item) {
  return recordActivity(trx, {
    actor,
    siteId: null,
    action: 'create',
    entity: 'item',
    entityId: item.itemId,
    summary: { key: 'item.created', values: { name: item.name } },
  });
}

/** An edit: renamed when the name changed, edited otherwise; the changed fields either way. */
export function recordItemUpdated(
  trx: Transaction<Database>,
  actor: ActivityActor,
  before: Item,
  after: Item,
) {
  return recordActivity(trx, {
    actor,
    siteId: null,
    action: 'update',
    entity: 'item',
    entityId: after.itemId,
    summary:
      before.name === after.name
        ? { key: 'item.updated', values: { name: after.name } }
        : { key: 'item.renamed', values: { before: before.name, after: after.name } },
    changes: changeSet(before, after, ITEM_FIELDS),
  });
}

export function recordItemDeleted(trx: Transaction<Database>, actor: ActivityActor, item: Item) {
  return recordActivity(trx, {
    actor,
    siteId: null,
    action: 'delete',
    entity: 'item',
    entityId: item.itemId,
    summary: { key: 'item.deleted', values: { name: item.name } },
  });
}
