import { ENDPOINTS } from '../../contract/paths';
import type {
  PoReceivedItemList,
  ReceivedItem,
  ReceivedItemList,
} from '../../contract/schemas/stock';
import { apiJson } from './http';
import { readPoId, type PoIdSpellings } from './normalize';

/** A lot as a provider may send it: the spec names its PO id POId or PoId (spec 3). */
type LotAnswer = Omit<ReceivedItem, 'PoId'> & PoIdSpellings;

/** Lots carry POId or PoId (spec 3): the screens read PoId only. */
function normalizeLots(lots: LotAnswer[]): ReceivedItem[] {
  return lots.map((lot) => ({ ...lot, PoId: readPoId(lot) }));
}

/** One server page of received lots; `query` is the URL query (page, pageSize, filters). */
export async function listReceivedItems(query: string): Promise<ReceivedItemList> {
  const body = await apiJson<
    Omit<ReceivedItemList, 'receiveItems'> & { receiveItems: LotAnswer[] }
  >(ENDPOINTS.receiveItems, { query });
  return { ...body, receiveItems: normalizeLots(body.receiveItems) };
}

/** Lots received against a PO; the server matches `search` on the item name (and PO id). */
export async function listPoReceivedItems(search: string): Promise<PoReceivedItemList> {
  const query = search.trim() ? new URLSearchParams({ search: search.trim() }).toString() : '';
  const body = await apiJson<
    Omit<PoReceivedItemList, 'poReceiveItems'> & { poReceiveItems: LotAnswer[] }
  >(ENDPOINTS.poReceiveItems, { query });
  return { ...body, poReceiveItems: normalizeLots(body.poReceiveItems) };
}
