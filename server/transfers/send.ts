import { recordTransferStep } from './transfer-activity';
import type { Transaction } from 'kysely';
import type { Transfer, TransferBody } from '../../contract/schemas/transfers';
import { isBlank, parseId, parseQuantity } from '../../contract/validation/values';
import type { Actor } from '../auth/actor';
import { nowIso } from '../clock';
import type { Database, Engine } from '../db/schema';
import { assertValid, badRequest, forbidden } from '../errors';
import { takeStockLots, type StockDemand } from '../stock/fefo';
import { TRANSFER_MESSAGE } from './messages';
import { readSiteAccess } from './site-access';
import { readTransfer, transferNumber } from './transfer-rows';

/** Rows per insert of the lots taken. */
const INSERT_CHUNK = 500;

interface SendRequest {
  fromSiteId: number;
  toSiteId: number;
  note: string | null;
  lines: StockDemand[];
}

/** Every message of the body at once (sites, lines), then the same-site rule. */
function readSendBody(body: TransferBody, requestSiteId: number): SendRequest {
  const messages: string[] = [];
  const fromSiteId = isBlank(body.fromSiteId) ? requestSiteId : parseId(body.fromSiteId);
  if (fromSiteId === null) messages.push(TRANSFER_MESSAGE.fromSiteUnknown);
  const toSiteId = parseId(body.toSiteId);
  if (toSiteId === null) {
    messages.push(
      isBlank(body.toSiteId) ? TRANSFER_MESSAGE.toSiteRequired : TRANSFER_MESSAGE.toSiteUnknown,
    );
  }
  const lines: StockDemand[] = [];
  const firstLineOf = new Map<number, number>();
  const rows = body.lines ?? [];
  if (rows.length === 0) messages.push(TRANSFER_MESSAGE.linesRequired);
  rows.forEach((row, index) => {
    const line = index + 1;
    const itemId = parseId(row.itemId);
    const quantity = parseQuantity(row.quantity);
    if (itemId === null) messages.push(TRANSFER_MESSAGE.itemRequired(line));
    else {
      const first = firstLineOf.get(itemId);
      if (first !== undefined) messages.push(TRANSFER_MESSAGE.itemTwice(line, first));
      else firstLineOf.set(itemId, line);
    }
    if (quantity === null) messages.push(TRANSFER_MESSAGE.quantityInvalid(line));
    if (itemId !== null && quantity !== null) lines.push({ itemId, quantity });
  });
  assertValid(messages);
  // assertValid threw unless both parsed; this guard only narrows the types.
  if (fromSiteId === null || toSiteId === null) throw badRequest(TRANSFER_MESSAGE.toSiteUnknown);
  if (fromSiteId === toSiteId) throw badRequest(TRANSFER_MESSAGE.sameSite);
  const note = isBlank(body.note) ? null : (body.note ?? '').trim();
  return { fromSiteId, toSiteId, note, lines };
}

/** A 400 naming every line whose item does not exist. */
async function assertItemsExist(trx: Transaction<Database>, lines: readonly StockDemand[]) {
  const found = await trx
    .selectFrom('items')
    .select('id')
    .where(
      'id',
      'in',
      lines.map((line) => line.itemId),
    )
    .execute();
  const known = new Set(found.map((row) => row.id));
  assertValid(
    lines.flatMap((line, index) =>
      known.has(line.itemId) ? [] : [TRANSFER_MESSAGE.itemUnknown(index + 1)],
    ),
  );
}

/**
 * POST /transfers (design: Sites and transfers): by a user of the source site, whose stock leaves
 * at once, FEFO, each take valued at its lot's cost (fefo.ts). The lots taken are kept on the
 * line with their expiry, unit cost and supplier, for the receipt and for a cancel. More than the
 * source holds is the 409 of fefo.ts, and the transaction then changes nothing.
 */
export async function sendTransfer(
  trx: Transaction<Database>,
  engine: Engine,
  actor: Actor,
  requestSiteId: number,
  body: TransferBody,
): Promise<Transfer> {
  const request = readSendBody(body, requestSiteId);
  const sites = await readSiteAccess(trx, actor, [request.fromSiteId, request.toSiteId]);
  const from = sites.get(request.fromSiteId);
  if (!from) throw badRequest(TRANSFER_MESSAGE.fromSiteUnknown);
  if (!sites.has(request.toSiteId)) throw badRequest(TRANSFER_MESSAGE.toSiteUnknown);
  if (!from.works) throw forbidden();
  await assertItemsExist(trx, request.lines);

  const sentAt = nowIso();
  const { id } = await trx
    .insertInto('transfers')
    .values({
      transfer_number: null,
      from_site_id: request.fromSiteId,
      to_site_id: request.toSiteId,
      status: 'in_transit',
      note: request.note,
      sent_at: sentAt,
      sent_by: actor.id,
      received_at: null,
      received_by: null,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('transfers')
    .set({ transfer_number: transferNumber(id) })
    .where('id', '=', id)
    .execute();
  const lines = await trx
    .insertInto('transfer_lines')
    .values(
      request.lines.map((line) => ({
        transfer_id: id,
        item_id: line.itemId,
        quantity: line.quantity,
        received_quantity: null,
        lost_quantity: null,
        lost_value: null,
        lost_unvalued_quantity: null,
      })),
    )
    .returning(['id', 'item_id'])
    .execute();
  const lineOf = new Map(lines.map((line) => [line.item_id, line.id]));
  const { takes } = await takeStockLots(
    trx,
    engine,
    request.lines,
    { transferLines: lineOf },
    sentAt,
    request.fromSiteId,
  );
  // Chunked: 500 lines of many lots each would pass SQLite's parameter limit in one insert.
  for (let start = 0; start < takes.length; start += INSERT_CHUNK) {
    await trx
      .insertInto('transfer_lots')
      .values(
        takes.slice(start, start + INSERT_CHUNK).map((take) => ({
          line_id: lineOf.get(take.itemId) ?? 0,
          source_lot_id: take.lotId,
          quantity: take.quantity,
          expiration_date: take.expirationDate,
          unit_cost: take.unitCost,
          cost: take.cost === null ? null : Number(take.cost),
          supplier_id: take.supplierId,
          dest_lot_id: null,
        })),
      )
      .execute();
  }
  const transfer = await readTransfer(trx, id);
  if (!transfer) throw new Error(`Transfer ${id} vanished after its insert.`);
  await recordTransferStep(trx, actor, 'send', transfer);
  return transfer;
}
