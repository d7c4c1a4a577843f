import Dexie, { type EntityTable } from 'dexie';
import type {
  Category,
  Department,
  Item,
  ItemArea,
  Supplier,
} from '../../contract/schemas/reference';

/**
 * When a cached reference list or list page was last saved, its ETag for revalidation and,
 * for reference lists, the delta-sync cursor the server gave with it (absent before delta sync).
 */
export interface CacheMeta {
  key: string;
  savedAt: number;
  etag: string | null;
  cursor?: string | null;
}

/** The last page seen of a list screen (received items, orders, …), keyed by list and query. */
export interface CachedListPage {
  key: string;
  data: unknown;
  savedAt: number;
}

/** A queued submission; its shape is owned by src/offline/outbox. */
export interface OutboxRecord {
  id: string;
  createdAt: number;
  userName: string;
  status: string;
  [field: string]: unknown;
}

/** A small named value kept on this device (e.g. the session the service worker replays with). */
export interface KeyValueRow {
  key: string;
  value: unknown;
}

/** The only Dexie database of the app. Nothing outside src/offline touches it. */
export class InventoryDatabase extends Dexie {
  items!: EntityTable<Item, 'itemId'>;
  suppliers!: EntityTable<Supplier, 'SupplierId'>;
  itemAreas!: EntityTable<ItemArea, 'itemAreaId'>;
  categories!: EntityTable<Category, 'CategoryId'>;
  departments!: EntityTable<Department, 'DepartmentId'>;
  cacheMeta!: EntityTable<CacheMeta, 'key'>;
  listPages!: EntityTable<CachedListPage, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  keyValue!: EntityTable<KeyValueRow, 'key'>;

  constructor(name = 'inventory') {
    super(name);
    this.version(1).stores({
      items: 'itemId, barcode, name',
      suppliers: 'SupplierId, name',
      itemAreas: 'itemAreaId, name',
      categories: 'CategoryId, name',
      departments: 'DepartmentId, name',
      cacheMeta: 'key',
      listPages: 'key',
      outbox: 'id, createdAt, status, userName',
    });
    // Added for the PWA (background sync): version 1's tables and rows stay as they are.
    this.version(2).stores({ keyValue: 'key' });
  }
}

let current: InventoryDatabase | null = null;

export function database(): InventoryDatabase {
  current ??= new InventoryDatabase();
  return current;
}

/** Tests swap in a fresh database (fake-indexeddb) between cases. */
export async function resetDatabaseForTests(): Promise<void> {
  if (current) {
    current.close();
    await current.delete();
  }
  current = new InventoryDatabase();
}
