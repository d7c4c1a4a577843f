import type { Table } from 'dexie';
import type { Item } from '../../contract/schemas/reference';
import type { InventoryDatabase } from './database';
import { changeItems, readAllItems, readItem, readItemsAtOnce, writeAllItems } from './item-pages';
import type { ReferenceKind, ReferenceRows } from '../api/reference-types';

/**
 * Where a reference list's rows are stored: a table of one record per row, or for the items
 * pages of rows (item-pages.ts). Every write runs inside a transaction over `table`.
 */
export interface RowStore<T> {
  table: Table;
  /** Every row replaced by `rows`, reporting how far the saving has gone. */
  writeAll: (rows: readonly T[], onSaving: (saved: number, total: number) => void) => Promise<void>;
  /** `changed` saved and `deleted` ids removed; answers by how many the rows grew. */
  change: (changed: readonly T[], deleted: readonly number[]) => Promise<number>;
  /** Every row, a chunk per request (a write waiting for the list slips in between). */
  readAll: () => Promise<T[]>;
  /** Every row in one request (inside a transaction that must see them at once). */
  readAtOnce: () => Promise<T[]>;
  get: (id: number) => Promise<T | undefined>;
}

/** Rows written per bulkPut of a whole list: small enough for progress to move every moment. */
const SAVE_CHUNK = 2_000;
/** Rows read per request. */
const READ_CHUNK = 10_000;

function tableStore<T>(table: Table<T, number>, idOf: (row: T) => number): RowStore<T> {
  return {
    table,
    writeAll: async (rows, onSaving) => {
      await table.clear();
      onSaving(0, rows.length);
      for (let start = 0; start < rows.length; start += SAVE_CHUNK) {
        await table.bulkPut(rows.slice(start, start + SAVE_CHUNK));
        onSaving(Math.min(start + SAVE_CHUNK, rows.length), rows.length);
      }
    },
    change: async (changed, deleted) => {
      await table.bulkDelete([...deleted]);
      await table.bulkPut([...changed]);
      return 0;
    },
    readAll: async () => {
      const rows: T[] = [];
      let last: number | null = null;
      for (;;) {
        const range = last === null ? table.toCollection() : table.where(':id').above(last);
        const chunk: T[] = await range.limit(READ_CHUNK).toArray();
        for (const row of chunk) rows.push(row);
        const end: T | undefined = chunk.at(-1);
        if (chunk.length < READ_CHUNK || end === undefined) return rows;
        last = idOf(end);
      }
    },
    readAtOnce: () => table.toArray(),
    get: (id) => table.get(id),
  };
}

function itemStore(db: InventoryDatabase): RowStore<Item> {
  const table = db.itemPages;
  return {
    table,
    writeAll: (rows, onSaving) => writeAllItems(table, rows, onSaving),
    change: (changed, deleted) => changeItems(table, changed, deleted),
    readAll: () => readAllItems(table),
    readAtOnce: () => readItemsAtOnce(table),
    get: (id) => readItem(table, id),
  };
}

export function rowStoreOf<K extends ReferenceKind>(
  db: InventoryDatabase,
  kind: K,
  idOf: (row: ReferenceRows[K]) => number,
): RowStore<ReferenceRows[K]> {
  // One store per kind; the casts narrow the union TypeScript cannot relate to K.
  if (kind === 'items') return itemStore(db) as unknown as RowStore<ReferenceRows[K]>;
  return tableStore(db.table<ReferenceRows[K], number>(kind), idOf);
}
