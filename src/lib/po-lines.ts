import type { PurchaseOrderLine } from '../../contract/schemas/purchasing';

/** Quantities are exact to 3 decimals: compared in thousandths. */
const THOUSANDTHS = 1000;

/** What a line still awaits, in base units (never below 0; 3 decimals exact). */
export function remainingOf(line: Pick<PurchaseOrderLine, 'Quantity' | 'ReceivedQuantity'>) {
  const rest =
    Math.round(line.Quantity * THOUSANDTHS) - Math.round(line.ReceivedQuantity * THOUSANDTHS);
  return Math.max(0, rest) / THOUSANDTHS;
}

/** What arrived beyond the order (an over-delivery, or an item not on it), in base units. */
export function overOf(line: Pick<PurchaseOrderLine, 'Quantity' | 'ReceivedQuantity'>) {
  const over =
    Math.round(line.ReceivedQuantity * THOUSANDTHS) - Math.round(line.Quantity * THOUSANDTHS);
  return Math.max(0, over) / THOUSANDTHS;
}
