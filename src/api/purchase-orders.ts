import { PURCHASING_ENDPOINTS } from '../../contract/paths';
import type {
  PurchaseOrder,
  PurchaseOrderList,
  SuggestionList,
} from '../../contract/schemas/purchasing';
import { apiJson } from './http';

/** One server page of purchase orders, newest first; `query` is the URL query. */
export function listPurchaseOrders(query: string): Promise<PurchaseOrderList> {
  return apiJson<PurchaseOrderList>(PURCHASING_ENDPOINTS.purchaseOrders, { query });
}

export function getPurchaseOrder(id: number): Promise<PurchaseOrder> {
  return apiJson<PurchaseOrder>(PURCHASING_ENDPOINTS.purchaseOrder(id));
}

/** What to order, per supplier (design: Purchasing). */
export function listSuggestions(): Promise<SuggestionList> {
  return apiJson<SuggestionList>(PURCHASING_ENDPOINTS.suggestions);
}
