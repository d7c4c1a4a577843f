import type { Transaction } from 'kysely';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import {
  actorById,
  changeSet,
  recordActivity,
  type ActivityAction,
  type ActivitySummary,
} from '../activity';
import type { Database } from '../db/schema';

/** An order as an edit's entry compares it: names and "Item × quantity" lines, no money. */
const asRecord = (order: PurchaseOrder) => ({
  poNumber: order.PoNumber,
  supplier: order.Supplier.Name,
  expectedAt: order.ExpectedAt,
  note: order.Note,
  lines: order.Lines.map((line) => `${line.Item.Name} × ${line.Quantity}`),
});
const FIELDS = ['poNumber', 'supplier', 'expectedAt', 'note', 'lines'] as const;

/**
 * A purchase order's step (entity purchase-order, at the site it delivers to): created, edited
 * (with its changes), sent or cancelled; linked to its supplier and items.
 */
export async function recordPurchaseOrderStep(
  trx: Transaction<Database>,
  actorId: number,
  siteId: number,
  step: 'create' | 'update' | 'send' | 'cancel',
  order: PurchaseOrder,
  before?: PurchaseOrder,
): Promise<void> {
  const number = order.PoNumber;
  const summaries: Record<typeof step, ActivitySummary> = {
    create: { key: 'purchase-order.created', values: { number, supplier: order.Supplier.Name } },
    update: { key: 'purchase-order.updated', values: { number } },
    send: { key: 'purchase-order.sent', values: { number, supplier: order.Supplier.Name } },
    cancel: { key: 'purchase-order.cancelled', values: { number } },
  };
  const changes =
    step === 'update' && before
      ? changeSet(asRecord(before), asRecord(order), FIELDS)
      : step === 'send' || step === 'cancel'
        ? { status: [before?.Status ?? null, order.Status] as [unknown, unknown] }
        : null;
  const action: ActivityAction = step;
  return recordActivity(trx, {
    actor: await actorById(trx, actorId),
    siteId,
    action,
    entity: 'purchase-order',
    entityId: order.PurchaseOrderId,
    summary: summaries[step],
    changes,
    links: [
      { entity: 'supplier', entityId: order.SupplierID },
      ...order.Lines.map((line) => ({ entity: 'item' as const, entityId: line.ItemID })),
    ],
  });
}
