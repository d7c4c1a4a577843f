import { sql, type Transaction } from 'kysely';
import { SERVER_MESSAGE } from '../../contract/messages';
import type { ListQuery } from '../../contract/schemas/common';
import type { SyncListQuery } from '../../contract/schemas/sync';
import type { Item } from '../../contract/schemas/reference';
import { nowIso } from '../clock';
import type { Database, Db, DbOrTrx } from '../db/schema';
import { assertValid, badRequest, conflict, notFound } from '../errors';
import { deleteImageIfUnused, storeImage } from '../images';
import { containsText, pageBounds } from '../request-values';
import { answerDeltaList, changedSince } from '../sync/delta';
import { isConstraintViolation } from './db-errors';
import type { ItemInput } from './item-request';
import { assertPreferredSupplier } from './item-reordering';
import { selectItemRows, toItem } from './item-rows';
import { inTransaction } from '../db/transactions';
import { recordCreated, recordDeleted, recordEdited, type ActivityActor } from '../activity';
import { ITEM_FIELDS, itemSubject } from './item-activity';

const WHAT = 'Item';
export const UNKNOWN_CATEGORY_MESSAGE = 'categoryId does not match any category.';
export const UNKNOWN_ITEM_AREA_MESSAGE = 'itemAreaId does not match any item area.';
const REFERENCE_GONE_MESSAGE = 'The category or item area was deleted meanwhile; choose another.';

/** Items whose name or barcode contains the search, sorted by name without case. */
async function listAllItems(db: DbOrTrx, query: ListQuery) {
  let base = selectItemRows(db);
  const search = query.search?.trim();
  if (search) {
    base = base.where((eb) =>
      eb.or([
        containsText(eb.ref('items.name'), search),
        containsText(eb.ref('items.barcode'), search),
      ]),
    );
  }
  const { count } = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let rows = base.orderBy(sql`lower(items.name)`).orderBy('items.id');
  const bounds = pageBounds(query);
  if (bounds) rows = rows.limit(bounds.limit).offset(bounds.offset);
  return { totalCount: count, items: (await rows.execute()).map(toItem) };
}

/** Delta sync: the items changed after a version; totalCount counts every item. */
async function listChangedItems(db: DbOrTrx, version: number) {
  const { count } = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await selectItemRows(db)
    .where('items.id', 'in', changedSince(db, 'items', version))
    .orderBy(sql`lower(items.name)`)
    .orderBy('items.id')
    .execute();
  return { totalCount: count, items: rows.map(toItem) };
}

/** The items with their delta sync cursor, or only what changed after query.since. */
export async function listItems(db: DbOrTrx, query: SyncListQuery) {
  return answerDeltaList(db, 'items', query, {
    full: () => listAllItems(db, query),
    changed: (version) => listChangedItems(db, version),
  });
}

export async function getItem(db: DbOrTrx, id: number): Promise<Item> {
  const row = await selectItemRows(db).where('items.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(WHAT);
  return toItem(row);
}

async function assertReferencesExist(db: DbOrTrx, values: ItemInput['values']): Promise<void> {
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', values.categoryId)
    .executeTakeFirst();
  const itemArea = await db
    .selectFrom('item_areas')
    .select('id')
    .where('id', '=', values.itemAreaId)
    .executeTakeFirst();
  const messages: string[] = [];
  if (!category) messages.push(UNKNOWN_CATEGORY_MESSAGE);
  if (!itemArea) messages.push(UNKNOWN_ITEM_AREA_MESSAGE);
  assertValid(messages);
}

async function assertBarcodeFree(db: DbOrTrx, barcode: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('items').select('id').where('barcode', '=', barcode);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(SERVER_MESSAGE.barcodeTaken);
}

/**
 * Runs an item write in one transaction. The checks inside it answer the usual case; the
 * constraints catch a concurrent writer that slipped between check and write.
 */
async function writeItem(db: DbOrTrx, write: (trx: Transaction<Database>) => Promise<Item>) {
  try {
    return await inTransaction(db, write);
  } catch (error) {
    if (isConstraintViolation(error, 'unique')) throw conflict(SERVER_MESSAGE.barcodeTaken);
    if (isConstraintViolation(error, 'foreignKey')) throw badRequest(REFERENCE_GONE_MESSAGE);
    throw error;
  }
}

function toColumns(values: ItemInput['values']) {
  return {
    name: values.name,
    barcode: values.barcode,
    unit: values.unit,
    category_id: values.categoryId,
    item_area_id: values.itemAreaId,
    alert_days: values.alertDays,
    ...values.reordering,
  };
}

export async function createItem(
  db: DbOrTrx,
  actor: ActivityActor,
  input: ItemInput,
): Promise<Item> {
  return writeItem(db, async (trx) => {
    await assertReferencesExist(trx, input.values);
    await assertPreferredSupplier(trx, input.values.reordering);
    await assertBarcodeFree(trx, input.values.barcode);
    if (input.image) await storeImage(trx, input.image);
    const now = nowIso();
    const { id } = await trx
      .insertInto('items')
      .values({
        ...toColumns(input.values),
        image_hash: input.image?.hash ?? null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await getItem(trx, id);
    await recordCreated(trx, actor, itemSubject(item));
    return item;
  });
}

/** Replaces the item's fields; without a new image the old one stays. */
export async function updateItem(
  db: Db,
  actor: ActivityActor,
  id: number,
  input: ItemInput,
): Promise<Item> {
  return writeItem(db, async (trx) => {
    const existing = await trx
      .selectFrom('items')
      .select('image_hash')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw notFound(WHAT);
    const before = await getItem(trx, id);
    // Spec 5's 'Image is required' is for items made in the app, which always have one (the
    // create route requires it); an item without one came from an import and stays editable
    // without inventing an image (docs/decisions.md, issue 25).
    await assertReferencesExist(trx, input.values);
    await assertPreferredSupplier(trx, input.values.reordering);
    await assertBarcodeFree(trx, input.values.barcode, id);
    if (input.image) await storeImage(trx, input.image);
    await trx
      .updateTable('items')
      .set({
        ...toColumns(input.values),
        image_hash: input.image?.hash ?? existing.image_hash,
        updated_at: nowIso(),
      })
      .where('id', '=', id)
      .execute();
    if (input.image && input.image.hash !== existing.image_hash) {
      await deleteImageIfUnused(trx, existing.image_hash);
    }
    const after = await getItem(trx, id);
    await recordEdited(trx, actor, {
      entity: 'item',
      id,
      before,
      after,
      fields: ITEM_FIELDS,
      nameOf: (record) => record.name,
    });
    return after;
  });
}

const REFERRERS = [
  { table: 'lots', label: 'received items' },
  { table: 'waste', label: 'waste reports' },
  { table: 'order_lines', label: 'orders' },
  { table: 'stocktake_counts', label: 'stocktake counts' },
  { table: 'purchase_order_lines', label: 'purchase orders' },
] as const;

/** What refers to the item, in words: e.g. "received items and orders". */
async function describeReferrers(db: DbOrTrx, id: number): Promise<string | null> {
  const found: string[] = [];
  for (const { table, label } of REFERRERS) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('item_id', '=', id)
      .executeTakeFirst();
    if (row) found.push(label);
  }
  if (found.length === 0) return null;
  return found.length === 1
    ? (found[0] ?? '')
    : `${found.slice(0, -1).join(', ')} and ${found[found.length - 1] ?? ''}`;
}

/** Deletes an item nothing refers to, and its image unless another item shares the bytes. */
export async function deleteItem(db: DbOrTrx, actor: ActivityActor, id: number): Promise<void> {
  const existing = await db
    .selectFrom('items')
    .select(['id', 'image_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound(WHAT);
  const referrers = await describeReferrers(db, id);
  if (referrers) throw conflict(SERVER_MESSAGE.inUse('item', referrers));
  try {
    await inTransaction(db, async (trx) => {
      const item = await getItem(trx, id);
      await trx.deleteFrom('items').where('id', '=', id).execute();
      await deleteImageIfUnused(trx, existing.image_hash);
      await recordDeleted(trx, actor, itemSubject(item));
    });
  } catch (error) {
    // A lot, waste report or order line added since the check above.
    if (isConstraintViolation(error, 'foreignKey')) {
      throw conflict(SERVER_MESSAGE.inUse('item', 'received items, waste reports or orders'));
    }
    throw error;
  }
}
