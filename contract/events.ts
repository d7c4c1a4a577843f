import { PER_RECORD, SERVER_LIST_IDS, SERVER_LISTS, type ListEventPattern } from './lists';
import { canAccess, type PageName } from './roles';

/** Event names of contract/lists.ts that name one list; `stocktake:{id}` is per record. */
type StaticEventName = Exclude<ListEventPattern, `${string}${typeof PER_RECORD}`>;

function isStaticEvent(event: ListEventPattern | null): event is StaticEventName {
  return event !== null && !event.includes(PER_RECORD);
}

/** Lists an event may name (design: Live updates), besides `stocktake:{id}`: from lists.ts. */
export const EVENT_LISTS: readonly StaticEventName[] = [
  ...new Set(SERVER_LIST_IDS.map((id) => SERVER_LISTS[id].event).filter(isStaticEvent)),
];
export type EventListName = StaticEventName | `stocktake:${number}`;

/**
 * One event of `GET /events`: the list's new version. A stock list's event names the site whose
 * records changed (design: Sites and transfers), with the list's version as ever (the one its
 * ETag is made of); a transfer changes both its sites' lists: one event for each. A device at
 * another site may ignore it. Lists every site shares (items, categories, …) and a stocktake's
 * own list name none.
 */
export interface ListEvent {
  list: EventListName;
  version: number;
  siteId?: number;
}

/** The stream's comment heartbeat, unless the server is told otherwise (EVENTS_HEARTBEAT_MS). */
export const EVENT_HEARTBEAT_MS = 25_000;

const STOCKTAKE_PREFIX = 'stocktake:';

export function stocktakeEventList(id: number): EventListName {
  return `${STOCKTAKE_PREFIX}${id}`;
}

/** The stocktake an event names, or null. */
export function stocktakeIdOf(list: string): number | null {
  if (!list.startsWith(STOCKTAKE_PREFIX)) return null;
  const id = Number(list.slice(STOCKTAKE_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The page whose GET a list's readers need (server/routes): null for lists every signed-in
 * role reads (reference lists, receiving, waste, near-expiry).
 */
const READ_BY: Partial<Record<StaticEventName, PageName>> = {
  orders: 'Orders',
  'purchase-orders': 'Add Inventory',
  transfers: 'Transfers',
};

function pageReading(list: string): PageName | null {
  if (stocktakeIdOf(list) !== null) return 'Stocktake';
  return READ_BY[list as StaticEventName] ?? null;
}

/** Whether a role hears about this list: exactly the roles that may read it. */
export function mayHearList(roleName: string | null | undefined, list: string): boolean {
  const page = pageReading(list);
  return page === null ? !!roleName : canAccess(roleName, page);
}

/**
 * The database's list names (list_versions) and the event lists each one changes, from lists.ts:
 * lots change with every delivery, waste, order and stocktake post: stock and near-expiry.
 */
const EVENTS_OF_DATABASE_LIST: ReadonlyMap<string, readonly EventListName[]> = (() => {
  const events = new Map<string, EventListName[]>();
  for (const id of SERVER_LIST_IDS) {
    const { version, event } = SERVER_LISTS[id];
    if (version === null || !isStaticEvent(event)) continue;
    const known = events.get(version) ?? [];
    if (!known.includes(event)) known.push(event);
    events.set(version, known);
  }
  return events;
})();

/**
 * The database lists whose records belong to a site: each also has one row per site
 * (`lots@2`, migration 016), and only those rows make events, each naming its site.
 */
export const SITE_VERSIONED_LISTS: readonly string[] = [
  'lots',
  'waste',
  'orders',
  'purchase_orders',
  'transfers',
];
const SITE_SEPARATOR = '@';

/** The list and site of a site's row (`lots@2`), or null for any other row. */
export function siteRowOf(databaseList: string): { list: string; siteId: number } | null {
  const at = databaseList.lastIndexOf(SITE_SEPARATOR);
  if (at < 0) return null;
  const list = databaseList.slice(0, at);
  const siteId = Number(databaseList.slice(at + 1));
  if (!SITE_VERSIONED_LISTS.includes(list) || !Number.isSafeInteger(siteId) || siteId < 1) {
    return null;
  }
  return { list, siteId };
}

export function eventListsOf(databaseList: string): readonly EventListName[] {
  const id = stocktakeIdOf(databaseList);
  if (id !== null) return [stocktakeEventList(id)];
  return EVENTS_OF_DATABASE_LIST.get(databaseList) ?? [];
}

/**
 * The events a database list's change makes, at the list's `version`: a site's row names its
 * site (the hub passes its list's version, not the row's own count).
 */
export function eventsOf(databaseList: string, version: number): ListEvent[] {
  // A site list's own row: its sites' rows tell the same change, naming the site.
  if (SITE_VERSIONED_LISTS.includes(databaseList)) return [];
  const site = siteRowOf(databaseList);
  if (!site) return eventListsOf(databaseList).map((list) => ({ list, version }));
  return eventListsOf(site.list).map((list) => ({ list, version, siteId: site.siteId }));
}
