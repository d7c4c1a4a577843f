import { validateOrderLines } from '../../../contract/validation';
import { translate } from '../../i18n';
import type { ScanRowAdapter } from '../../scanner/continuous';
import type { ItemLineDraft } from '../../scanner/item-lines';

/** One item row of the order form, as typed. */
export type OrderLineDraft = ItemLineDraft;

export { removeLine, updateLine } from '../../scanner/item-lines';

export interface OrderDraft {
  departmentId: string;
  /** The datetime-local value, e.g. 2026-03-10T14:30 (local time). */
  fulfilledAt: string;
  lines: OrderLineDraft[];
}

let lineCounter = 0;

export function newOrderLine(): OrderLineDraft {
  lineCounter += 1;
  return { key: `line-${lineCounter}`, itemId: null, quantity: '1' };
}

export function newOrderDraft(): OrderDraft {
  return { departmentId: '', fulfilledAt: '', lines: [newOrderLine()] };
}

/** How continuous scanning reads and writes order lines (src/scanner/continuous.ts). */
export const ORDER_SCAN_LINES: ScanRowAdapter<OrderLineDraft> = {
  itemIdOf: (line) => line.itemId,
  quantityOf: (line) => line.quantity,
  withItem: (line, itemId, quantity) => ({ ...line, itemId, quantity }),
  newRow: (itemId, quantity) => ({ ...newOrderLine(), itemId, quantity }),
};

/**
 * The spec's one message (5) when any row lacks an item or a quantity of at least 1. Department
 * and date are marked required on the form itself (native validation), as the spec says.
 */
export function validateOrderDraft(draft: OrderDraft): string[] {
  return validateOrderLines(
    draft.lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity.trim() })),
  );
}

/** A datetime-local value (local wall time) as an ISO instant, so the server's zone cannot shift it. */
export function toIsoDateTime(local: string): string {
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

export interface OrderCreateRequest {
  departmentId: number;
  fulfilledAt: string;
  orderItems: { itemId: number; quantity: number }[];
}

/** POST /order-items body (spec 7); call after validateOrderDraft passed. */
export function buildOrderBody(draft: OrderDraft): OrderCreateRequest {
  return {
    departmentId: Number(draft.departmentId),
    fulfilledAt: toIsoDateTime(draft.fulfilledAt),
    orderItems: draft.lines.map((line) => ({
      itemId: line.itemId ?? 0,
      quantity: Number(line.quantity.trim()),
    })),
  };
}

/** What the pending list says of a queued order, e.g. "Order for Kitchen: 2 × Milk, 1 × Butter". */
export function summarizeOrder(
  draft: OrderDraft,
  departmentName: string,
  itemName: (itemId: number | null) => string,
): string {
  const lines = draft.lines.map((line) => `${line.quantity.trim()} × ${itemName(line.itemId)}`);
  return translate('orders.summary', { department: departmentName, lines: lines.join(', ') });
}

/** An ISO instant as a datetime-local value in this device's zone (the inverse of toIsoDateTime). */
export function toLocalDateTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** An order body as sent (buildOrderBody) back into the form, to correct it. */
export function draftFromOrderBody(body: unknown): OrderDraft {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const rows = Array.isArray(fields.orderItems) ? (fields.orderItems as unknown[]) : [];
  const lines = rows.map((row) => {
    const values = (typeof row === 'object' && row !== null ? row : {}) as Record<string, unknown>;
    const itemId = Number(values.itemId);
    return {
      ...newOrderLine(),
      itemId: Number.isInteger(itemId) && itemId > 0 ? itemId : null,
      quantity:
        typeof values.quantity === 'number' || typeof values.quantity === 'string'
          ? String(values.quantity)
          : '',
    };
  });
  return {
    departmentId:
      typeof fields.departmentId === 'number' || typeof fields.departmentId === 'string'
        ? String(fields.departmentId)
        : '',
    fulfilledAt: typeof fields.fulfilledAt === 'string' ? toLocalDateTime(fields.fulfilledAt) : '',
    lines: lines.length > 0 ? lines : [newOrderLine()],
  };
}
