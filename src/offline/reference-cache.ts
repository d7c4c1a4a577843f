import type {
  Category,
  Department,
  Item,
  ItemArea,
  Supplier,
} from '../../contract/schemas/reference';
import { database, type InventoryDatabase } from './database';
import { updateFirstItems, type ItemsChange } from './first-items-cache';
import { applyToRows, keepRows, newRowsToken, rowsInMemory } from './rows-in-memory';

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

/** Rows read per IndexedDB request: a write waiting for the list slips in between. */
const READ_CHUNK = 10_000;

/**
 * A kind's rows and when they were saved. Rows this tab already holds for the device copy's
 * current write are answered without reading (rows-in-memory.ts); otherwise they are read in
 * chunks, each its own short transaction, so a delta's write never waits for a whole read of
 * 100,000 rows. A write landing between two chunks changes the token: the read starts again.
 */
export async function readReference<K extends ReferenceKind>(kind: K): Promise<CachedReference<K>> {
  const db = database();
  const table = tableOf(db, kind);
  for (let attempt = 0; ; attempt += 1) {
    const meta = await db.cacheMeta.get(kind);
    const savedAt = meta?.savedAt ?? null;
    const kept = rowsInMemory<ReferenceRows[K]>(kind, meta?.rowsToken);
    if (kept) return { rows: kept as ReferenceRows[K][], savedAt };
    // After two writes in the way, one read in one transaction: slower, but it ends.
    if (attempt >= 2) return readInOneTransaction(db, kind);
    const rows = await readInChunks(table, kind);
    const after = await db.cacheMeta.get(kind);
    if (after?.rowsToken !== meta?.rowsToken || after?.savedAt !== meta?.savedAt) continue;
    if (meta?.rowsToken !== undefined) keepRows(kind, meta.rowsToken, rows);
    return { rows, savedAt };
  }
}

async function readInChunks<K extends ReferenceKind>(
  table: ReturnType<typeof tableOf<K>>,
  kind: K,
): Promise<ReferenceRows[K][]> {
  const rows: ReferenceRows[K][] = [];
  let last: number | null = null;
  for (;;) {
    const range = last === null ? table.toCollection() : table.where(':id').above(last);
    const chunk: ReferenceRows[K][] = await range.limit(READ_CHUNK).toArray();
    for (const row of chunk) rows.push(row);
    const end: ReferenceRows[K] | undefined = chunk.at(-1);
    if (chunk.length < READ_CHUNK || end === undefined) return rows;
    last = idOf(kind, end);
  }
}

async function readInOneTransaction<K extends ReferenceKind>(
  db: InventoryDatabase,
  kind: K,
): Promise<CachedReference<K>> {
  return db.transaction('r', [db.table(kind), db.cacheMeta], async () => {
    const [rows, meta] = await Promise.all([tableOf(db, kind).toArray(), db.cacheMeta.get(kind)]);
    if (meta?.rowsToken !== undefined) keepRows(kind, meta.rowsToken, rows);
    return { rows, savedAt: meta?.savedAt ?? null };
  });
}

/** What a caller of refreshReference hears of a run: the whole list on arrival, the saving. */
interface RefreshListeners<K extends ReferenceKind> {
  onFullList?: (rows: ReferenceRows[K][]) => void;
  onSaving?: (saved: number, total: number) => void;
}

interface Flight {
  running: Promise<void>;
  listeners: Set<RefreshListeners<ReferenceKind>>;
  /** The one more run shared by everyone who asked while this one ran. */
  next: Promise<void> | null;
}

/** The refresh of each kind under way, per database: never two of one list at once (issue 26). */
const flightsOf = new WeakMap<InventoryDatabase, Map<ReferenceKind, Flight>>();

function flightsIn(db: InventoryDatabase): Map<ReferenceKind, Flight> {
  let flights = flightsOf.get(db);
  if (!flights) {
    flights = new Map();
    flightsOf.set(db, flights);
  }
  return flights;
}

/**
 * Stale-while-revalidate refresh by delta sync: the loader gets the saved cursor (or, from a
 * provider without delta sync, the ETag) and answers a delta, the whole list, or "not
 * modified". Each answer is applied in one transaction with its cursor, so a reader never sees
 * half a list and a cursor never runs ahead of the rows it stands for.
 *
 * One run per kind at a time: a screen opening while device sync takes the items hears that
 * run's whole list and saving, and then shares one more run (a delta: what changed since) with
 * everyone else who asked meanwhile, instead of downloading and writing every row twice.
 */
export function refreshReference<K extends ReferenceKind>(
  kind: K,
  load: (state: ReferenceSyncState) => Promise<ReferenceLoad<K>>,
  /** Gets a whole list as soon as it arrives, before it is saved (saving 20,000 rows takes a while). */
  onFullList?: (rows: ReferenceRows[K][]) => void,
  /** How far the saving of a whole list has gone (device sync shows it the first time). */
  onSaving?: (saved: number, total: number) => void,
): Promise<void> {
  const listeners = { onFullList, onSaving } as RefreshListeners<ReferenceKind>;
  const flights = flightsIn(database());
  const flight = flights.get(kind);
  if (!flight) return fly(flights, kind, load, listeners);
  flight.listeners.add(listeners);
  flight.next ??= flight.running
    .catch(() => undefined)
    .then(() => {
      flights.delete(kind);
      return fly(flights, kind, load, listeners);
    });
  return flight.next;
}

function fly<K extends ReferenceKind>(
  flights: Map<ReferenceKind, Flight>,
  kind: K,
  load: (state: ReferenceSyncState) => Promise<ReferenceLoad<K>>,
  first: RefreshListeners<ReferenceKind>,
): Promise<void> {
  const flight: Flight = { running: Promise.resolve(), listeners: new Set([first]), next: null };
  const hear = {
    onFullList: (rows: ReferenceRows[K][]) => {
      for (const listener of flight.listeners) listener.onFullList?.(rows);
    },
    onSaving: (saved: number, total: number) => {
      for (const listener of flight.listeners) listener.onSaving?.(saved, total);
    },
  };
  flight.running = runRefresh(kind, load, hear.onFullList, hear.onSaving);
  flights.set(kind, flight);
  void flight.running
    .finally(() => {
      if (flights.get(kind) === flight && !flight.next) flights.delete(kind);
    })
    .catch(() => undefined);
  return flight.running;
}

async function runRefresh<K extends ReferenceKind>(
  kind: K,
  load: (state: ReferenceSyncState) => Promise<ReferenceLoad<K>>,
  onFullList: (rows: ReferenceRows[K][]) => void,
  onSaving: (saved: number, total: number) => void,
): Promise<void> {
  const db = database();
  const meta = await db.cacheMeta.get(kind);
  const cursor = meta?.cursor ?? null;
  const result = await load({ etag: meta?.etag ?? null, cursor });
  const savedAt = Date.now();
  const table = tableOf(db, kind);
  const unchanged =
    result.kind === 'notModified' ||
    (result.kind === 'delta' && result.rows.length === 0 && result.deleted.length === 0);
  if (unchanged) {
    // The rows stay as they are (and so does their token): only when, and the cursor, change.
    await db.cacheMeta.update(kind, {
      savedAt,
      cursor: result.kind === 'delta' ? result.cursor : cursor,
    });
    return;
  }
  const token = newRowsToken();
  // Rows of kind K; the first-items record is kept for items only (followItemsChange).
  const asItems = (rows: ReferenceRows[K][]) => rows as unknown as Item[];
  if (result.kind === 'full') {
    onFullList(result.rows);
    await db.transaction('rw', writeScope(db, kind), async () => {
      await table.clear();
      await putInChunks(result.rows, (rows) => table.bulkPut(rows), onSaving);
      await followItemsChange(db, kind, { kind: 'full', rows: asItems(result.rows) });
      const row = { key: kind, savedAt, etag: result.etag, cursor: result.cursor };
      await db.cacheMeta.put({ ...row, rowsToken: token });
      // Kept before the commit: the readers woken by it find them (an abort leaves a token
      // the device copy never holds, so they are never answered).
      keepRows(kind, token, result.rows);
    });
    return;
  }
  await db.transaction('rw', writeScope(db, kind), async () => {
    const before = (await db.cacheMeta.get(kind))?.rowsToken;
    // The full list's ETag no longer describes these rows: only the cursor does.
    await table.bulkDelete(result.deleted);
    await table.bulkPut(result.rows);
    const change = {
      kind: 'some',
      changed: asItems(result.rows),
      deleted: result.deleted,
    } as const;
    await followItemsChange(db, kind, change);
    await db.cacheMeta.put({
      key: kind,
      savedAt,
      etag: null,
      cursor: result.cursor,
      rowsToken: token,
    });
    applyToRows(kind, before, token, {
      ...change,
      changed: result.rows,
      idOf: (row) => idOf(kind, row),
    });
  });
}

/** Rows written per bulkPut of a whole list: small enough for progress to move every moment. */
const SAVE_CHUNK = 2_000;

async function putInChunks<T>(
  rows: T[],
  put: (chunk: T[]) => Promise<unknown>,
  onSaving: (saved: number, total: number) => void,
): Promise<void> {
  onSaving(0, rows.length);
  for (let start = 0; start < rows.length; start += SAVE_CHUNK) {
    await put(rows.slice(start, start + SAVE_CHUNK));
    onSaving(Math.min(start + SAVE_CHUNK, rows.length), rows.length);
  }
}

/** Within a write transaction: one row of `kind` saved or removed, under a new token. */
async function changeOneRow<K extends ReferenceKind>(
  db: InventoryDatabase,
  kind: K,
  change: { changed: ReferenceRows[K][]; deleted: number[] },
): Promise<void> {
  const before = (await db.cacheMeta.get(kind))?.rowsToken;
  const token = newRowsToken();
  await followItemsChange(db, kind, {
    kind: 'some',
    changed: change.changed as unknown as Item[],
    deleted: change.deleted,
  });
  // The ETag is dropped to force a reload; the cursor stays.
  const updated = await db.cacheMeta.update(kind, { etag: null, rowsToken: token });
  if (updated) applyToRows(kind, before, token, { ...change, idOf: (row) => idOf(kind, row) });
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
    await changeOneRow(db, kind, { changed: [row], deleted: [] });
  });
}

export async function removeReferenceRow(kind: ReferenceKind, id: number): Promise<void> {
  const db = database();
  await db.transaction('rw', writeScope(db, kind), async () => {
    await db.table(kind).delete(id);
    await changeOneRow(db, kind, { changed: [], deleted: [id] });
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
