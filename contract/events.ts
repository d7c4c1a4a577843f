import { canAccess, type PageName } from './roles';

/** Lists an event may name (design: Live updates), besides `stocktake:{id}`. */
export const EVENT_LISTS = [
  'items',
  'categories',
  'locations',
  'suppliers',
  'departments',
  'receive-items',
  'waste',
  'orders',
  'purchase-orders',
  'near-expiry',
] as const;
export type EventListName = (typeof EVENT_LISTS)[number] | `stocktake:${number}`;

/** One event of `GET /events`: the list's new version. */
export interface ListEvent {
  list: EventListName;
  version: number;
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
function pageReading(list: string): PageName | null {
  if (list === 'orders') return 'Orders';
  if (list === 'purchase-orders') return 'Add Inventory';
  if (stocktakeIdOf(list) !== null) return 'Stocktake';
  return null;
}

/** Whether a role hears about this list: exactly the roles that may read it. */
export function mayHearList(roleName: string | null | undefined, list: string): boolean {
  const page = pageReading(list);
  return page === null ? !!roleName : canAccess(roleName, page);
}

/** The database's list names (list_versions) and the event lists each one changes. */
const EVENTS_OF_DATABASE_LIST: Readonly<Record<string, readonly EventListName[]>> = {
  items: ['items'],
  categories: ['categories'],
  item_areas: ['locations'],
  suppliers: ['suppliers'],
  departments: ['departments'],
  // Lots change with every delivery, waste, order and stocktake post: stock and near-expiry.
  lots: ['receive-items', 'near-expiry'],
  waste: ['waste'],
  orders: ['orders'],
  purchase_orders: ['purchase-orders'],
};

export function eventListsOf(databaseList: string): readonly EventListName[] {
  const id = stocktakeIdOf(databaseList);
  if (id !== null) return [stocktakeEventList(id)];
  return EVENTS_OF_DATABASE_LIST[databaseList] ?? [];
}
