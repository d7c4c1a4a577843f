import { numberFormat } from '../../ui/format';
import {
  PURCHASE_ORDER_STATUSES,
  type PurchaseOrder,
  type PurchaseOrderStatus,
} from '../../../contract/schemas/purchasing';
import type { BadgeTone } from '../../ui/Badge';
import { PO_STATUS_TEXT } from './texts';

export { overOf, remainingOf } from '../../lib/po-lines';

export function isPoStatus(value: string): value is PurchaseOrderStatus {
  return (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value);
}

export function poStatusText(status: string): string {
  return isPoStatus(status) ? PO_STATUS_TEXT[status] : status;
}

export function poStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'draft':
      return 'neutral';
    case 'sent':
      return 'info';
    case 'partial':
      return 'warning';
    case 'received':
      return 'success';
    case 'cancelled':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** The transitions of design: Purchasing, as the detail screen offers them. */
export const canEditPo = (order: Pick<PurchaseOrder, 'Status'>) => order.Status === 'draft';
export const canSendPo = (order: Pick<PurchaseOrder, 'Status'>) => order.Status === 'draft';
export const canCancelPo = (order: Pick<PurchaseOrder, 'Status'>) =>
  order.Status === 'draft' || order.Status === 'sent' || order.Status === 'partial';

/** A cost or total as the screens show it: 2 to 4 decimals. */
export function formatCost(value: number | null): string {
  if (value === null) return '—';
  return numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(value);
}

/** The list's URL query: status filter, search, page. */
export function poListQuery(status: string, search: string, page: number, pageSize: number) {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (search.trim()) params.set('search', search.trim());
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}
