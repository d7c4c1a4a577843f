import {
  ENDPOINTS,
  PURCHASING_ENDPOINTS,
  SITE_ENDPOINTS,
  STOCKTAKE_ENDPOINTS,
  TRANSFER_ENDPOINTS,
  VALUATION_ENDPOINTS,
} from './paths';

/**
 * The one table of server lists (issue 33): each list's names, once. Everything else derives
 * from it: the live events (events.ts), the server's version keys (server/sync/list-versions.ts),
 * the device's saved-page keys (src/offline/list-pages.ts), which outbox kinds show in and reload
 * which list (src/offline/outbox/kinds.ts, src/hooks/useServerList.ts). The client's route of
 * each list screen is in src/lib/list-routes.ts, keyed by the same ids (the contract does not
 * know the app's routes).
 *
 * Every name here is on the wire or on devices: `version` is a row of list_versions (triggers of
 * migration 003 write it), `event` is what GET /events sends, `pageKey` prefixes the saved
 * pages already stored in devices' IndexedDB. Renaming one orphans data: add a migration or keep
 * the old name.
 */
export interface ServerListSpec {
  /**
   * The list_versions row its writes bump, in the write's transaction; `stocktake:{id}`: one row
   * per stocktake. null: answered from the database's summed version, or not versioned at all.
   */
  version: string | null;
  /** The GET /events list naming it when it changes; null: no event of its own. */
  event: string | null;
  /** True for the reference lists a device keeps by delta sync (`?since=`), not as saved pages. */
  delta: boolean;
  /**
   * The outbox kinds whose entries show waiting in this list and reload it once sent; a saved
   * form goes to this list's screen. Each kind belongs to exactly one list.
   */
  kinds: readonly string[];
  /** Other lists whose changes (their kinds sent, their event) reload this one: reports. */
  follows: readonly string[];
  /** The prefix of its saved pages on the device (`key?query`); null: not saved as pages. */
  pageKey: string | null;
  /** Its GET, relative to the API root; a list read from several endpoints names each. */
  endpoint: string | readonly string[];
  /**
   * The device's name of a list it keeps whole (src/api/reference-types.ts, `ReferenceKind`): also
   * the name of its IndexedDB table, so never renamed.
   */
  reference?: string;
  /** One record of it read on its own screen and saved as a page (`recordKey?id`). */
  record?: {
    pageKey: string;
    endpoint: (id: number | string) => string;
    /** Kinds sent from the record's screen: they belong to this list too. */
    kinds: readonly string[];
  };
}

export const SERVER_LISTS = {
  // Reference data: the device copy is delta synced (src/offline/reference-cache.ts).
  items: {
    version: 'items',
    event: 'items',
    delta: true,
    kinds: [],
    follows: [],
    pageKey: null,
    endpoint: ENDPOINTS.items,
    reference: 'items',
  },
  categories: {
    version: 'categories',
    event: 'categories',
    delta: true,
    kinds: [],
    follows: [],
    pageKey: null,
    endpoint: ENDPOINTS.categories,
    reference: 'categories',
  },
  'item-areas': {
    version: 'item_areas',
    event: 'locations',
    delta: true,
    kinds: [],
    follows: [],
    pageKey: null,
    endpoint: ENDPOINTS.locations,
    reference: 'itemAreas',
  },
  suppliers: {
    version: 'suppliers',
    event: 'suppliers',
    delta: true,
    kinds: [],
    follows: [],
    pageKey: null,
    endpoint: ENDPOINTS.suppliers,
    reference: 'suppliers',
  },
  departments: {
    version: 'departments',
    event: 'departments',
    delta: true,
    kinds: [],
    follows: [],
    pageKey: null,
    endpoint: ENDPOINTS.departments,
    reference: 'departments',
  },
  users: {
    version: 'users',
    event: null,
    delta: false,
    kinds: [],
    follows: [],
    pageKey: null,
    endpoint: ENDPOINTS.users,
  },
  /** The sites the user works at (design: Sites and transfers). */
  sites: {
    version: 'sites',
    event: null,
    delta: false,
    kinds: [],
    follows: [],
    pageKey: null,
    endpoint: SITE_ENDPOINTS.sites,
  },
  roles: {
    version: null,
    event: null,
    delta: false,
    kinds: [],
    follows: [],
    pageKey: 'roles',
    endpoint: ENDPOINTS.roles,
  },
  // Stock: every lot is one row of `lots`, so receiving, PO items and near-expiry share a version.
  'received-items': {
    version: 'lots',
    event: 'receive-items',
    delta: false,
    kinds: ['receive'],
    follows: [],
    pageKey: 'received-items',
    endpoint: ENDPOINTS.receiveItems,
  },
  'po-items': {
    version: 'lots',
    event: 'receive-items',
    delta: false,
    kinds: ['po-receive'],
    follows: [],
    pageKey: 'po-items',
    endpoint: ENDPOINTS.poReceiveItems,
  },
  waste: {
    version: 'waste',
    event: 'waste',
    delta: false,
    kinds: ['waste'],
    follows: [],
    pageKey: 'waste',
    endpoint: ENDPOINTS.wasteItems,
  },
  orders: {
    version: 'orders',
    event: 'orders',
    delta: false,
    kinds: ['order'],
    follows: [],
    pageKey: 'orders',
    endpoint: ENDPOINTS.orderItems,
  },
  'purchase-orders': {
    version: 'purchase_orders',
    event: 'purchase-orders',
    delta: false,
    kinds: [
      'purchase-order',
      'purchase-order-edit',
      'purchase-order-send',
      'purchase-order-cancel',
      'po-approve',
      'po-reject',
    ],
    follows: [],
    pageKey: 'purchase-orders',
    endpoint: PURCHASING_ENDPOINTS.purchaseOrders,
    reference: 'purchaseOrders',
    record: { pageKey: 'purchase-order', endpoint: PURCHASING_ENDPOINTS.purchaseOrder, kinds: [] },
  },
  'near-expiry': {
    version: 'lots',
    event: 'near-expiry',
    delta: false,
    kinds: [],
    follows: [],
    pageKey: 'near-expiry',
    endpoint: ENDPOINTS.nearExpiry,
  },
  stocktakes: {
    version: 'stocktake:{id}',
    event: 'stocktake:{id}',
    delta: false,
    kinds: ['stocktake'],
    follows: [],
    pageKey: 'stocktakes',
    endpoint: STOCKTAKE_ENDPOINTS.stocktakes,
    record: {
      pageKey: 'stocktake',
      endpoint: STOCKTAKE_ENDPOINTS.stocktake,
      kinds: ['stocktake-count', 'stocktake-count-delete'],
    },
  },
  /** The request site's transfers, in and out (design: Sites and transfers). */
  transfers: {
    version: 'transfers',
    event: 'transfers',
    delta: false,
    kinds: ['transfer'],
    follows: [],
    pageKey: 'transfers',
    endpoint: TRANSFER_ENDPOINTS.transfers,
    record: {
      pageKey: 'transfer',
      endpoint: TRANSFER_ENDPOINTS.transfer,
      kinds: ['transfer-receive', 'transfer-cancel'],
    },
  },
  // Read from the database's summed version: no event of their own.
  'purchase-suggestions': {
    version: null,
    event: null,
    delta: false,
    kinds: [],
    follows: ['purchase-orders'],
    pageKey: 'purchase-suggestions',
    endpoint: PURCHASING_ENDPOINTS.suggestions,
  },
  'stock-value': {
    version: null,
    event: null,
    delta: false,
    kinds: [],
    follows: ['received-items', 'po-items', 'waste', 'orders'],
    pageKey: 'stock-value',
    endpoint: VALUATION_ENDPOINTS.stockValue,
  },
  'waste-cost': {
    version: null,
    event: null,
    delta: false,
    kinds: [],
    follows: ['received-items', 'po-items', 'waste', 'orders'],
    pageKey: 'waste-cost',
    endpoint: VALUATION_ENDPOINTS.wasteCost,
  },
  'stock-adjustments': {
    version: null,
    event: null,
    delta: false,
    kinds: [],
    follows: [],
    pageKey: 'stock-adjustments',
    endpoint: STOCKTAKE_ENDPOINTS.stockAdjustments,
  },
  'item-movement': {
    version: null,
    event: null,
    delta: false,
    kinds: [],
    follows: [],
    pageKey: 'item-movement',
    endpoint: [ENDPOINTS.itemLocations, ENDPOINTS.lowItems],
  },
  /** The dashboard's inputs, each saved under its own name as the query (`dashboard?summary`). */
  dashboard: {
    version: null,
    event: null,
    delta: false,
    kinds: [],
    follows: [],
    pageKey: 'dashboard',
    endpoint: ENDPOINTS.dashboardSummary,
  },
} as const satisfies Record<string, ServerListSpec>;

type Lists = typeof SERVER_LISTS;
export type ServerListId = keyof Lists;

/** Lists whose pages a device saves (src/offline/list-pages.ts). */
export type SavedListId = {
  [K in ServerListId]: Lists[K]['pageKey'] extends string ? K : never;
}[ServerListId];

/** Lists with one record per screen, saved as a page. */
export type RecordListId = {
  [K in ServerListId]: Lists[K] extends { record: object } ? K : never;
}[ServerListId];

/** A list_versions row pattern: `stocktake:{id}` stands for one row per stocktake. */
export type ListVersionKey = NonNullable<Lists[ServerListId]['version']>;
export type DeltaListId = {
  [K in ServerListId]: Lists[K]['delta'] extends true ? K : never;
}[ServerListId];

/** The event names of the table; `stocktake:{id}` stands for `stocktake:1`, `stocktake:2`, … */
export type ListEventPattern = NonNullable<Lists[ServerListId]['event']>;

/** The outbox kinds that belong to one list, its records' included. */
type KindsOfList<K extends ServerListId> =
  | Lists[K]['kinds'][number]
  | (Lists[K] extends { record: { kinds: readonly (infer R)[] } } ? R : never);

/** The outbox kinds the table names (src/offline/outbox/kinds.ts must name the same). */
export type ListKind = { [K in ServerListId]: KindsOfList<K> }[ServerListId];

/** Lists some outbox kind belongs to: each has a screen its saved forms go to. */
export type KindListId = {
  [K in ServerListId]: [KindsOfList<K>] extends [never] ? never : K;
}[ServerListId];

/** The rows of the lists a device keeps whole (the reference cache). */
type ReferenceRow = Extract<Lists[ServerListId], { reference: string }>;

/** The device's names of the lists it keeps whole: src/api/reference-types.ts keys its rows by them. */
export type ReferenceListName = ReferenceRow['reference'];

/** A name standing for one row or event per record. */
export const PER_RECORD = '{id}';

export const SERVER_LIST_IDS = Object.keys(SERVER_LISTS) as ServerListId[];

/** The list a kind belongs to (its entries show there). */
export function listOfKind(kind: ListKind): KindListId {
  const list = SERVER_LIST_IDS.find((id): id is KindListId => kindsOf(id).includes(kind));
  if (!list) throw new Error(`No list names the outbox kind ${kind}.`);
  return list;
}

/** The kinds that belong to a list, its records' included. */
export function kindsOf(list: ServerListId): readonly ListKind[] {
  const spec: ServerListSpec = SERVER_LISTS[list];
  return [...spec.kinds, ...(spec.record?.kinds ?? [])] as ListKind[];
}

/** The lists a device keeps whole, with their event and device name. */
export const REFERENCE_ROWS: readonly ReferenceRow[] = Object.values(SERVER_LISTS).filter(
  (spec): spec is ReferenceRow => 'reference' in spec,
);
