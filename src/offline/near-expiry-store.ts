import type { NearExpiryWire } from '../api/near-expiry';
import {
  forgetSavedNearExpiryList,
  readNearExpiryList,
  saveNearExpiryList,
} from './near-expiry-cache';
import type { WriteTicket } from './write-session';
import { deviceSiteId } from '../lib/site-choice';

/**
 * The last near-expiry list the server answered, with when it came. The panel follows the spec
 * (a failed poll empties it); this copy is kept so the offline layer can persist it and show it
 * when there is no network. Plain module state: one list per tab.
 */
export interface NearExpirySnapshot {
  entries: readonly NearExpiryWire[];
  savedAt: number;
}

let lastSnapshot: NearExpirySnapshot | null = null;
/** The site the last list is of: another site's list is never shown as this one's. */
let lastSiteId: number | null = null;

export function rememberNearExpiryList(
  entries: readonly NearExpiryWire[],
  savedAt: number,
  ticket: WriteTicket,
): void {
  lastSnapshot = { entries, savedAt };
  lastSiteId = deviceSiteId();
  // Kept on the device too, so the bell still has it after an offline reload (not after Sign Out).
  void saveNearExpiryList(entries, ticket).catch(() => undefined);
}

/** The last list saved on this device (offline start), or null. */
export async function readSavedNearExpiryList(): Promise<NearExpirySnapshot | null> {
  const saved = await readNearExpiryList().catch(() => null);
  return saved ? { entries: saved.data as NearExpiryWire[], savedAt: saved.savedAt } : null;
}

export function readLastNearExpiryList(): NearExpirySnapshot | null {
  return lastSiteId === deviceSiteId() ? lastSnapshot : null;
}

/** Sign-out and tests: nothing of the previous user stays. */
export function forgetNearExpiryList(): void {
  lastSnapshot = null;
  void forgetSavedNearExpiryList().catch(() => undefined);
}
