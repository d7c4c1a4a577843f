import { ENDPOINTS, PURCHASING_ENDPOINTS } from '../../contract/paths';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import type { Category, Department, Item, Supplier } from '../../contract/schemas/reference';
import type {
  ReferenceKind,
  ReferenceLoad,
  ReferenceRows,
  ReferenceSyncState,
} from './reference-types';
import { ApiError, apiFetch } from './http';
import { readItemAreaList } from './normalize';

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

function rowsOf<K extends ReferenceKind>(kind: K, body: unknown): ReferenceRows[K][] {
  const record = (body ?? {}) as Record<string, unknown>;
  const pick = (field: string): unknown[] => {
    const value = record[field];
    return Array.isArray(value) ? (value as unknown[]) : [];
  };
  switch (kind) {
    case 'items':
      return pick('items') as Item[] as ReferenceRows[K][];
    case 'suppliers':
      return pick('suppliers') as Supplier[] as ReferenceRows[K][];
    case 'itemAreas':
      return readItemAreaList(body) as ReferenceRows[K][];
    case 'categories':
      return pick('categories') as Category[] as ReferenceRows[K][];
    case 'departments':
      return pick('departments') as Department[] as ReferenceRows[K][];
    case 'purchaseOrders':
      return pick('purchaseOrders') as PurchaseOrder[] as ReferenceRows[K][];
    default:
      return [];
  }
}

function cursorOf(body: unknown): string | null {
  const cursor = (body as { cursor?: unknown } | undefined)?.cursor;
  return typeof cursor === 'string' && cursor !== '' ? cursor : null;
}

function deletedIdsOf(body: unknown): number[] {
  const deleted = (body as { deleted?: unknown } | undefined)?.deleted;
  if (!Array.isArray(deleted)) return [];
  return deleted.map(Number).filter((id) => Number.isInteger(id));
}

async function loadFullList<K extends ReferenceKind>(
  kind: K,
  etag: string | null,
): Promise<ReferenceLoad<K>> {
  const query = FULL_QUERY_OF[kind];
  const path = query ? `${ENDPOINT_OF[kind]}?${query}` : ENDPOINT_OF[kind];
  let response;
  try {
    response = await apiFetch<unknown>(path, { headers: etag ? { 'If-None-Match': etag } : {} });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && OPTIONAL_LISTS.includes(kind)) {
      return { kind: 'full', rows: [], etag: null, cursor: null };
    }
    throw error;
  }
  if (response.status === 304) return { kind: 'notModified' };
  const body = response.data;
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
  { etag, cursor }: ReferenceSyncState,
): Promise<ReferenceLoad<K>> {
  if (cursor === null) return loadFullList(kind, etag);
  let body: unknown;
  try {
    const query = new URLSearchParams({ since: cursor });
    body = (await apiFetch<unknown>(`${ENDPOINT_OF[kind]}?${query.toString()}`)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return loadFullList(kind, null);
    throw error;
  }
  const next = cursorOf(body);
  // An answer without a cursor is not a delta (a provider that ignores `since`): the whole list.
  if (next === null) return { kind: 'full', rows: rowsOf(kind, body), etag: null, cursor: null };
  return { kind: 'delta', rows: rowsOf(kind, body), deleted: deletedIdsOf(body), cursor: next };
}
