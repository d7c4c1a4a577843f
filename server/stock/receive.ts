import type { PoReceiveBody, ReceiveBody, ReceiveRow } from '../../contract/schemas/stock';
import { VALIDATION } from '../../contract/messages';
import { validatePoReceive, validateReceive } from '../../contract/validation/forms';
import { parseId, parseQuantity } from '../../contract/validation/values';
import { nowIso } from '../clock';
import type { DbOrTrx } from '../db/schema';
import { assertValid, badRequest } from '../errors';
import { selectLotRows, toReceivedItem } from './lot-rows';
import { assertRowItemsExist, assertSupplierExists } from './references';
import { inTransaction } from '../db/transactions';

interface LotInput {
  itemId: number;
  quantity: number;
  expirationDate: string;
  status: string;
}

/** Rows already checked by the form validator, as stored values. */
function readRows(rows: readonly ReceiveRow[]): LotInput[] {
  return rows.map((row) => {
    const itemId = parseId(row.itemId);
    const quantity = parseQuantity(row.quantity);
    // The validator ran first; this guard only narrows the types.
    if (itemId === null || quantity === null || !row.expirationDate || !row.status) {
      throw badRequest('Invalid receive row.');
    }
    return { itemId, quantity, expirationDate: row.expirationDate, status: row.status.trim() };
  });
}

/** All rows become lots in one transaction: either every row is received or none is. */
async function insertLots(
  db: DbOrTrx,
  actorId: number,
  poId: string | null,
  supplierId: number,
  rows: LotInput[],
) {
  return inTransaction(db, async (trx) => {
    await assertSupplierExists(trx, supplierId);
    await assertRowItemsExist(
      trx,
      rows.map((row) => row.itemId),
    );
    const receivedAt = nowIso();
    const inserted = await trx
      .insertInto('lots')
      .values(
        rows.map((row) => ({
          item_id: row.itemId,
          supplier_id: supplierId,
          po_id: poId,
          quantity: row.quantity,
          remaining: row.quantity,
          expiration_date: row.expirationDate,
          status: row.status,
          received_at: receivedAt,
          received_by: actorId,
        })),
      )
      .returning('id')
      .execute();
    const lots = await selectLotRows(trx)
      .where(
        'lots.id',
        'in',
        inserted.map((row) => row.id),
      )
      .orderBy('lots.id')
      .execute();
    return lots.map(toReceivedItem);
  });
}

function supplierOf(body: { supplierId?: unknown }): number {
  const supplierId = parseId(body.supplierId);
  if (supplierId === null) throw badRequest(VALIDATION.supplierRequired);
  return supplierId;
}

export async function receiveItems(db: DbOrTrx, actorId: number, body: ReceiveBody) {
  assertValid(validateReceive(body));
  const rows = readRows(body.receiveItems ?? []);
  return { receiveItems: await insertLots(db, actorId, null, supplierOf(body), rows) };
}

export async function receivePoItems(db: DbOrTrx, actorId: number, body: PoReceiveBody) {
  assertValid(validatePoReceive(body));
  const poId = String(body.poId).trim();
  const rows = readRows(body.receiveItems ?? []);
  return { poReceiveItems: await insertLots(db, actorId, poId, supplierOf(body), rows) };
}
