import type { Transaction } from 'kysely';
import { recordPurchaseOrderStep } from './purchase-order-activity';
import { VALIDATION } from '../../contract/messages';
import { MAIN_SITE_ID, type PurchaseOrderAction } from '../../contract/paths';
import {
  OPEN_PURCHASE_ORDER_STATUSES,
  PO_NUMBER_PREFIX,
  type PurchaseOrder,
  type PurchaseOrderBody,
  type PurchaseOrderQuery,
} from '../../contract/schemas/purchasing';
import type { ReasonBody } from '../../contract/schemas/stock';
import { validateReason } from '../../contract/validation/forms';
import { isBlank, isCalendarDate, parseId, parseQuantity } from '../../contract/validation/values';
import { nowIso } from '../clock';
import type { Database, DbOrTrx, Engine } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { assertValid, badRequest, conflict, notFound } from '../errors';
import { isConstraintViolation } from '../reference/db-errors';
import { containsText, pageBounds } from '../request-values';
import { assertRowItemsExist, assertSupplierExists } from '../stock/references';
import { findValueLimitsPassed, MONEY_TEXT } from '../../contract/money';
import { poNumberKey } from '../../contract/po-number';
import { AWAITING_APPROVAL, needsApproval } from '../../contract/po-approval';
import { parseUnitCost } from './money';
import { recordPurchaseOrderHeld } from './po-activity';
import {
  findPurchaseOrder,
  selectPurchaseOrderRows,
  toPurchaseOrders,
} from './purchase-order-rows';

const WHAT = 'Purchase order';

export const PURCHASE_ORDER_MESSAGE = {
  linesRequired: 'At least one line is required.',
  itemInLine: (line: number) => `Item is required in line ${line}`,
  quantityInLine: (line: number) => `Valid quantity is required in line ${line}`,
  unitCostInLine: (line: number) =>
    `Unit cost in line ${line} must be 0 or more with at most 4 decimals, or empty.`,
  itemRepeated: (line: number, first: number) =>
    `The item in line ${line} is already on line ${first}; an item appears once per order.`,
  expectedAt: 'expectedAt must be a date (YYYY-MM-DD), or empty.',
  poNumberTaken: (poNumber: string) => `PO number ${poNumber} is already used.`,
  notDraft: (status: string) =>
    `Only a draft purchase order can be changed; this one is ${status}.`,
  transition: (action: PurchaseOrderAction, status: string) =>
    `${status === AWAITING_APPROVAL ? 'A purchase order awaiting approval' : `A ${status} purchase order`} cannot be ${action === 'send' ? 'sent' : 'cancelled'}.`,
} as const;

/** Which orders a reader may see: all (Purchasing) or the open ones (Add Inventory alone). */
export type PurchaseOrderScope = 'all' | 'open';

/** The site's orders (those delivering there), newest first; search: PO number or supplier. */
export async function listPurchaseOrders(
  db: DbOrTrx,
  query: PurchaseOrderQuery,
  scope: PurchaseOrderScope,
  siteId: number = MAIN_SITE_ID,
) {
  let rows = selectPurchaseOrderRows(db).where('purchase_orders.site_id', '=', siteId);
  if (scope === 'open' || query.status === 'open') {
    rows = rows.where('purchase_orders.status', 'in', [...OPEN_PURCHASE_ORDER_STATUSES]);
  }
  if (query.status && query.status !== 'open')
    rows = rows.where('purchase_orders.status', '=', query.status);
  if (query.supplierId) rows = rows.where('purchase_orders.supplier_id', '=', query.supplierId);
  const search = query.search?.trim();
  if (search) {
    rows = rows.where((eb) =>
      eb.or([
        containsText(eb.ref('purchase_orders.po_number'), search),
        containsText(eb.ref('suppliers.name'), search),
      ]),
    );
  }
  const { count } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let ordered = rows
    .orderBy('purchase_orders.created_at', 'desc')
    .orderBy('purchase_orders.id', 'desc');
  const bounds = pageBounds(query);
  if (bounds) ordered = ordered.limit(bounds.limit).offset(bounds.offset);
  const ids = ordered.clearSelect().select('purchase_orders.id as id');
  return {
    totalCount: count,
    purchaseOrders: await toPurchaseOrders(db, await ordered.execute(), ids),
  };
}

/** One of the site's orders; another site's is a 404 there, as if it did not exist. */
export async function getPurchaseOrder(
  db: DbOrTrx,
  id: number,
  scope: PurchaseOrderScope,
  siteId: number = MAIN_SITE_ID,
): Promise<PurchaseOrder> {
  const order = await findPurchaseOrder(db, id, siteId);
  const visible =
    order &&
    (scope === 'all' || (OPEN_PURCHASE_ORDER_STATUSES as readonly string[]).includes(order.Status));
  if (!order || !visible) throw notFound(WHAT);
  return order;
}

interface LineValues {
  itemId: number;
  quantity: number;
  unitCost: number | null;
}

/** Checks the whole body at once (every message in one 400); returns the stored values. */
function readBody(body: PurchaseOrderBody) {
  const messages: string[] = [];
  const supplierId = parseId(body.supplierId);
  if (supplierId === null) messages.push(VALIDATION.supplierRequired);
  const expectedAt = isBlank(body.expectedAt) ? null : String(body.expectedAt).trim();
  if (expectedAt !== null && !isCalendarDate(expectedAt)) {
    messages.push(PURCHASE_ORDER_MESSAGE.expectedAt);
  }
  const rawLines = body.lines ?? [];
  if (rawLines.length === 0) messages.push(PURCHASE_ORDER_MESSAGE.linesRequired);
  const lines: LineValues[] = [];
  const firstLineOf = new Map<number, number>();
  const priced: ({ quantity: number; unitCost: number } | null)[] = [];
  rawLines.forEach((line, index) => {
    const number = index + 1;
    const itemId = parseId(line.itemId);
    const quantity = parseQuantity(line.quantity);
    const unitCost = isBlank(line.unitCost) ? null : parseUnitCost(line.unitCost);
    if (itemId === null) messages.push(PURCHASE_ORDER_MESSAGE.itemInLine(number));
    if (quantity === null) messages.push(PURCHASE_ORDER_MESSAGE.quantityInLine(number));
    if (!isBlank(line.unitCost) && unitCost === null) {
      messages.push(PURCHASE_ORDER_MESSAGE.unitCostInLine(number));
    }
    if (itemId !== null) {
      const first = firstLineOf.get(itemId);
      if (first !== undefined) messages.push(PURCHASE_ORDER_MESSAGE.itemRepeated(number, first));
      else firstLineOf.set(itemId, number);
    }
    if (itemId !== null && quantity !== null) lines.push({ itemId, quantity, unitCost });
    priced.push(quantity === null || unitCost === null ? null : { quantity, unitCost });
  });
  const passed = findValueLimitsPassed(priced);
  for (const n of passed.rows) messages.push(MONEY_TEXT.lineValueTooLargeInLine(n));
  if (passed.total) messages.push(MONEY_TEXT.orderValueTooLarge);
  assertValid(messages);
  if (supplierId === null) throw badRequest(VALIDATION.supplierRequired);
  const poNumber = isBlank(body.poNumber) ? null : String(body.poNumber).trim();
  return { supplierId, poNumber, expectedAt, note: (body.note ?? '').trim(), lines };
}

/** A PO number as stored: itself and the key receiving compares it by (contract/po-number). */
function poNumberColumns(poNumber: string) {
  return { po_number: poNumber, po_number_key: poNumberKey(poNumber) };
}

/** Taken when another order's number means the same once normalised (`po-7` and `PO‑7`). */
async function assertPoNumberFree(db: DbOrTrx, poNumber: string, exceptId?: number) {
  let query = db
    .selectFrom('purchase_orders')
    .select('id')
    .where((eb) =>
      eb.or([eb('po_number', '=', poNumber), eb('po_number_key', '=', poNumberKey(poNumber))]),
    );
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst())
    throw conflict(PURCHASE_ORDER_MESSAGE.poNumberTaken(poNumber));
}

/** `PO-` and the id in 6 digits, or the next free number when someone typed that one. */
async function generatedPoNumber(db: DbOrTrx, id: number): Promise<string> {
  for (let candidate = id; ; candidate += 1) {
    const poNumber = `${PO_NUMBER_PREFIX}${String(candidate).padStart(6, '0')}`;
    const taken = await db
      .selectFrom('purchase_orders')
      .select('id')
      .where((eb) =>
        eb.or([eb('po_number', '=', poNumber), eb('po_number_key', '=', poNumberKey(poNumber))]),
      )
      .executeTakeFirst();
    if (!taken) return poNumber;
  }
}

async function writeLines(trx: Transaction<Database>, orderId: number, lines: LineValues[]) {
  await trx.deleteFrom('purchase_order_lines').where('purchase_order_id', '=', orderId).execute();
  await trx
    .insertInto('purchase_order_lines')
    .values(
      lines.map((line) => ({
        purchase_order_id: orderId,
        item_id: line.itemId,
        quantity: line.quantity,
        received_quantity: 0,
        unit_cost: line.unitCost,
      })),
    )
    .execute();
}

/** A constraint caught a concurrent writer that took the same PO number: the same 409. */
async function guardPoNumber<T>(poNumber: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (poNumber !== null && isConstraintViolation(error, 'unique')) {
      throw conflict(PURCHASE_ORDER_MESSAGE.poNumberTaken(poNumber));
    }
    throw error;
  }
}

/**
 * A draft order delivering to the site (the request's at creation: design, Sites and transfers);
 * its number comes from the one sequence of the install, whatever the site.
 */
export async function createPurchaseOrder(
  db: DbOrTrx,
  actorId: number,
  body: PurchaseOrderBody,
  siteId: number = MAIN_SITE_ID,
): Promise<PurchaseOrder> {
  const values = readBody(body);
  return guardPoNumber(values.poNumber, () =>
    inTransaction(db, async (trx) => {
      await assertSupplierExists(trx, values.supplierId);
      await assertRowItemsExist(
        trx,
        values.lines.map((line) => line.itemId),
      );
      if (values.poNumber !== null) await assertPoNumberFree(trx, values.poNumber);
      const { id } = await trx
        .insertInto('purchase_orders')
        .values({
          // A placeholder no typed number can equal (it has a space), replaced just below.
          ...poNumberColumns(values.poNumber ?? `pending ${nowIso()} ${Math.random()}`),
          site_id: siteId,
          supplier_id: values.supplierId,
          status: 'draft',
          expected_at: values.expectedAt,
          note: values.note,
          created_at: nowIso(),
          created_by: actorId,
          sent_at: null,
          cancelled_at: null,
          cancel_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (values.poNumber === null) {
        await trx
          .updateTable('purchase_orders')
          .set(poNumberColumns(await generatedPoNumber(trx, id)))
          .where('id', '=', id)
          .execute();
      }
      await writeLines(trx, id, values.lines);
      const created = await readBack(trx, id);
      await recordPurchaseOrderStep(trx, actorId, siteId, 'create', created);
      return created;
    }),
  );
}

async function readBack(db: DbOrTrx, id: number): Promise<PurchaseOrder> {
  const order = await findPurchaseOrder(db, id);
  if (!order) throw new Error(`purchase order ${id} vanished inside its own transaction`);
  return order;
}

/**
 * The site's order's status, its row locked on PostgreSQL so concurrent changes run in turn;
 * another site's order is a 404 (it is changed at the site it delivers to).
 */
export async function lockPurchaseOrder(
  trx: DbOrTrx,
  engine: Engine,
  id: number,
  siteId: number = MAIN_SITE_ID,
): Promise<{ status: string; supplier_id: number }> {
  const order = await trx
    .selectFrom('purchase_orders')
    .select(['status', 'supplier_id'])
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!order) throw notFound(WHAT);
  return order;
}

/** Replaces a draft's supplier, number, date, note and lines; any other status is a 409. */
export async function updatePurchaseOrder(
  db: DbOrTrx,
  engine: Engine,
  actorId: number,
  id: number,
  body: PurchaseOrderBody,
  siteId: number = MAIN_SITE_ID,
): Promise<PurchaseOrder> {
  const values = readBody(body);
  return guardPoNumber(values.poNumber, () =>
    inTransaction(db, async (trx) => {
      const order = await lockPurchaseOrder(trx, engine, id, siteId);
      if (order.status !== 'draft') throw conflict(PURCHASE_ORDER_MESSAGE.notDraft(order.status));
      await assertSupplierExists(trx, values.supplierId);
      await assertRowItemsExist(
        trx,
        values.lines.map((line) => line.itemId),
      );
      if (values.poNumber !== null) await assertPoNumberFree(trx, values.poNumber, id);
      const before = await readBack(trx, id);
      await trx
        .updateTable('purchase_orders')
        .set({
          supplier_id: values.supplierId,
          expected_at: values.expectedAt,
          note: values.note,
          ...(values.poNumber === null ? {} : poNumberColumns(values.poNumber)),
        })
        .where('id', '=', id)
        .execute();
      await writeLines(trx, id, values.lines);
      const after = await readBack(trx, id);
      await recordPurchaseOrderStep(trx, actorId, siteId, 'update', after, before);
      return after;
    }),
  );
}

const ALLOWED_FROM: Record<PurchaseOrderAction, readonly string[]> = {
  send: ['draft'],
  cancel: ['draft', AWAITING_APPROVAL, 'sent', 'partial'],
};

/** Who acts on which order, at the request's site. */
export interface PurchaseOrderStep {
  engine: Engine;
  actorId: number;
  id: number;
  siteId?: number;
  /**
   * The sender's role and PO_APPROVAL_LIMIT (null: none): over it a send by anyone but an
   * Administrator waits for approval. Without it (benches, the demo) a send is never held.
   */
  approval?: { roleName: string; limit: number | null };
}

/** Locks the site's order and refuses a step its status does not allow (409). */
async function lockForStep(
  trx: Transaction<Database>,
  { engine, id, siteId }: PurchaseOrderStep,
  action: PurchaseOrderAction,
): Promise<void> {
  const order = await lockPurchaseOrder(trx, engine, id, siteId);
  if (!ALLOWED_FROM[action].includes(order.status)) {
    throw conflict(PURCHASE_ORDER_MESSAGE.transition(action, order.status));
  }
}

/**
 * draft → sent: the one function every send goes through (approvals branch here: design,
 * Activity log and approvals), its entry in the same transaction.
 */
export async function sendPurchaseOrder(
  db: DbOrTrx,
  step: PurchaseOrderStep,
): Promise<PurchaseOrder> {
  return inTransaction(db, async (trx) => {
    await lockForStep(trx, step, 'send');
    const before = await readBack(trx, step.id);
    const { approval } = step;
    const held =
      approval !== undefined && needsApproval(before.Total, approval.roleName, approval.limit);
    await trx
      .updateTable('purchase_orders')
      // Sending again clears an Administrator's earlier rejection reason.
      .set(
        held
          ? { status: AWAITING_APPROVAL, rejection_reason: null }
          : { status: 'sent', sent_at: nowIso(), rejection_reason: null },
      )
      .where('id', '=', step.id)
      .execute();
    const sent = await readBack(trx, step.id);
    const siteId = step.siteId ?? MAIN_SITE_ID;
    if (held) await recordPurchaseOrderHeld(trx, step.actorId, siteId, sent, approval.limit ?? 0);
    else await recordPurchaseOrderStep(trx, step.actorId, siteId, 'send', sent, before);
    return sent;
  });
}

/** draft/awaiting_approval/sent/partial → cancelled, a reason required. */
export async function cancelPurchaseOrder(
  db: DbOrTrx,
  step: PurchaseOrderStep,
  body: ReasonBody | null,
): Promise<PurchaseOrder> {
  assertValid(validateReason(body?.reason));
  return inTransaction(db, async (trx) => {
    await lockForStep(trx, step, 'cancel');
    const before = await readBack(trx, step.id);
    await trx
      .updateTable('purchase_orders')
      .set({
        status: 'cancelled',
        cancelled_at: nowIso(),
        cancel_reason: (body?.reason ?? '').trim(),
      })
      .where('id', '=', step.id)
      .execute();
    const cancelled = await readBack(trx, step.id);
    const siteId = step.siteId ?? MAIN_SITE_ID;
    await recordPurchaseOrderStep(trx, step.actorId, siteId, 'cancel', cancelled, before);
    return cancelled;
  });
}
