import { ENDPOINTS } from '../../contract/paths';
import type { Category, Department, Item, Supplier } from '../../contract/schemas/reference';
import type { ReferenceKind, ReferenceLoad, ReferenceRows } from '../offline/reference-cache';
import { apiFetch } from './http';
import { readItemAreaList } from './normalize';

const ENDPOINT_OF: Record<ReferenceKind, string> = {
  items: ENDPOINTS.items,
  suppliers: ENDPOINTS.suppliers,
  itemAreas: ENDPOINTS.locations,
  categories: ENDPOINTS.categories,
  departments: ENDPOINTS.departments,
};

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
    default:
      return [];
  }
}

/** Loads a whole reference list, revalidating with If-None-Match (bodiless 304 when unchanged). */
export async function loadReferenceList<K extends ReferenceKind>(
  kind: K,
  etag: string | null,
): Promise<ReferenceLoad<K>> {
  const response = await apiFetch<unknown>(ENDPOINT_OF[kind], {
    headers: etag ? { 'If-None-Match': etag } : {},
  });
  if (response.status === 304) return { notModified: true };
  return { notModified: false, rows: rowsOf(kind, response.data), etag: response.etag };
}
