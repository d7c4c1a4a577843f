import { recordTransferStep } from './transfer-activity';
import type { Transaction } from 'kysely';
import type { Transfer, TransferCancelBody } from '../../contract/schemas/transfers';
import { validateReason } from '../../contract/validation/forms';
import type { Actor } from '../auth/actor';
import { nowIso } from '../clock';
import type { Database, Engine } from '../db/schema';
import { assertValid } from '../errors';
import { lockTransferInTransit } from './transfer-lock';
import { readTransfer } from './transfer-rows';

/**
 * POST /transfers/{id}/cancel {reason}: by a user of the source while in transit. Each quantity
 * goes back into the very lot it came from, and the line's takes are removed (the stock never
 * left); the transfer keeps its lines and lots as the record of what was sent. Lots are updated in
 * the FEFO reader's order (item, expiry, lot), so a cancel and a take lock them alike.
 */
export async function cancelTransfer(
  trx: Transaction<Database>,
  engine: Engine,
  actor: Actor,
  id: number,
  body: TransferCancelBody | null | undefined,
): Promise<Transfer> {
  assertValid(validateReason(body?.reason));
  await lockTransferInTransit(trx, engine, actor, id, 'from');
  const lots = await trx
    .selectFrom('transfer_lots')
    .innerJoin('transfer_lines', 'transfer_lines.id', 'transfer_lots.line_id')
    .select(['transfer_lots.source_lot_id', 'transfer_lots.quantity'])
    .where('transfer_lines.transfer_id', '=', id)
    .orderBy('transfer_lines.item_id')
    .orderBy('transfer_lots.expiration_date')
    .orderBy('transfer_lots.source_lot_id')
    .execute();
  for (const lot of lots) {
    await trx
      .updateTable('lots')
      .set((eb) => ({ remaining: eb('remaining', '+', lot.quantity) }))
      .where('id', '=', lot.source_lot_id)
      .execute();
  }
  await trx
    .deleteFrom('lot_takes')
    .where('transfer_line_id', 'in', (eb) =>
      eb.selectFrom('transfer_lines').select('id').where('transfer_id', '=', id),
    )
    .execute();
  await trx
    .updateTable('transfers')
    .set({
      status: 'cancelled',
      cancelled_at: nowIso(),
      cancelled_by: actor.id,
      cancel_reason: (body?.reason ?? '').trim(),
    })
    .where('id', '=', id)
    .execute();
  const transfer = await readTransfer(trx, id);
  if (!transfer) throw new Error(`Transfer ${id} vanished while being cancelled.`);
  await recordTransferStep(trx, actor, 'cancel', transfer);
  return transfer;
}
