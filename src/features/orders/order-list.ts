import { formatDayMonthTime } from '../../ui/format';
import { ORDER_ID_PREFIX } from '../../../contract/constants';
import type { Order } from '../../../contract/schemas/orders';
import { translate } from '../../i18n';
import { ORDER_STATUS_ID } from '../../lib/record-status';
import type { BadgeTone } from '../../ui/Badge';

/** Orders per server page (the spec gives no size for this list). */
export const ORDER_PAGE_SIZE = 10;

/** Order ids are shown with the prefix ORD- (spec 2.10, 9). */
export function orderLabel(id: number | string): string {
  return `${ORDER_ID_PREFIX}${id}`;
}

/** Confirm and Reject are disabled once the order is fulfilled or cancelled (spec 4). */
export function isOrderClosed(status: string): boolean {
  const value = status.trim().toLowerCase();
  return value === 'fulfilled' || value === 'cancelled';
}

export function statusTone(status: string): BadgeTone {
  switch (status.trim().toLowerCase()) {
    case 'fulfilled':
      return 'success';
    case 'cancelled':
      return 'danger';
    case 'pending':
      return 'warning';
    default:
      return 'neutral';
  }
}

/** "Pending", "Fulfilled": the status as a word, whatever case the server sends. */
export function statusText(status: string): string {
  const value = status.trim();
  const known = ORDER_STATUS_ID[value.toLowerCase()];
  if (known) return translate(known);
  return value ? value.charAt(0).toUpperCase() + value.slice(1).toLowerCase() : '—';
}

/** Each item of an order as "2 kg Butter". */
export function orderItemLines(order: Pick<Order, 'FulfillmentContent'>): string[] {
  return order.FulfillmentContent.map(
    (line) => `${line.Quantity}${line.Item.Unit ? ` ${line.Item.Unit}` : ''} ${line.Item.Name}`,
  );
}

/** The items of an order in one line, e.g. "2 kg Butter, 1 L Whole Milk". */
export function summarizeOrderItems(order: Pick<Order, 'FulfillmentContent'>): string {
  const lines = orderItemLines(order);
  return lines.length === 0 ? '—' : lines.join(', ');
}

/** The URL query of one list page: search (trimmed), page and page size. */
export function orderQuery(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  params.set('page', String(page));
  params.set('pageSize', String(ORDER_PAGE_SIZE));
  return params.toString();
}

/** The fulfilment date-time in en-GB day and short month (spec 9) with the time: "22 Nov, 14:30". */
export function formatFulfilment(value: string | null): string {
  return formatDayMonthTime(value);
}
