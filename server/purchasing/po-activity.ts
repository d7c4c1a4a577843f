import type { Transaction } from 'kysely';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import { recordActivity, type ActivityActor, type ActivityEntry } from '../activity';
import type { Database } from '../db/schema';

/** An order's entry: its own record, and a link to each item on it (each item's History). */
function orderEntry(
  actor: ActivityActor,
  siteId: number,
  before: string,
  order: PurchaseOrder,
): Pick<ActivityEntry, 'actor' | 'siteId' | 'entity' | 'entityId' | 'links' | 'changes'> {
  return {
    actor,
    siteId,
    entity: 'purchase-order',
    entityId: order.PurchaseOrderId,
    links: order.Lines.map((line) => ({ entity: 'item', entityId: line.ItemID })),
    changes: { Status: [before, order.Status] },
  };
}

/**
 * A send (design: Activity log and approvals): sent to the supplier, or held for an
 * Administrator when over PO_APPROVAL_LIMIT (the total and the limit in the sentence).
 */
export function recordPurchaseOrderSent(
  trx: Transaction<Database>,
  actor: ActivityActor,
  siteId: number,
  order: PurchaseOrder,
  approvalLimit: number | null,
) {
  const poNumber = order.PoNumber;
  return recordActivity(trx, {
    ...orderEntry(actor, siteId, 'draft', order),
    action: 'send',
    summary:
      order.Status === 'sent'
        ? { key: 'purchase-order.sent', values: { poNumber, supplier: order.Supplier.Name } }
        : {
            key: 'purchase-order.held',
            values: { poNumber, total: order.Total ?? 0, limit: approvalLimit ?? 0 },
          },
  });
}

/** An Administrator's decision on an order awaiting approval; a rejection keeps its reason. */
export function recordPurchaseOrderDecision(
  trx: Transaction<Database>,
  actor: ActivityActor,
  siteId: number,
  order: PurchaseOrder,
) {
  const poNumber = order.PoNumber;
  const entry = orderEntry(actor, siteId, 'awaiting_approval', order);
  return order.Status === 'sent'
    ? recordActivity(trx, {
        ...entry,
        action: 'approve',
        summary: {
          key: 'purchase-order.approved',
          values: { poNumber, supplier: order.Supplier.Name },
        },
      })
    : recordActivity(trx, {
        ...entry,
        action: 'reject',
        summary: {
          key: 'purchase-order.rejected',
          values: { poNumber, reason: order.RejectionReason ?? '' },
        },
        changes: { ...entry.changes, RejectionReason: [null, order.RejectionReason ?? null] },
      });
}
