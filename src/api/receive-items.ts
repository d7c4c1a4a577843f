import { ENDPOINTS } from '../../contract/paths';
import type { ReceivedItem } from '../../contract/schemas/stock';
import { apiRequest } from './http';
import { readPoId } from './normalize';

export interface ReceivedItemPage {
  totalCount: number;
  receiveItems: ReceivedItem[];
}

export interface PoReceivedItemList {
  totalCount: number;
  poReceiveItems: ReceivedItem[];
}

type RawLot = ReceivedItem & { POId?: string | null };

/** Lots carry POId or PoId (spec 3): the screens read PoId only. */
function normalizeLots(value: unknown): ReceivedItem[] {
  if (!Array.isArray(value)) return [];
  return (value as RawLot[]).map((lot) => ({ ...lot, PoId: readPoId(lot) }));
}

function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** One server page of received lots; `query` is the URL query (page, pageSize, filters). */
export async function listReceivedItems(query: string): Promise<ReceivedItemPage> {
  const body = await apiRequest<{ totalCount?: number; receiveItems?: unknown }>(
    withQuery(ENDPOINTS.receiveItems, query),
  );
  const receiveItems = normalizeLots(body.receiveItems);
  return { totalCount: body.totalCount ?? receiveItems.length, receiveItems };
}

/** Lots received against a PO; the server matches `search` on the item name (and PO id). */
export async function listPoReceivedItems(search: string): Promise<PoReceivedItemList> {
  const query = search.trim() ? new URLSearchParams({ search: search.trim() }).toString() : '';
  const body = await apiRequest<{ totalCount?: number; poReceiveItems?: unknown }>(
    withQuery(ENDPOINTS.poReceiveItems, query),
  );
  const poReceiveItems = normalizeLots(body.poReceiveItems);
  return { totalCount: body.totalCount ?? poReceiveItems.length, poReceiveItems };
}
