import type { Table } from 'dexie';
import { readAccessToken } from '../lib/session-storage';
import type { InventoryDatabase } from './database';

/**
 * The sign-in a device write was asked under (issue 32): every write of a list the server
 * answered (device sync, a screen's refresh, the bell's poll) carries the ticket taken when its
 * request went out, and is dropped if that sign-in has ended by the time it is written.
 *
 * A sign-in is named by its token: each sign-in gets a new one (a random `jti`), so it is the
 * user's id and a sign-in generation in one, and it lives in the cookie every tab of the device
 * shares. Sign Out, expiry and a 401 remove it at once (synchronously), so an answer arriving
 * after them, in this tab or another, finds a different (or no) sign-in and is not written.
 */
export interface WriteTicket {
  readonly token: string | null;
}

function currentToken(): string | null {
  // A worker has no cookie and writes no lists.
  return typeof document === 'undefined' ? null : readAccessToken();
}

/** Taken when a request goes out, before its answer. */
export function writeTicket(): WriteTicket {
  return { token: currentToken() };
}

/** Whether the sign-in that asked is still the device's: not after Sign Out or another sign-in. */
export function isCurrentSignIn(ticket: WriteTicket): boolean {
  return currentToken() === ticket.token;
}

/**
 * The one guard of list writes: `write` runs in a read-write transaction over `scope` only if
 * the ticket's sign-in is still current, checked inside the transaction. Sign Out's own
 * transaction (device-data.ts) is made after the cookie is gone or before this one runs, and
 * IndexedDB runs overlapping transactions in the order they were made: a write either commits
 * before Sign Out clears it, or sees the ended sign-in and writes nothing. Answers true when
 * written.
 */
export async function writeForSignIn(
  db: InventoryDatabase,
  ticket: WriteTicket,
  scope: readonly Table[],
  write: () => Promise<unknown>,
): Promise<boolean> {
  return db.transaction('rw', scope, async () => {
    if (!isCurrentSignIn(ticket)) return false;
    await write();
    return true;
  });
}
