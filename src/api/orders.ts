import type { OrderAction } from '../../contract/paths';
import { ENDPOINTS } from '../../contract/paths';
import type { Order } from '../../contract/schemas/orders';
import { apiRequest } from './http';

export interface OrderPage {
  totalCount: number;
  orderItems: Order[];
}

/** One server page of orders, newest first; `query` is the URL query (search, page, pageSize). */
export async function listOrders(query: string): Promise<OrderPage> {
  const body = await apiRequest<{ totalCount?: number; orderItems?: unknown }>(
    query ? `${ENDPOINTS.orderItems}?${query}` : ENDPOINTS.orderItems,
  );
  const orderItems = Array.isArray(body.orderItems) ? (body.orderItems as Order[]) : [];
  return { totalCount: body.totalCount ?? orderItems.length, orderItems };
}

/**
 * Confirm (takes the stock) or reject an order with the reason given (spec 7). Not through the
 * outbox: whether there is stock is only known now, so the clerk must see the answer.
 */
export function actOnOrder(id: number, action: OrderAction, reason: string): Promise<Order> {
  return apiRequest<Order>(ENDPOINTS.orderAction(id, action), {
    method: 'POST',
    json: { reason },
  });
}
