import type {
  Category,
  Department,
  Item,
  ItemArea,
  Supplier,
} from '../../contract/schemas/reference';
import { database, type InventoryDatabase } from './database';

/** The reference lists kept offline, with the row type of each. */
export interface ReferenceRows {
  items: Item;
  suppliers: Supplier;
  itemAreas: ItemArea;
  categories: Category;
  departments: Department;
}
export type ReferenceKind = keyof ReferenceRows;

const ID_FIELD = {
  items: 'itemId',
  suppliers: 'SupplierId',
  itemAreas: 'itemAreaId',
  categories: 'CategoryId',
  departments: 'DepartmentId',
} as const satisfies { [K in ReferenceKind]: keyof ReferenceRows[K] };

export interface CachedReference<K extends ReferenceKind> {
  rows: ReferenceRows[K][];
  savedAt: number | null;
}

/** What the network loader answers: fresh rows with their ETag, or "not modified". */
export type ReferenceLoad<K extends ReferenceKind> =
  { notModified: true } | { notModified: false; rows: ReferenceRows[K][]; etag: string | null };

function tableOf<K extends ReferenceKind>(db: InventoryDatabase, kind: K) {
  // One Dexie table per kind; the cast narrows the union Dexie cannot relate to K.
  return db.table<ReferenceRows[K], number>(kind);
}

export async function readReference<K extends ReferenceKind>(kind: K): Promise<CachedReference<K>> {
  const db = database();
  const [rows, meta] = await Promise.all([tableOf(db, kind).toArray(), db.cacheMeta.get(kind)]);
  return { rows, savedAt: meta?.savedAt ?? null };
}

/**
 * Stale-while-revalidate refresh: asks the loader with the saved ETag and replaces the cached
 * rows in one transaction, so a reader never sees half a list.
 */
export async function refreshReference<K extends ReferenceKind>(
  kind: K,
  load: (etag: string | null) => Promise<ReferenceLoad<K>>,
): Promise<void> {
  const db = database();
  const meta = await db.cacheMeta.get(kind);
  const result = await load(meta?.etag ?? null);
  const savedAt = Date.now();
  if (result.notModified) {
    await db.cacheMeta.put({ key: kind, savedAt, etag: meta?.etag ?? null });
    return;
  }
  await db.transaction('rw', [db.table(kind), db.cacheMeta], async () => {
    await tableOf(db, kind).clear();
    await tableOf(db, kind).bulkPut(result.rows);
    await db.cacheMeta.put({ key: kind, savedAt, etag: result.etag });
  });
}

/** A write the server accepted updates the cache at once; the ETag is dropped to force a reload. */
export async function saveReferenceRow<K extends ReferenceKind>(
  kind: K,
  row: ReferenceRows[K],
): Promise<void> {
  const db = database();
  await db.transaction('rw', [db.table(kind), db.cacheMeta], async () => {
    await tableOf(db, kind).put(row);
    await db.cacheMeta.update(kind, { etag: null });
  });
}

export async function removeReferenceRow(kind: ReferenceKind, id: number): Promise<void> {
  const db = database();
  await db.transaction('rw', [db.table(kind), db.cacheMeta], async () => {
    await db.table(kind).delete(id);
    await db.cacheMeta.update(kind, { etag: null });
  });
}

export function idOf<K extends ReferenceKind>(kind: K, row: ReferenceRows[K]): number {
  // TypeScript cannot index a generic row by a key chosen through the same generic.
  return (row as unknown as Record<string, number>)[ID_FIELD[kind]] ?? 0;
}

/** Exact barcode lookup for scanning, from the cache so it works offline. */
export async function findCachedItemByBarcode(barcode: string): Promise<Item | undefined> {
  return database().items.where('barcode').equals(barcode).first();
}

export async function readReferenceRow<K extends ReferenceKind>(
  kind: K,
  id: number,
): Promise<ReferenceRows[K] | undefined> {
  return tableOf(database(), kind).get(id);
}
