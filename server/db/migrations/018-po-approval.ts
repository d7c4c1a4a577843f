import type { Kysely } from 'kysely';

/**
 * Issue 35, approvals (design: Activity log and approvals): an order over PO_APPROVAL_LIMIT sent
 * by anyone but an Administrator waits in status `awaiting_approval` (the status column is free
 * text: no new column for it); an Administrator's rejection sends it back to draft with the
 * reason kept here, shown on the draft until it is sent again.
 */
export async function addPoApproval(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchase_orders').addColumn('rejection_reason', 'text').execute();
}
