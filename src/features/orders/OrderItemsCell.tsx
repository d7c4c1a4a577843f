import type { Order } from '../../../contract/schemas/orders';
import { orderItemLines } from './order-list';

/** The items of an order, one per line: "2 kg Butter". */
export function OrderItemsCell({ order }: { order: Pick<Order, 'FulfillmentContent'> }) {
  const lines = orderItemLines(order);
  if (lines.length === 0) return <span>—</span>;
  return (
    <ul className="order-items">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
