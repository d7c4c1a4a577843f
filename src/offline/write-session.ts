import type { Table } from 'dexie';
import { readAccessToken } from '../lib/session-storage';
import { tokenUserId } from '../lib/token-claims';
import type { InventoryDatabase } from './database';

/**
 * The sign-in a device write was asked under (issue 32): every write of a list the server
 * answered (device sync, a screen's refresh, the bell's poll) carries the ticket taken when its
 * request went out, and is dropped if that sign-in has ended by the time it is written.
 *
 * A ticket is the sign-in generation of this tab, which Sign Out and every sign-in move on, and
 * the user whose token the device held. The generation catches Sign Out and a new sign-in in this
 * tab; the user catches another tab's Sign Out or sign-in (the cookie is the device's, shared by
 * every tab, and changes at once).
 */
export interface WriteTicket {
  readonly generation: number;
  readonly userId: string | null;
}

let generation = 0;

function currentUserId(): string | null {
  // A worker has no cookie and writes no lists.
  return typeof document === 'undefined' ? null : tokenUserId(readAccessToken());
}

/** Taken when a request goes out, before its answer. */
export function writeTicket(): WriteTicket {
  return { generation, userId: currentUserId() };
}

/**
 * Sign Out and sign-in: every answer asked for before is dropped. Synchronous, so called before
 * Sign Out's own transaction is made, it orders every later write after it (writeForSignIn).
 */
export function endSignInGeneration(): void {
  generation += 1;
}

/** Whether the sign-in that asked is still the device's: not after Sign Out or another sign-in. */
export function isCurrentSignIn(ticket: WriteTicket): boolean {
  if (ticket.generation !== generation) return false;
  return ticket.userId === null || ticket.userId === currentUserId();
}

/**
 * The one guard of list writes: `write` runs in a read-write transaction over `scope` only if
 * the ticket's sign-in is still current, checked inside the transaction. Sign Out's own
 * transaction (device-data.ts) is made after the generation moved on, and IndexedDB runs
 * overlapping transactions in the order they were made: a write either commits before Sign Out
 * clears it, or sees the ended sign-in and writes nothing. Answers true when written.
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
