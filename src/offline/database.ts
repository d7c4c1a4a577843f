import Dexie, { type EntityTable, type Table, type Transaction } from 'dexie';
import { tokenUserId } from '../lib/token-claims';
import { writeAllItems, type ItemPage } from './item-pages';
import { DATABASE_NAME } from './first-items-early';
import type {
  Category,
  Department,
  Item,
  ItemArea,
  Supplier,
} from '../../contract/schemas/reference';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';

/**
 * When a cached reference list or list page was last saved, its ETag for revalidation and,
 * for reference lists, the delta-sync cursor the server gave with it (absent before delta sync).
 */
export interface CacheMeta {
  key: string;
  savedAt: number;
  etag: string | null;
  cursor?: string | null;
  /** Reference lists: names the last write of the rows (offline/rows-in-memory.ts). */
  rowsToken?: string;
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
  seq: number;
  createdAt: number;
  userId: string;
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
  itemPages!: Table<ItemPage, number>;
  suppliers!: EntityTable<Supplier, 'SupplierId'>;
  itemAreas!: EntityTable<ItemArea, 'itemAreaId'>;
  categories!: EntityTable<Category, 'CategoryId'>;
  departments!: EntityTable<Department, 'DepartmentId'>;
  /** The open (sent, partial) purchase orders, to receive against offline (design: Purchasing). */
  purchaseOrders!: EntityTable<PurchaseOrder, 'PurchaseOrderId'>;
  cacheMeta!: EntityTable<CacheMeta, 'key'>;
  listPages!: EntityTable<CachedListPage, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'id'>;
  keyValue!: EntityTable<KeyValueRow, 'key'>;

  constructor(name = DATABASE_NAME) {
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
    // Entries belong to a user id and are ordered by a sequence, not by name and clock.
    this.version(3)
      .stores({ outbox: 'id, seq, createdAt, status, userId, userName' })
      .upgrade(bindEntriesToUserIds);
    // Purchasing: the open purchase orders join the device's lists.
    this.version(4).stores({ purchaseOrders: 'PurchaseOrderId, SupplierID' });
    // Issue 26: items kept as pages of items (item-pages.ts), not one record each; what the
    // device holds moves over, then the old table goes.
    this.version(5).stores({ itemPages: 'page' }).upgrade(moveItemsIntoPages);
    this.version(6).stores({ items: null });
  }
}

/**
 * Version 2 entries knew only their user's name. The user whose token the device kept for the
 * service worker gets their entries bound to their id now; any other entry stays unbound ('')
 * until a user of that name signs in (claimUnboundEntries). Seq follows the old createdAt order.
 */
async function bindEntriesToUserIds(tx: Transaction): Promise<void> {
  const saved = (await tx.table('keyValue').get('replay-session')) as
    { value?: { userName?: unknown; token?: unknown } } | undefined;
  const savedName = saved?.value?.userName;
  const savedToken = saved?.value?.token;
  const savedId = typeof savedToken === 'string' ? tokenUserId(savedToken) : null;
  const rows = (await tx.table('outbox').toArray()) as Record<string, unknown>[];
  rows.sort((a, b) => Number(a.createdAt) - Number(b.createdAt));
  let seq = 0;
  for (const row of rows) {
    seq += 1;
    await tx.table('outbox').update(row.id, {
      seq,
      userId: savedId !== null && row.userName === savedName ? savedId : '',
      serverErrors: 0,
      nextAttemptAt: null,
      confirmedAt: null,
    });
  }
}

async function moveItemsIntoPages(tx: Transaction): Promise<void> {
  const items = (await tx.table('items').toArray()) as Item[];
  await writeAllItems(tx.table<ItemPage, number>('itemPages'), items, () => undefined);
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
