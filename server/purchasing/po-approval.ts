import { AWAITING_APPROVAL } from '../../contract/po-approval';
import { MAIN_SITE_ID, type PurchaseOrderDecision } from '../../contract/paths';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import type { ReasonBody } from '../../contract/schemas/stock';
import { validateReason } from '../../contract/validation/forms';
import { nowIso } from '../clock';
import type { DbOrTrx, Engine } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { assertValid, conflict } from '../errors';
import type { ActivityActor } from '../activity';
import { recordPurchaseOrderDecision } from './po-activity';
import { findPurchaseOrder } from './purchase-order-rows';
import { lockPurchaseOrder } from './purchase-orders';

export const APPROVAL_MESSAGE = {
  notAwaiting: (decision: PurchaseOrderDecision, status: string) =>
    `Only a purchase order awaiting approval can be ${decision === 'approve' ? 'approved' : 'rejected'}; this one is ${status}.`,
} as const;

/**
 * An Administrator's decision on an order awaiting approval: approve sends it (SentAt now),
 * reject puts it back to draft with the reason kept; any other status is a 409.
 */
export async function decidePurchaseOrder(
  db: DbOrTrx,
  engine: Engine,
  id: number,
  decision: PurchaseOrderDecision,
  body: ReasonBody | null,
  actor: ActivityActor,
  siteId: number = MAIN_SITE_ID,
): Promise<PurchaseOrder> {
  if (decision === 'reject') assertValid(validateReason(body?.reason));
  return inTransaction(db, async (trx) => {
    const order = await lockPurchaseOrder(trx, engine, id, siteId);
    if (order.status !== AWAITING_APPROVAL) {
      throw conflict(APPROVAL_MESSAGE.notAwaiting(decision, order.status));
    }
    await trx
      .updateTable('purchase_orders')
      .set(
        decision === 'approve'
          ? { status: 'sent', sent_at: nowIso(), rejection_reason: null }
          : { status: 'draft', rejection_reason: (body?.reason ?? '').trim() },
      )
      .where('id', '=', id)
      .execute();
    const after = await findPurchaseOrder(trx, id);
    if (!after) throw new Error(`purchase order ${id} vanished inside its own transaction`);
    await recordPurchaseOrderDecision(trx, actor, siteId, after);
    return after;
  });
}
