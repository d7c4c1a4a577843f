import type { OrderAction } from '../../contract/paths';
import { ENDPOINTS } from '../../contract/paths';
import type { Order, OrderList } from '../../contract/schemas/orders';
import { apiJson } from './http';

/** One server page of orders, newest first; `query` is the URL query (search, page, pageSize). */
export function listOrders(query: string): Promise<OrderList> {
  return apiJson<OrderList>(ENDPOINTS.orderItems, { query });
}

/**
 * Confirm (takes the stock) or reject an order with the reason given (spec 7). Not through the
 * outbox: whether there is stock is only known now, so the clerk must see the answer.
 */
export function actOnOrder(id: number, action: OrderAction, reason: string): Promise<Order> {
  return apiJson<Order>(ENDPOINTS.orderAction(id, action), {
    method: 'POST',
    json: { reason },
  });
}
