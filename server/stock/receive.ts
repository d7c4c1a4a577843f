import type { PoReceiveBody, ReceiveBody, ReceiveRow } from '../../contract/schemas/stock';
import { VALIDATION } from '../../contract/messages';
import { validatePoReceive, validateReceive } from '../../contract/validation/forms';
import { isBlank, parseId, parseQuantity } from '../../contract/validation/values';
import { parseUnitCost } from '../../contract/money';
import { recordLatestUnitCosts } from '../valuation/latest-cost';
import { nowIso } from '../clock';
import type { DbOrTrx, Engine } from '../db/schema';
import { addDeliveryToOrder, orderToReceiveAgainst, withOrderCosts } from './receive-against-order';
import { assertValid, badRequest } from '../errors';
import { inTransaction } from '../db/transactions';
import { compiledOnce, isPostgres } from '../db/compiled-once';
import { sql } from 'kysely';
import { toReceivedLot } from './lot-rows';
import { REFERENCE_MESSAGE, rowItemsFound } from './references';
import { selectItemRows } from '../reference/item-rows';
import { recordReceipt } from './stock-activity';

interface LotInput {
  itemId: number;
  quantity: number;
  expirationDate: string;
  status: string;
  unitCost: number | null;
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
    const unitCost = isBlank(row.unitCost) ? null : parseUnitCost(row.unitCost);
    return {
      itemId,
      quantity,
      expirationDate: row.expirationDate,
      status: row.status.trim(),
      unitCost,
    };
  });
}

/** The supplier's name and the receiving user's: an answer's every lot shows them. */
function selectNames(db: DbOrTrx, actorId: number, supplierId: number) {
  const supplierName = db.selectFrom('suppliers').select('name').where('id', '=', supplierId);
  const userName = db.selectFrom('users').select('name').where('id', '=', actorId);
  return { supplierName, userName };
}

/** Only when no row's item exists: whether the supplier does decides which 400 it is. */
const selectSupplier = compiledOnce(2, (db, actorId: number, supplierId: number) =>
  db
    .selectFrom('suppliers')
    .select('name as supplier_name')
    .select(selectNames(db, actorId, supplierId).userName.as('user_name'))
    .where('id', '=', supplierId),
);

/**
 * The rows' items in their nested shape, each with the supplier's and the user's names: one
 * statement for what took two. On PostgreSQL the ids are one array, so it is compiled once.
 */
function selectItemsWithNames(db: DbOrTrx, actorId: number, supplierId: number) {
  const { supplierName, userName } = selectNames(db, actorId, supplierId);
  return selectItemRows(db).select([supplierName.as('supplier_name'), userName.as('user_name')]);
}

const selectItemsWithNamesByIds = compiledOnce(
  3,
  (db, actorId: number, supplierId: number, ids: number[]) =>
    selectItemsWithNames(db, actorId, supplierId).where(
      'items.id',
      '=',
      sql<number>`any(${ids}::integer[])`,
    ),
);

/**
 * The supplier's and the user's names and the rows' items by id; a 400 for an unknown supplier
 * first, then one naming every row whose item is unknown (references.ts).
 */
async function readDeliveryReferences(
  db: DbOrTrx,
  actorId: number,
  supplierId: number,
  itemIds: readonly number[],
) {
  const unique = [...new Set(itemIds)];
  const found =
    unique.length === 0
      ? []
      : isPostgres(db)
        ? await selectItemsWithNamesByIds(db, actorId, supplierId, unique)
        : await selectItemsWithNames(db, actorId, supplierId)
            .where('items.id', 'in', unique)
            .execute();
  const [names] = found.length > 0 ? found : await selectSupplier(db, actorId, supplierId);
  if (!names || names.supplier_name === null) throw badRequest(REFERENCE_MESSAGE.supplier);
  return {
    supplierName: names.supplier_name,
    userName: names.user_name ?? '',
    items: rowItemsFound(itemIds, found),
  };
}

interface LotsToInsert {
  actorId: number;
  siteId: number;
  poId: string | null;
  supplierId: number;
  receivedAt: string;
  rows: LotInput[];
}

/**
 * PostgreSQL: the rows as one array per column, unnested in their order, so the insert is one
 * statement whatever the row count, compiled once and prepared (a 10-row insert built by Kysely
 * had 100 parameters and cost more to build than to run).
 */
const insertLotArrays = compiledOnce(
  10,
  (
    db,
    itemIds: number[],
    quantities: number[],
    expirationDates: string[],
    statuses: string[],
    unitCosts: (number | null)[],
    supplierId: number,
    poId: string | null,
    receivedAt: string,
    actorId: number,
    siteId: number,
  ) =>
    db
      .insertInto('lots')
      .columns([
        'item_id',
        'supplier_id',
        'po_id',
        'quantity',
        'remaining',
        'expiration_date',
        'status',
        'received_at',
        'received_by',
        'unit_cost',
        'site_id',
      ])
      .expression(
        sql`select given.item_id, ${supplierId}::integer, ${poId}::text, given.quantity, given.quantity,
          given.expiration_date, given.status, ${receivedAt}::text, ${actorId}::integer, given.unit_cost,
          ${siteId}::integer
        from unnest(${itemIds}::integer[], ${quantities}::bigint[], ${expirationDates}::text[],
          ${statuses}::text[], ${unitCosts}::bigint[])
          with ordinality as given(item_id, quantity, expiration_date, status, unit_cost, n)
        order by given.n`,
      )
      .returningAll(),
);

function insertLotRows(db: DbOrTrx, lots: LotsToInsert) {
  const { actorId, siteId, poId, supplierId, receivedAt, rows } = lots;
  if (isPostgres(db)) {
    return insertLotArrays(
      db,
      rows.map((row) => row.itemId),
      rows.map((row) => row.quantity),
      rows.map((row) => row.expirationDate),
      rows.map((row) => row.status),
      rows.map((row) => row.unitCost),
      supplierId,
      poId,
      receivedAt,
      actorId,
      siteId,
    );
  }
  return db
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
        unit_cost: row.unitCost,
        site_id: siteId,
      })),
    )
    .returningAll()
    .execute();
}

/**
 * All rows become lots at the site in one transaction: either every row is received or none is.
 * Three statements whatever the row count: the supplier with the receiving user's name, the rows'
 * items in their nested shape (which also proves they exist), and the insert returning the lots.
 */
async function insertLots(
  db: DbOrTrx,
  { actorId, siteId }: Receiver,
  poId: string | null,
  supplierId: number,
  rows: LotInput[],
) {
  return inTransaction(db, async (trx) => {
    const { supplierName, userName, items } = await readDeliveryReferences(
      trx,
      actorId,
      supplierId,
      rows.map((row) => row.itemId),
    );
    const receivedAt = nowIso();
    const inserted = await insertLotRows(trx, {
      actorId,
      siteId,
      poId,
      supplierId,
      receivedAt,
      rows,
    });
    await recordLatestUnitCosts(trx, inserted);
    return inserted
      .sort((a, b) => a.id - b.id)
      .map((lot) => {
        const item = items.get(lot.item_id);
        if (!item) throw badRequest(REFERENCE_MESSAGE.item);
        return toReceivedLot(
          {
            lot_id: lot.id,
            lot_po_id: lot.po_id,
            lot_quantity: lot.quantity,
            lot_remaining: lot.remaining,
            lot_expiration_date: lot.expiration_date,
            lot_received_at: lot.received_at,
            lot_received_by: lot.received_by,
            lot_status: lot.status,
            lot_supplier_id: lot.supplier_id,
            lot_unit_cost: lot.unit_cost,
            supplier_name: supplierName,
            user_name: userName,
          },
          item,
        );
      });
  });
}

function supplierOf(body: { supplierId?: unknown }): number {
  const supplierId = parseId(body.supplierId);
  if (supplierId === null) throw badRequest(VALIDATION.supplierRequired);
  return supplierId;
}

/** Who receives, and at which site (the request's). */
export interface Receiver {
  actorId: number;
  siteId: number;
}

export async function receiveItems(db: DbOrTrx, receiver: Receiver, body: ReceiveBody) {
  assertValid(validateReceive(body));
  const rows = readRows(body.receiveItems ?? []);
  return inTransaction(db, async (trx) => {
    const lots = await insertLots(trx, receiver, null, supplierOf(body), rows);
    await recordReceipt(trx, receiver.siteId, lots, null);
    return { receiveItems: lots };
  });
}

/**
 * A PO receiving: the lots, and when poId is the PoNumber of a purchase order, the delivery
 * added to that order (design: Purchasing), all in one transaction.
 */
export async function receivePoItems(
  db: DbOrTrx,
  engine: Engine,
  receiver: Receiver,
  body: PoReceiveBody,
) {
  assertValid(validatePoReceive(body));
  const poId = String(body.poId).trim();
  const rows = readRows(body.receiveItems ?? []);
  const supplierId = supplierOf(body);
  return inTransaction(db, async (trx) => {
    const order = await orderToReceiveAgainst(trx, engine, poId, supplierId, receiver.siteId);
    // A lot received against an order carries the order's own number, not the typed variant.
    const lotPoId = order?.poNumber ?? poId;
    const costed = order === null ? rows : await withOrderCosts(trx, order.id, rows);
    const poReceiveItems = await insertLots(trx, receiver, lotPoId, supplierId, costed);
    if (order !== null) await addDeliveryToOrder(trx, order, rows, body.overReceipt === true);
    await recordReceipt(trx, receiver.siteId, poReceiveItems, order);
    return { poReceiveItems };
  });
}
