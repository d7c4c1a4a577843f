import { database } from './database';
import { listPageKey, readListPage, saveListPage } from './list-pages';
import type { WriteTicket } from './write-session';

/** The last near-expiry list the server answered at this site, kept so the bell has it offline. */
const nearExpiryKey = () => listPageKey('near-expiry', '');

export async function saveNearExpiryList(
  entries: readonly unknown[],
  ticket: WriteTicket,
): Promise<void> {
  await saveListPage(nearExpiryKey(), entries, ticket);
}

export async function readNearExpiryList(): Promise<{ data: unknown[]; savedAt: number } | null> {
  return readListPage<unknown[]>(nearExpiryKey());
}

export async function forgetSavedNearExpiryList(): Promise<void> {
  await database().listPages.delete(nearExpiryKey());
}
