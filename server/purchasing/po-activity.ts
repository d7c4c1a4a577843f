import type { Transaction } from 'kysely';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import { actorById, recordActivity, type ActivityActor, type ActivityEntry } from '../activity';
import type { Database } from '../db/schema';

/**
 * Approval entries (design: Activity log and approvals), shaped as purchase-order-activity.ts
 * shapes an order's other steps: entity purchase-order at its site, `status` [before, after],
 * linked to its supplier and items.
 */
function approvalEntry(
  actor: ActivityActor,
  siteId: number,
  before: string,
  order: PurchaseOrder,
): Pick<ActivityEntry, 'actor' | 'siteId' | 'entity' | 'entityId' | 'links'> & {
  changes: Record<string, [unknown, unknown]>;
} {
  return {
    actor,
    siteId,
    entity: 'purchase-order',
    entityId: order.PurchaseOrderId,
    changes: { status: [before, order.Status] },
    links: [
      { entity: 'supplier', entityId: order.SupplierID },
      ...order.Lines.map((line) => ({ entity: 'item' as const, entityId: line.ItemID })),
    ],
  };
}

/** A send held for an Administrator: the `send` entry, saying the total and the limit. */
export async function recordPurchaseOrderHeld(
  trx: Transaction<Database>,
  actorId: number,
  siteId: number,
  order: PurchaseOrder,
  limit: number,
) {
  return recordActivity(trx, {
    ...approvalEntry(await actorById(trx, actorId), siteId, 'draft', order),
    action: 'send',
    summary: {
      key: 'purchase-order.held',
      values: { number: order.PoNumber, total: order.Total ?? 0, limit },
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
  const number = order.PoNumber;
  const entry = approvalEntry(actor, siteId, 'awaiting_approval', order);
  return order.Status === 'sent'
    ? recordActivity(trx, {
        ...entry,
        action: 'approve',
        summary: {
          key: 'purchase-order.approved',
          values: { number, supplier: order.Supplier.Name },
        },
      })
    : recordActivity(trx, {
        ...entry,
        action: 'reject',
        summary: {
          key: 'purchase-order.rejected',
          values: { number, reason: order.RejectionReason ?? '' },
        },
        changes: { ...entry.changes, rejectionReason: [null, order.RejectionReason ?? null] },
      });
}
