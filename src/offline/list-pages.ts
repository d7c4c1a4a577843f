import { SERVER_LISTS, type RecordListId, type SavedListId } from '../../contract/lists';
import { MAIN_SITE_ID } from '../../contract/paths';
import { deviceSiteId, type SiteScope } from '../lib/site-choice';
import { database } from './database';
import { writeForSignIn, writeTicket, type WriteTicket } from './write-session';

/**
 * The last page seen of each server-paginated list (received items, PO items, waste), keyed by
 * list and query, so a screen shows it at once on the next visit and offline.
 */
export interface SavedListPage<T> {
  data: T;
  savedAt: number;
}

/** Distinct filters of one list kept at most; older ones are dropped when a new one is saved. */
const PAGES_KEPT_PER_LIST = 20;

/** Lists every site shares (design: Sites and transfers): one copy, whatever the site. */
const SHARED_LISTS: readonly SavedListId[] = ['roles'];

/**
 * Each site's copy of a stock list apart (design: Sites and transfers): Main's under the keys
 * devices held before sites (their copies are Main's, nothing to move), another site's
 * behind `@{SiteId}/`, every site's report behind `@all/`.
 */
function sitePrefix(list: SavedListId, site: SiteScope): string {
  if (SHARED_LISTS.includes(list) || site === MAIN_SITE_ID) return '';
  return `@${site}/`;
}

/**
 * Where a page of a list is saved: the list's page key from contract/lists.ts (stored on
 * devices: never renamed) and the query, e.g. `received-items?page=1`, at the device's site
 * unless `site` names another.
 */
export function listPageKey(
  list: SavedListId,
  query: string,
  site: SiteScope = deviceSiteId(),
): string {
  return `${sitePrefix(list, site)}${SERVER_LISTS[list].pageKey}?${query}`;
}

/** Where one record of a list is saved, e.g. `stocktake?7`, at the device's site. */
export function recordPageKey(list: RecordListId, id: number): string {
  return `${sitePrefix(list, deviceSiteId())}${SERVER_LISTS[list].record.pageKey}?${id}`;
}

export async function readListPage<T>(key: string): Promise<SavedListPage<T> | null> {
  const row = await database().listPages.get(key);
  return row ? { data: row.data as T, savedAt: row.savedAt } : null;
}

/**
 * Saves a page the server answered to a request sent under `ticket` (write-session.ts): taken
 * before the request, so an answer arriving after Sign Out is not written. Without one, the
 * sign-in of the moment (a page saved at once, not an answer).
 */
export async function saveListPage(
  key: string,
  data: unknown,
  ticket: WriteTicket = writeTicket(),
): Promise<void> {
  const db = database();
  const prefix = `${key.split('?')[0] ?? key}?`;
  await writeForSignIn(db, ticket, [db.listPages], async () => {
    await db.listPages.put({ key, data, savedAt: Date.now() });
    const pages = await db.listPages.where('key').startsWith(prefix).toArray();
    const stale = pages
      .sort((a, b) => b.savedAt - a.savedAt)
      .slice(PAGES_KEPT_PER_LIST)
      .map((page) => page.key);
    if (stale.length > 0) await db.listPages.bulkDelete(stale);
  });
}

/** Every saved page of one list, whatever its query (e.g. each filter of the received list). */
export async function readListPagesOf<T>(list: SavedListId): Promise<SavedListPage<T>[]> {
  const rows = await database().listPages.where('key').startsWith(listPageKey(list, '')).toArray();
  return rows.map((row) => ({ data: row.data as T, savedAt: row.savedAt }));
}

/**
 * Loads a page and saves it under the sign-in that asked for it (by default the one of the
 * moment the request goes out); answers what was loaded.
 */
export async function loadListPage<T>(
  key: string,
  load: () => Promise<T>,
  ticket: WriteTicket = writeTicket(),
): Promise<T> {
  const data = await load();
  await saveListPage(key, data, ticket);
  return data;
}
