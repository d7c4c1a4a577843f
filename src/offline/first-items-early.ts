import type { FirstItems } from '../lib/first-items';

/** The device database's name (Dexie's, see database.ts). */
export const DATABASE_NAME = 'inventory';
/** The keyValue row that holds the items' first screenful. */
export const FIRST_ITEMS_KEY = 'first-items';

export function isFirstItems(value: unknown): value is FirstItems {
  const record = value as Partial<FirstItems> | undefined;
  return Array.isArray(record?.items) && typeof record.total === 'number';
}

/**
 * The first items read with IndexedDB itself, without Dexie: the start-up chunk can ask for
 * them before Dexie's chunk has loaded. Makes no database: a device without one has none saved.
 */
function readWithoutDexie(): Promise<FirstItems | null> {
  return new Promise((resolve) => {
    const open = indexedDB.open(DATABASE_NAME);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(null);
    open.onblocked = () => resolve(null);
    open.onsuccess = () => {
      const db = open.result;
      const done = (value: FirstItems | null) => {
        db.close();
        resolve(value);
      };
      // A newer version of the app upgrading the database goes first.
      db.onversionchange = () => done(null);
      if (!db.objectStoreNames.contains('keyValue')) {
        done(null);
        return;
      }
      try {
        const read = db.transaction('keyValue').objectStore('keyValue').get(FIRST_ITEMS_KEY);
        read.onsuccess = () => {
          const value = (read.result as { value?: unknown } | undefined)?.value;
          done(isFirstItems(value) ? value : null);
        };
        read.onerror = () => done(null);
      } catch {
        // A connection closing under it (an upgrade began): the screen reads it through Dexie.
        done(null);
      }
    };
  });
}

/** A read begun at start-up, before the list's screen mounted, and its answer once it came. */
interface EarlyRead {
  promise: Promise<FirstItems | null>;
  answer?: FirstItems | null;
  startedAt: number;
}

/**
 * Past this the early read is not taken: its screen never mounted (a redirect to the login or
 * Unauthorized page), and a visit later must not be shown a record from before changes since.
 */
const EARLY_READ_KEPT_MS = 5_000;

function freshEarlyRead(): EarlyRead | null {
  return early && Date.now() - early.startedAt <= EARLY_READ_KEPT_MS ? early : null;
}

let early: EarlyRead | null = null;

/**
 * Starts reading the first items now, beside the start-up's chunks, so opening the database
 * and reading the record no longer wait for the screen's chunk, first render and effects.
 */
export function readFirstItemsEarly(): void {
  if (freshEarlyRead() || typeof indexedDB === 'undefined') return;
  const read: EarlyRead = { promise: readWithoutDexie().catch(() => null), startedAt: Date.now() };
  void read.promise.then((answer) => {
    read.answer = answer;
  });
  early = read;
}

/** What the early read answered, if it has: the screen's first render shows it at once. */
export function earlyFirstItems(): FirstItems | null | undefined {
  return freshEarlyRead()?.answer;
}

/**
 * The early read, once, for the screen that mounts first (null when none was begun): a later
 * visit reads afresh, as changes may have been written since.
 */
export function takeEarlyFirstItems(): Promise<FirstItems | null> | null {
  const read = freshEarlyRead();
  early = null;
  return read?.promise ?? null;
}
