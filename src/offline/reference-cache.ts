import type {
  Category,
  Department,
  Item,
  ItemArea,
  Supplier,
} from '../../contract/schemas/reference';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import { database, type InventoryDatabase } from './database';
import { updateFirstItems, type ItemsChange } from './first-items-cache';

/** The reference lists kept offline, with the row type of each. */
export interface ReferenceRows {
  items: Item;
  suppliers: Supplier;
  itemAreas: ItemArea;
  categories: Category;
  departments: Department;
  /** Open purchase orders only (GET /purchase-orders?status=open). */
  purchaseOrders: PurchaseOrder;
}
export type ReferenceKind = keyof ReferenceRows;

const ID_FIELD = {
  items: 'itemId',
  suppliers: 'SupplierId',
  itemAreas: 'itemAreaId',
  categories: 'CategoryId',
  departments: 'DepartmentId',
  purchaseOrders: 'PurchaseOrderId',
} as const satisfies { [K in ReferenceKind]: keyof ReferenceRows[K] };

export interface CachedReference<K extends ReferenceKind> {
  rows: ReferenceRows[K][];
  savedAt: number | null;
}

/**
 * What the network loader answers: "not modified", the whole list (with its ETag and, from a
 * provider with delta sync, its cursor), or a delta: the rows changed since the cursor sent and
 * the ids removed since.
 */
export type ReferenceLoad<K extends ReferenceKind> =
  | { kind: 'notModified' }
  | { kind: 'full'; rows: ReferenceRows[K][]; etag: string | null; cursor: string | null }
  | { kind: 'delta'; rows: ReferenceRows[K][]; deleted: number[]; cursor: string };

/** What the loader is told: the saved ETag of the full list and the saved delta cursor. */
export interface ReferenceSyncState {
  etag: string | null;
  cursor: string | null;
}

function tableOf<K extends ReferenceKind>(db: InventoryDatabase, kind: K) {
  // One Dexie table per kind; the cast narrows the union Dexie cannot relate to K.
  return db.table<ReferenceRows[K], number>(kind);
}

/** What a write to a kind's rows touches: the items also keep their first screenful. */
function writeScope(db: InventoryDatabase, kind: ReferenceKind) {
  return kind === 'items'
    ? [db.table(kind), db.cacheMeta, db.keyValue]
    : [db.table(kind), db.cacheMeta];
}

/** Within a write transaction: the items' first screenful follows their change. */
async function followItemsChange(
  db: InventoryDatabase,
  kind: ReferenceKind,
  change: ItemsChange,
): Promise<void> {
  if (kind === 'items') await updateFirstItems(db, change);
}

export async function readReference<K extends ReferenceKind>(kind: K): Promise<CachedReference<K>> {
  const db = database();
  const [rows, meta] = await Promise.all([tableOf(db, kind).toArray(), db.cacheMeta.get(kind)]);
  return { rows, savedAt: meta?.savedAt ?? null };
}

/**
 * Stale-while-revalidate refresh by delta sync: the loader gets the saved cursor (or, from a
 * provider without delta sync, the ETag) and answers a delta, the whole list, or "not
 * modified". Each answer is applied in one transaction with its cursor, so a reader never sees
 * half a list and a cursor never runs ahead of the rows it stands for.
 */
export async function refreshReference<K extends ReferenceKind>(
  kind: K,
  load: (state: ReferenceSyncState) => Promise<ReferenceLoad<K>>,
  /** Gets a whole list as soon as it arrives, before it is saved (saving 20,000 rows takes a while). */
  onFullList?: (rows: ReferenceRows[K][]) => void,
  /** How far the saving of a whole list has gone (device sync shows it the first time). */
  onSaving?: (saved: number, total: number) => void,
): Promise<void> {
  const db = database();
  const meta = await db.cacheMeta.get(kind);
  const cursor = meta?.cursor ?? null;
  const result = await load({ etag: meta?.etag ?? null, cursor });
  const savedAt = Date.now();
  const table = tableOf(db, kind);
  if (result.kind === 'full') onFullList?.(result.rows);
  if (result.kind === 'notModified') {
    await db.cacheMeta.put({ key: kind, savedAt, etag: meta?.etag ?? null, cursor });
    return;
  }
  // Rows of kind K; the first-items record is kept for items only (followItemsChange).
  const asItems = (rows: ReferenceRows[K][]) => rows as unknown as Item[];
  await db.transaction('rw', writeScope(db, kind), async () => {
    if (result.kind === 'full') {
      await table.clear();
      await putInChunks(result.rows, (rows) => table.bulkPut(rows), onSaving);
      await followItemsChange(db, kind, { kind: 'full', rows: asItems(result.rows) });
      await db.cacheMeta.put({ key: kind, savedAt, etag: result.etag, cursor: result.cursor });
      return;
    }
    // The full list's ETag no longer describes these rows: only the cursor does.
    await table.bulkDelete(result.deleted);
    await table.bulkPut(result.rows);
    const change = {
      kind: 'some',
      changed: asItems(result.rows),
      deleted: result.deleted,
    } as const;
    await followItemsChange(db, kind, change);
    await db.cacheMeta.put({ key: kind, savedAt, etag: null, cursor: result.cursor });
  });
}

/** Rows written per bulkPut of a whole list: small enough for progress to move every moment. */
const SAVE_CHUNK = 2_000;

async function putInChunks<T>(
  rows: T[],
  put: (chunk: T[]) => Promise<unknown>,
  onSaving?: (saved: number, total: number) => void,
): Promise<void> {
  if (!onSaving) {
    await put(rows);
    return;
  }
  onSaving(0, rows.length);
  for (let start = 0; start < rows.length; start += SAVE_CHUNK) {
    await put(rows.slice(start, start + SAVE_CHUNK));
    onSaving(Math.min(start + SAVE_CHUNK, rows.length), rows.length);
  }
}

/**
 * A write the server accepted updates the cache at once. The ETag is dropped to force a
 * reload; the cursor stays: the next delta brings this row again, which is harmless.
 */
export async function saveReferenceRow<K extends ReferenceKind>(
  kind: K,
  row: ReferenceRows[K],
): Promise<void> {
  const db = database();
  await db.transaction('rw', writeScope(db, kind), async () => {
    await tableOf(db, kind).put(row);
    const changed = [row as unknown as Item];
    await followItemsChange(db, kind, { kind: 'some', changed, deleted: [] });
    await db.cacheMeta.update(kind, { etag: null });
  });
}

export async function removeReferenceRow(kind: ReferenceKind, id: number): Promise<void> {
  const db = database();
  await db.transaction('rw', writeScope(db, kind), async () => {
    await db.table(kind).delete(id);
    await followItemsChange(db, kind, { kind: 'some', changed: [], deleted: [id] });
    await db.cacheMeta.update(kind, { etag: null });
  });
}

export function idOf<K extends ReferenceKind>(kind: K, row: ReferenceRows[K]): number {
  // TypeScript cannot index a generic row by a key chosen through the same generic.
  return (row as unknown as Record<string, number>)[ID_FIELD[kind]] ?? 0;
}

export async function readReferenceRow<K extends ReferenceKind>(
  kind: K,
  id: number,
): Promise<ReferenceRows[K] | undefined> {
  return tableOf(database(), kind).get(id);
}
