import { PURCHASING_ENDPOINTS } from '../../contract/paths';
import type {
  PurchaseOrder,
  PurchaseOrderList,
  SuggestionList,
} from '../../contract/schemas/purchasing';
import { apiRequest } from './http';

/** One server page of purchase orders, newest first; `query` is the URL query. */
export async function listPurchaseOrders(query: string): Promise<PurchaseOrderList> {
  const path = PURCHASING_ENDPOINTS.purchaseOrders;
  const body = await apiRequest<Partial<PurchaseOrderList>>(query ? `${path}?${query}` : path);
  const purchaseOrders = Array.isArray(body.purchaseOrders) ? body.purchaseOrders : [];
  return { totalCount: body.totalCount ?? purchaseOrders.length, purchaseOrders };
}

export function getPurchaseOrder(id: number): Promise<PurchaseOrder> {
  return apiRequest<PurchaseOrder>(PURCHASING_ENDPOINTS.purchaseOrder(id));
}

/** What to order, per supplier (design: Purchasing). */
export async function listSuggestions(): Promise<SuggestionList> {
  const body = await apiRequest<Partial<SuggestionList>>(PURCHASING_ENDPOINTS.suggestions);
  return { suggestions: Array.isArray(body.suggestions) ? body.suggestions : [] };
}
