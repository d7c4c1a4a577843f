import { poNumberKey } from '../../../contract/po-number';
import {
  OPEN_PURCHASE_ORDER_STATUSES,
  OVER_RECEIPT_FACTOR,
  type PurchaseOrder,
} from '../../../contract/schemas/purchasing';
import { QUANTITY_SCALE } from '../../../contract/constants';
import { parseQuantity } from '../../../contract/validation/values';
import { remainingOf } from '../../lib/po-lines';
import { newReceiveRow, type ReceiveDraft, type ReceiveRowDraft } from './receive-form';

const isOpen = (order: PurchaseOrder) =>
  (OPEN_PURCHASE_ORDER_STATUSES as readonly string[]).includes(order.Status);

/**
 * The open orders a PO receiving form offers: the chosen supplier's (all suppliers' while none
 * is chosen), the soonest expected first, then by number.
 */
export function openOrdersFor(orders: readonly PurchaseOrder[], supplierId: string) {
  return orders
    .filter(
      (order) => isOpen(order) && (supplierId === '' || String(order.SupplierID) === supplierId),
    )
    .sort(
      (a, b) =>
        (a.ExpectedAt ?? '9999').localeCompare(b.ExpectedAt ?? '9999') ||
        a.PoNumber.localeCompare(b.PoNumber),
    );
}

/** One row per line still awaited: its remaining quantity and the order's unit cost. */
export function rowsFromOrder(order: PurchaseOrder): ReceiveRowDraft[] {
  const rows = order.Lines.flatMap((line) => {
    const remaining = remainingOf(line);
    if (remaining <= 0) return [];
    return [
      {
        ...newReceiveRow(line.ItemID),
        quantity: String(remaining),
        unitCost: line.UnitCost === null ? '' : String(line.UnitCost),
      },
    ];
  });
  return rows.length > 0 ? rows : [newReceiveRow()];
}

/** The form after picking an order: its number, its supplier, a row per remaining line. */
export function fillFromOrder(draft: ReceiveDraft, order: PurchaseOrder): ReceiveDraft {
  return {
    ...draft,
    poId: order.PoNumber,
    supplierId: String(order.SupplierID),
    rows: rowsFromOrder(order),
  };
}

/** True while the rows hold nothing typed: a typed PO number may fill them without loss. */
export function rowsUntouched(rows: readonly ReceiveRowDraft[]): boolean {
  return rows.every((row) => row.itemId === null && row.quantity.trim() === '');
}

/** How many lines of an order still await something. */
export function linesToCome(order: PurchaseOrder): number {
  return order.Lines.filter((line) => remainingOf(line) > 0).length;
}

/** The offered order a typed PO ID names, compared as the server compares (contract/po-number). */
export function orderNamed(
  orders: readonly PurchaseOrder[],
  poId: string,
): PurchaseOrder | undefined {
  const key = poNumberKey(poId);
  return key === '' ? undefined : orders.find((order) => poNumberKey(order.PoNumber) === key);
}

/**
 * True when the rows would bring a line of the order past OVER_RECEIPT_FACTOR times what it
 * ordered: the server refuses that unless the form says it is intended (issue 32).
 */
export function overReceivesOrder(order: PurchaseOrder, rows: readonly ReceiveRowDraft[]) {
  return order.Lines.some((line) => {
    if (line.Quantity <= 0) return false;
    const typed = rows.reduce(
      (sum, row) =>
        row.itemId === line.ItemID ? sum + (parseQuantity(row.quantity.trim()) ?? 0) : sum,
      0,
    );
    const ordered = Math.round(line.Quantity * QUANTITY_SCALE);
    const received = Math.round(line.ReceivedQuantity * QUANTITY_SCALE) + typed;
    return typed > 0 && received > OVER_RECEIPT_FACTOR * ordered;
  });
}
