import { recordTransferStep } from './transfer-activity';
import type { Transaction } from 'kysely';
import { valueOf } from '../../contract/money';
import type { Transfer, TransferReceiveBody } from '../../contract/schemas/transfers';
import { parseCountQuantity } from '../../contract/validation/stocktake';
import { parseId, toQuantity } from '../../contract/validation/values';
import type { Actor } from '../auth/actor';
import { nowIso } from '../clock';
import { caseById } from '../db/case-by-id';
import type { Database, Engine } from '../db/schema';
import { assertValid } from '../errors';
import { addTakeCosts, NO_TAKE_COST, toCostColumns, type TakeCost } from '../valuation/take-cost';
import { TRANSFER_MESSAGE } from './messages';
import { lockTransferInTransit } from './transfer-lock';
import { readTransfer } from './transfer-rows';

/** Rows per insert: 11 columns each stays under both engines' parameter limits. */
const INSERT_CHUNK = 500;

/** A transfer lot's status at the destination (design: Sites and transfers). */
export const TRANSFER_LOT_STATUS = 'Transfer';

interface SentLine {
  id: number;
  item_id: number;
  quantity: number;
  name: string;
}

/** What arrived of each line: the receipt's quantities, a line it does not name arriving whole. */
function readReceipt(body: TransferReceiveBody, lines: readonly SentLine[]): Map<number, number> {
  const received = new Map(lines.map((line) => [line.id, line.quantity]));
  const byId = new Map(lines.map((line) => [line.id, line]));
  const named = new Set<number>();
  const messages: string[] = [];
  (body.lines ?? []).forEach((row, index) => {
    const number = index + 1;
    const lineId = parseId(row.lineId);
    const line = lineId === null ? undefined : byId.get(lineId);
    const quantity = parseCountQuantity(row.receivedQuantity);
    if (!line || lineId === null) messages.push(TRANSFER_MESSAGE.lineUnknown(number));
    else if (named.has(lineId)) messages.push(TRANSFER_MESSAGE.lineTwice(number));
    if (quantity === null) messages.push(TRANSFER_MESSAGE.receivedInvalid(number));
    if (!line || lineId === null || quantity === null || named.has(lineId)) return;
    named.add(lineId);
    if (quantity > line.quantity) {
      messages.push(TRANSFER_MESSAGE.moreThanSent(line.name, toQuantity(line.quantity)));
    }
    received.set(lineId, quantity);
  });
  assertValid(messages);
  return received;
}

/** The part of a lot that did not arrive, valued so that arrived + lost = what was sent. */
function lostCost(
  lot: { quantity: number; unit_cost: number | null; cost: number | null },
  arrived: number,
): TakeCost {
  const lost = lot.quantity - arrived;
  if (lost === 0) return NO_TAKE_COST;
  if (lot.unit_cost === null || lot.cost === null) {
    return { cost: 0n, valuedQuantity: 0, unvaluedQuantity: lost };
  }
  const cost = BigInt(lot.cost) - valueOf(arrived, lot.unit_cost);
  return { cost, valuedQuantity: lost, unvaluedQuantity: 0 };
}

/**
 * POST /transfers/{id}/receive: by a user of the destination while in transit. Each line's
 * source lots arrive as lots of the destination, one per source lot with its expiry, unit cost
 * and supplier, earliest expiry first up to the quantity received. A shortfall is a transfer loss
 * booked at the destination: LostQuantity/LostValue on the line, which the destination's waste
 * cost counts under "Transfer loss" (valuation/transfer-losses.ts). The lots keep their cost but
 * do not become the items' latest known cost: nothing was bought.
 */
export async function receiveTransfer(
  trx: Transaction<Database>,
  engine: Engine,
  actor: Actor,
  id: number,
  body: TransferReceiveBody,
): Promise<Transfer> {
  const head = await lockTransferInTransit(trx, engine, actor, id, 'to');
  const lines = await trx
    .selectFrom('transfer_lines')
    .innerJoin('items', 'items.id', 'transfer_lines.item_id')
    .select([
      'transfer_lines.id',
      'transfer_lines.item_id',
      'transfer_lines.quantity',
      'items.name',
    ])
    .where('transfer_lines.transfer_id', '=', id)
    .orderBy('transfer_lines.id')
    .execute();
  const received = readReceipt(body, lines);
  // Every sent transfer has lines; one written around the API may not (`in ()` is no SQL).
  const lots =
    lines.length === 0
      ? []
      : await trx
          .selectFrom('transfer_lots')
          .select([
            'id',
            'line_id',
            'quantity',
            'expiration_date',
            'unit_cost',
            'cost',
            'supplier_id',
          ])
          .where(
            'line_id',
            'in',
            lines.map((line) => line.id),
          )
          .orderBy('line_id')
          .orderBy('expiration_date')
          .orderBy('id')
          .execute();
  const receivedAt = nowIso();
  // What arrives of each source lot (earliest expiry first) and what each line lost.
  const arriving: { lotId: number; quantity: number; itemId: number }[] = [];
  const outcomes = new Map<number, TakeCost>();
  for (const line of lines) {
    let left = received.get(line.id) ?? line.quantity;
    let lost = NO_TAKE_COST;
    for (const lot of lots) {
      if (lot.line_id !== line.id) continue;
      const arrived = Math.min(left, lot.quantity);
      left -= arrived;
      lost = addTakeCosts(lost, lostCost(lot, arrived));
      if (arrived > 0) arriving.push({ lotId: lot.id, quantity: arrived, itemId: line.item_id });
    }
    outcomes.set(line.id, lost);
  }
  const lotById = new Map(lots.map((lot) => [lot.id, lot]));
  const destOf = new Map<number, number | null>();
  for (let start = 0; start < arriving.length; start += INSERT_CHUNK) {
    const chunk = arriving.slice(start, start + INSERT_CHUNK);
    const inserted = await trx
      .insertInto('lots')
      .values(
        chunk.map((part) => {
          const lot = lotById.get(part.lotId);
          return {
            site_id: head.to_site_id,
            item_id: part.itemId,
            supplier_id: lot?.supplier_id ?? 0,
            po_id: null,
            quantity: part.quantity,
            remaining: part.quantity,
            expiration_date: lot?.expiration_date ?? '',
            status: TRANSFER_LOT_STATUS,
            received_at: receivedAt,
            received_by: actor.id,
            unit_cost: lot?.unit_cost ?? null,
          };
        }),
      )
      .returning('id')
      .execute();
    // One statement's ids rise in the order of its rows (as receiving's insert relies on).
    const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
    chunk.forEach((part, index) => destOf.set(part.lotId, ids[index] ?? null));
  }
  if (destOf.size > 0) {
    await trx
      .updateTable('transfer_lots')
      .set({ dest_lot_id: caseById('id', destOf, 'integer') })
      .where('id', 'in', [...destOf.keys()])
      .execute();
  }
  if (lines.length > 0) {
    const column = (value: (line: SentLine, lost: TakeCost) => number | null) =>
      caseById(
        'id',
        new Map(lines.map((line) => [line.id, value(line, outcomes.get(line.id) ?? NO_TAKE_COST)])),
      );
    const lostOf = (lost: TakeCost) => lost.valuedQuantity + lost.unvaluedQuantity;
    await trx
      .updateTable('transfer_lines')
      .set({
        received_quantity: column((line, lost) => line.quantity - lostOf(lost)),
        lost_quantity: column((_, lost) => lostOf(lost)),
        // What the valued part cost; null when the loss had no known cost (as waste's Cost).
        lost_value: column((_, lost) => (lostOf(lost) === 0 ? 0 : toCostColumns(lost).cost)),
        lost_unvalued_quantity: column((_, lost) => lost.unvaluedQuantity),
      })
      .where(
        'id',
        'in',
        lines.map((line) => line.id),
      )
      .execute();
  }
  await trx
    .updateTable('transfers')
    .set({ status: 'received', received_at: receivedAt, received_by: actor.id })
    .where('id', '=', id)
    .execute();
  const transfer = await readTransfer(trx, id);
  if (!transfer) throw new Error(`Transfer ${id} vanished while being received.`);
  await recordTransferStep(trx, actor, 'receive', transfer);
  return transfer;
}
