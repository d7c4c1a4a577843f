import type { Item } from '../../contract/schemas/reference';
import type {
  ReferenceKind,
  ReferenceLoad,
  ReferenceRows,
  ReferenceSyncState,
} from '../api/reference-types';
import { database, type CacheMeta, type InventoryDatabase } from './database';
import { updateFirstItems, type ItemsChange } from './first-items-cache';
import { deviceSiteId, readChosenSiteId } from '../lib/site-choice';
import { rowStoreOf, type RowStore } from './reference-rows';
import { referenceKey, siteRowStore } from './site-rows';
import { applyToRows, keepRows, newRowsToken, rowsInMemory } from './rows-in-memory';
import { writeForSignIn, writeTicket, type WriteTicket } from './write-session';

// The lists' types live below the cache (api/reference-types.ts: the loader and
// reference-rows.ts name them too); importers keep reading them here.
export type { ReferenceKind, ReferenceLoad, ReferenceRows, ReferenceSyncState };

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
 * A kind's copy at one site (site-rows.ts): `key` names its cacheMeta row and its rows in this
 * tab's memory; Main's and shared kinds' are the kind's name and table, as before sites.
 */
interface Copy<K extends ReferenceKind> {
  kind: K;
  key: string;
  /** The site it is asked for (X-Site-Id); null: no site chosen, no header. */
  site: number | null;
}

/** The copy of `kind` the device's chosen site reads and writes. */
function copyAt<K extends ReferenceKind>(kind: K): Copy<K> {
  const site = deviceSiteId();
  return { kind, key: referenceKey(kind, site), site: readSiteHeader(site) };
}

/** The site named to the server: none while no site is chosen (a server before sites). */
function readSiteHeader(site: number): number | null {
  return readChosenSiteId() === null ? null : site;
}

function storeOf<K extends ReferenceKind>(
  db: InventoryDatabase,
  { kind, key }: Copy<K>,
): RowStore<ReferenceRows[K]> {
  const id = (row: ReferenceRows[K]) => idOf(kind, row);
  return key === kind ? rowStoreOf(db, kind, id) : siteRowStore(db, key, id);
}

/** What a write to a kind's rows touches: the items also keep their first screenful. */
function writeScope(db: InventoryDatabase, copy: Copy<ReferenceKind>) {
  const rows = storeOf(db, copy).table;
  return copy.kind === 'items' ? [rows, db.cacheMeta, db.keyValue] : [rows, db.cacheMeta];
}

/** Within a write transaction: the items' first screenful follows their change. */
async function followItemsChange(
  db: InventoryDatabase,
  kind: ReferenceKind,
  change: ItemsChange,
): Promise<void> {
  if (kind === 'items') await updateFirstItems(db, change);
}

/**
 * A kind's rows and when they were saved. Rows this tab already holds for the device copy's
 * current write are answered without reading (rows-in-memory.ts); otherwise they are read a
 * chunk per request, so a delta's write never waits for a whole read of 100,000 rows. A write
 * landing between two chunks changes the token: the read starts again.
 */
export async function readReference<K extends ReferenceKind>(kind: K): Promise<CachedReference<K>> {
  const db = database();
  const copy = copyAt(kind);
  const { key } = copy;
  const store = storeOf(db, copy);
  for (let attempt = 0; ; attempt += 1) {
    const meta = await db.cacheMeta.get(key);
    const savedAt = meta?.savedAt ?? null;
    const kept = rowsInMemory(key, meta?.rowsToken) as ReferenceRows[K][] | null;
    if (kept) return { rows: kept, savedAt };
    // After two writes in the way, one read in one transaction: slower, but it ends.
    if (attempt >= 2) return readInOneTransaction(db, copy);
    const rows = await store.readAll();
    const after = await db.cacheMeta.get(key);
    if (after?.rowsToken !== meta?.rowsToken || after?.savedAt !== meta?.savedAt) continue;
    if (meta?.rowsToken !== undefined) keepRows(key, meta.rowsToken, rows);
    return { rows, savedAt };
  }
}

async function readInOneTransaction<K extends ReferenceKind>(
  db: InventoryDatabase,
  copy: Copy<K>,
): Promise<CachedReference<K>> {
  const store = storeOf(db, copy);
  const { key } = copy;
  return db.transaction('r', [store.table, db.cacheMeta], async () => {
    const [rows, meta] = await Promise.all([store.readAtOnce(), db.cacheMeta.get(key)]);
    if (meta?.rowsToken !== undefined) keepRows(key, meta.rowsToken, rows);
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
  /** Whether its request has gone out: until then a caller's change is in its answer too. */
  asked: boolean;
}

/**
 * The refresh of each copy under way (a kind, at a site for the site kinds), per database:
 * never two of one list at once (issue 26); one site's never answers for another's.
 */
const flightsOf = new WeakMap<InventoryDatabase, Map<string, Flight>>();

function flightsIn(db: InventoryDatabase): Map<string, Flight> {
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
  const copy = copyAt(kind);
  const flight = flights.get(copy.key);
  if (!flight) return fly(flights, copy, load, listeners);
  flight.listeners.add(listeners);
  // A screen opening as device sync starts: one request answers both.
  if (!flight.asked) return flight.running;
  flight.next ??= flight.running
    .catch(() => undefined)
    .then(() => {
      flights.delete(copy.key);
      return fly(flights, copy, load, listeners);
    });
  return flight.next;
}

function fly<K extends ReferenceKind>(
  flights: Map<string, Flight>,
  copy: Copy<K>,
  load: (state: ReferenceSyncState) => Promise<ReferenceLoad<K>>,
  first: RefreshListeners<ReferenceKind>,
): Promise<void> {
  const flight: Flight = {
    running: Promise.resolve(),
    listeners: new Set([first]),
    next: null,
    asked: false,
  };
  const hear = {
    onFullList: (rows: ReferenceRows[K][]) => {
      for (const listener of flight.listeners) listener.onFullList?.(rows);
    },
    onSaving: (saved: number, total: number) => {
      for (const listener of flight.listeners) listener.onSaving?.(saved, total);
    },
  };
  const asking = (state: ReferenceSyncState) => {
    flight.asked = true;
    return load(state);
  };
  flight.running = runRefresh(copy, asking, hear.onFullList, hear.onSaving);
  flights.set(copy.key, flight);
  void flight.running
    .finally(() => {
      if (flights.get(copy.key) === flight && !flight.next) flights.delete(copy.key);
    })
    .catch(() => undefined);
  return flight.running;
}

async function runRefresh<K extends ReferenceKind>(
  copy: Copy<K>,
  load: (state: ReferenceSyncState) => Promise<ReferenceLoad<K>>,
  onFullList: (rows: ReferenceRows[K][]) => void,
  onSaving: (saved: number, total: number) => void,
): Promise<void> {
  const db = database();
  const { key } = copy;
  const meta = await db.cacheMeta.get(key);
  const cursor = meta?.cursor ?? null;
  // Taken as the request goes out: an answer arriving after Sign Out is not written.
  const ticket = writeTicket();
  // Asked at the copy's own site: a switch meanwhile never files one site's rows as another's.
  const result = await load({ etag: meta?.etag ?? null, cursor, site: copy.site });
  const savedAt = Date.now();
  const unchanged =
    result.kind === 'notModified' ||
    (result.kind === 'delta' && result.rows.length === 0 && result.deleted.length === 0);
  if (unchanged) {
    // The rows stay as they are (and so does their token): only when, and the cursor, change.
    const next = result.kind === 'delta' ? result.cursor : cursor;
    await writeForSignIn(db, ticket, [db.cacheMeta], () =>
      db.cacheMeta.put({ ...meta, key, savedAt, etag: meta?.etag ?? null, cursor: next }),
    );
    return;
  }
  if (result.kind === 'full') {
    onFullList(result.rows);
    await writeRows(db, ticket, copy, { kind: 'full', rows: result.rows }, onSaving, {
      key,
      savedAt,
      etag: result.etag,
      cursor: result.cursor,
    });
    return;
  }
  // The full list's ETag no longer describes these rows: only the cursor does.
  const change = { kind: 'some', changed: result.rows, deleted: result.deleted } as const;
  await writeRows(db, ticket, copy, change, onSaving, {
    key,
    savedAt,
    etag: null,
    cursor: result.cursor,
  });
}

type RowsChange<T> =
  | { kind: 'full'; rows: readonly T[] }
  | { kind: 'some'; changed: readonly T[]; deleted: readonly number[] };

/**
 * Writes a change of a kind's rows in one transaction, with its first screenful (items), its
 * cacheMeta row (`meta`, or for a row saved after a write the stored one without its ETag) and
 * a new rows token; this tab's rows in memory follow. Nothing is written once the sign-in
 * `ticket` names has ended (write-session.ts).
 */
async function writeRows<K extends ReferenceKind>(
  db: InventoryDatabase,
  ticket: WriteTicket,
  copy: Copy<K>,
  change: RowsChange<ReferenceRows[K]>,
  onSaving: (saved: number, total: number) => void,
  meta: CacheMeta | null,
): Promise<void> {
  const { kind, key } = copy;
  const store = storeOf(db, copy);
  const token = newRowsToken();
  // Rows of kind K; the first-items record is kept for items only (followItemsChange).
  const asItems = (rows: readonly ReferenceRows[K][]) => rows as unknown as readonly Item[];
  // Requests that do not depend on each other are asked together: each answer waits for the
  // page's main thread, which is busy while a screen opens, so fewer rounds commit sooner.
  await writeForSignIn(db, ticket, writeScope(db, copy), async () => {
    const stored = db.cacheMeta.get(key);
    if (change.kind === 'full') {
      await store.writeAll(change.rows, onSaving);
      await followItemsChange(db, kind, { kind: 'full', rows: asItems(change.rows) });
    } else {
      const grew = await store.change(change.changed, change.deleted);
      const { changed, deleted } = change;
      await followItemsChange(db, kind, { kind: 'some', changed: asItems(changed), deleted, grew });
    }
    const before = await stored;
    if (meta) await db.cacheMeta.put({ ...meta, rowsToken: token });
    // A row saved after a write: the ETag is dropped to force a reload; the cursor stays.
    else if (before) await db.cacheMeta.put({ ...before, etag: null, rowsToken: token });
    // Kept before the commit: the readers it wakes find them (an abort leaves a token the
    // device copy never holds, so they are never answered).
    if (change.kind === 'full') keepRows(key, token, change.rows);
    else applyToRows(key, before?.rowsToken, token, { ...change, idOf: (row) => idOf(kind, row) });
  });
}

/**
 * A write the server accepted updates the cache at once. The ETag is dropped to force a
 * reload; the cursor stays: the next delta brings this row again, which is harmless.
 */
export async function saveReferenceRow<K extends ReferenceKind>(
  kind: K,
  row: ReferenceRows[K],
  ticket: WriteTicket = writeTicket(),
): Promise<void> {
  const change = { kind: 'some', changed: [row], deleted: [] } as const;
  await writeRows(database(), ticket, copyAt(kind), change, () => undefined, null);
}

export async function removeReferenceRow(
  kind: ReferenceKind,
  id: number,
  ticket: WriteTicket = writeTicket(),
): Promise<void> {
  const change = { kind: 'some', changed: [], deleted: [id] } as const;
  await writeRows(database(), ticket, copyAt(kind), change, () => undefined, null);
}

export function idOf<K extends ReferenceKind>(kind: K, row: ReferenceRows[K]): number {
  // TypeScript cannot index a generic row by a key chosen through the same generic.
  return (row as unknown as Record<string, number>)[ID_FIELD[kind]] ?? 0;
}

export async function readReferenceRow<K extends ReferenceKind>(
  kind: K,
  id: number,
): Promise<ReferenceRows[K] | undefined> {
  const kept = await readKeptRow(kind, id);
  return kept ?? storeOf(database(), copyAt(kind)).get(id);
}

/** The row from this tab's rows in memory when they are the device copy's current ones. */
async function readKeptRow<K extends ReferenceKind>(
  kind: K,
  id: number,
): Promise<ReferenceRows[K] | undefined> {
  const { key } = copyAt(kind);
  const meta = await database().cacheMeta.get(key);
  return (rowsInMemory(key, meta?.rowsToken) as ReferenceRows[K][] | null)?.find(
    (row) => idOf(kind, row) === id,
  );
}
