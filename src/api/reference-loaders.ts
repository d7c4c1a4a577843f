import { ENDPOINTS, PURCHASING_ENDPOINTS } from '../../contract/paths';
import type { PurchaseOrderList } from '../../contract/schemas/purchasing';
import type {
  CategoryList,
  DepartmentList,
  ItemList,
  SupplierList,
} from '../../contract/schemas/reference';
import type {
  ReferenceKind,
  ReferenceLoad,
  ReferenceRows,
  ReferenceSyncState,
} from './reference-types';
import { ApiError, apiFetch, apiJson, jsonObjectOf } from './http';
import { readItemAreaList, type ItemAreaListAnswer } from './normalize';

const ENDPOINT_OF: Record<ReferenceKind, string> = {
  items: ENDPOINTS.items,
  suppliers: ENDPOINTS.suppliers,
  itemAreas: ENDPOINTS.locations,
  categories: ENDPOINTS.categories,
  departments: ENDPOINTS.departments,
  purchaseOrders: PURCHASING_ENDPOINTS.purchaseOrders,
};

/**
 * The query of a whole list. The open purchase orders are few (an order leaves the list once
 * received or cancelled) and have no delta sync: the whole open list, revalidated by its ETag.
 */
const FULL_QUERY_OF: Partial<Record<ReferenceKind, string>> = {
  purchaseOrders: 'status=open&pageSize=500',
};

/** Roles that may not read a list keep it empty on the device (Editor: no purchase orders). */
const OPTIONAL_LISTS: readonly ReferenceKind[] = ['purchaseOrders'];

/**
 * What each list's GET answers besides the delta-sync fields: the contract's list answer (the
 * item areas in either of the spec's spellings).
 */
interface ListAnswers {
  items: Pick<ItemList, 'items'>;
  suppliers: Pick<SupplierList, 'suppliers'>;
  itemAreas: ItemAreaListAnswer;
  categories: Pick<CategoryList, 'categories'>;
  departments: Pick<DepartmentList, 'departments'>;
  purchaseOrders: Pick<PurchaseOrderList, 'purchaseOrders'>;
}

/**
 * The delta-sync fields (ours, beyond the spec; contract/schemas/sync.ts). Optional here: a
 * provider with only the spec's answers sends no cursor, and then the whole list is taken.
 */
interface SyncAnswer {
  cursor?: string;
  deleted?: number[];
}

type ListAnswer<K extends ReferenceKind> = ListAnswers[K] & SyncAnswer;

const ROWS_OF: { [K in ReferenceKind]: (body: ListAnswers[K]) => ReferenceRows[K][] } = {
  items: (body) => body.items,
  suppliers: (body) => body.suppliers,
  itemAreas: readItemAreaList,
  categories: (body) => body.categories,
  departments: (body) => body.departments,
  purchaseOrders: (body) => body.purchaseOrders,
};

function rowsOf<K extends ReferenceKind>(kind: K, body: ListAnswer<K>): ReferenceRows[K][] {
  const read: (body: ListAnswers[K]) => ReferenceRows[K][] = ROWS_OF[kind];
  return read(body);
}

/** The next cursor; none (or blank) means the answer is the whole list, not a delta. */
function cursorOf(body: SyncAnswer): string | null {
  return body.cursor ? body.cursor : null;
}

/** The site a list is asked at: the one its copy names, else the request's default. */
function siteOption(site: number | null | undefined): { site?: number } {
  return typeof site === 'number' ? { site } : {};
}

async function loadFullList<K extends ReferenceKind>(
  kind: K,
  etag: string | null,
  site?: number | null,
): Promise<ReferenceLoad<K>> {
  const query = FULL_QUERY_OF[kind];
  const path = query ? `${ENDPOINT_OF[kind]}?${query}` : ENDPOINT_OF[kind];
  let response;
  try {
    response = await apiFetch<ListAnswer<K>>(path, {
      headers: etag ? { 'If-None-Match': etag } : {},
      ...siteOption(site),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && OPTIONAL_LISTS.includes(kind)) {
      return { kind: 'full', rows: [], etag: null, cursor: null };
    }
    throw error;
  }
  if (response.status === 304) return { kind: 'notModified' };
  const body = jsonObjectOf(response);
  return { kind: 'full', rows: rowsOf(kind, body), etag: response.etag, cursor: cursorOf(body) };
}

/**
 * Brings a reference list up to date (design: delta sync). With a saved cursor it asks only
 * for what changed since; a cursor the server can no longer answer (410) falls back to the
 * whole list, without If-None-Match: a 304 would leave the dead cursor in place. Without a
 * cursor (first time, or a provider without delta sync) it takes the whole list, revalidating
 * with the saved ETag.
 */
export async function loadReferenceList<K extends ReferenceKind>(
  kind: K,
  { etag, cursor, site }: ReferenceSyncState,
): Promise<ReferenceLoad<K>> {
  if (cursor === null) return loadFullList(kind, etag, site);
  let body: ListAnswer<K>;
  try {
    const query = new URLSearchParams({ since: cursor });
    body = await apiJson<ListAnswer<K>>(ENDPOINT_OF[kind], {
      query: query.toString(),
      ...siteOption(site),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return loadFullList(kind, null, site);
    throw error;
  }
  const next = cursorOf(body);
  // An answer without a cursor is not a delta (a provider that ignores `since`): the whole list.
  if (next === null) return { kind: 'full', rows: rowsOf(kind, body), etag: null, cursor: null };
  return { kind: 'delta', rows: rowsOf(kind, body), deleted: body.deleted ?? [], cursor: next };
}
