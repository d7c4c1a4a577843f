import { MONEY_SCALE } from './money';
import { canApprovePurchaseOrders } from './roles';

/**
 * Approval of large purchase orders (design: Activity log and approvals), shared by the server's
 * send and the screens that say an order will wait (Suggested Orders, the order's detail).
 */

/** The status of an order sent over the limit by anyone but an Administrator. */
export const AWAITING_APPROVAL = 'awaiting_approval';

/**
 * Whether sending an order of this total waits for an Administrator: the total is over the limit
 * (PO_APPROVAL_LIMIT in currency units; null: no approvals) and the sender is not one. Compared
 * in ten-thousandths, so 500.0001 is over a limit of 500; an order without costs totals 0.
 */
export function needsApproval(
  total: number | null,
  roleName: string | null | undefined,
  limit: number | null | undefined,
): boolean {
  if (limit === null || limit === undefined || canApprovePurchaseOrders(roleName)) return false;
  return Math.round((total ?? 0) * MONEY_SCALE) > Math.round(limit * MONEY_SCALE);
}
