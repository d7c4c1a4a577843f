import { poNumberKey } from '../../contract/po-number';
import {
  OPEN_PURCHASE_ORDER_STATUSES,
  OVER_RECEIPT_FACTOR,
  OVER_RECEIPT_LABEL,
} from '../../contract/schemas/purchasing';
import { toQuantity } from '../../contract/validation/values';
import type { DbOrTrx, Engine } from '../db/schema';
import { badRequest, conflict } from '../errors';

export const RECEIVE_AGAINST_MESSAGE = {
  closed: (poNumber: string, status: string) =>
    `Purchase order ${poNumber} is ${status}: only a sent or partial order can be received against.`,
  otherSupplier: (poNumber: string, supplierName: string) =>
    `Purchase order ${poNumber} is an order from ${supplierName}; choose that supplier or another PO ID.`,
  otherSite: (poNumber: string, siteName: string) =>
    `Purchase order ${poNumber} delivers to ${siteName}: receive it there.`,
  overReceipt: (row: number, received: number, ordered: number, poNumber: string) =>
    `Row ${row} would make ${received} received against ${ordered} ordered on purchase order ${poNumber}, more than ${OVER_RECEIPT_FACTOR} times the order. Check the quantity; if the delivery really is that large, tick "${OVER_RECEIPT_LABEL}" and submit again (overReceipt: true).`,
} as const;

/** The order a receiving names, as found: its id and its number as the order has it. */
export interface OrderReceivedAgainst {
  id: number;
  poNumber: string;
}

/**
 * The order a PO receiving names by its PoNumber, compared as contract/po-number.ts says (case,
 * dashes and invisible characters aside), locked on PostgreSQL; null when none has that number
 * (the spec's free text, recorded as before). Of two orders whose numbers mean the same (an
 * older database may hold both) the exact number wins, then the newest. A closed order is a
 * 409, another supplier's a 400, one delivering to another site a 409: all before anything is
 * written.
 */
export async function orderToReceiveAgainst(
  trx: DbOrTrx,
  engine: Engine,
  poId: string,
  supplierId: number,
  siteId: number,
): Promise<OrderReceivedAgainst | null> {
  const order = await trx
    .selectFrom('purchase_orders')
    .innerJoin('suppliers', 'suppliers.id', 'purchase_orders.supplier_id')
    .select([
      'purchase_orders.id',
      'purchase_orders.po_number',
      'purchase_orders.status',
      'purchase_orders.supplier_id',
      'suppliers.name as supplier_name',
      'purchase_orders.site_id',
    ])
    .where((eb) =>
      eb.or([
        eb('purchase_orders.po_number', '=', poId),
        eb('purchase_orders.po_number_key', '=', poNumberKey(poId)),
      ]),
    )
    .orderBy((eb) => eb.case().when('purchase_orders.po_number', '=', poId).then(0).else(1).end())
    .orderBy('purchase_orders.id', 'desc')
    .limit(1)
    .$if(engine === 'postgres', (query) => query.forUpdate('purchase_orders'))
    .executeTakeFirst();
  if (!order) return null;
  const poNumber = order.po_number;
  if (!(OPEN_PURCHASE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    throw conflict(RECEIVE_AGAINST_MESSAGE.closed(poNumber, order.status));
  }
  if (order.supplier_id !== supplierId) {
    throw badRequest(RECEIVE_AGAINST_MESSAGE.otherSupplier(poNumber, order.supplier_name));
  }
  if (order.site_id !== siteId) {
    const site = await trx
      .selectFrom('sites')
      .select('name')
      .where('id', '=', order.site_id)
      .executeTakeFirst();
    throw conflict(RECEIVE_AGAINST_MESSAGE.otherSite(poNumber, site?.name ?? `#${order.site_id}`));
  }
  return { id: order.id, poNumber };
}

interface LineReceived {
  item_id: number;
  quantity: number;
  received_quantity: number;
}

/**
 * A 400 when the delivery brings a line past OVER_RECEIPT_FACTOR times what it ordered, unless
 * intended: 100,000 against a 10-unit line is a slip of the finger far more often than a
 * delivery. Lines that ordered nothing (items received without being on the order) have no
 * bound. Names the first row of the item.
 */
function assertNoOverReceipt(
  order: OrderReceivedAgainst,
  lines: readonly LineReceived[],
  rows: readonly { itemId: number; quantity: number }[],
): void {
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const delivered = rows.reduce(
      (sum, row) => (row.itemId === line.item_id ? sum + row.quantity : sum),
      0,
    );
    const received = line.received_quantity + delivered;
    if (delivered > 0 && received > OVER_RECEIPT_FACTOR * line.quantity) {
      const row = rows.findIndex((candidate) => candidate.itemId === line.item_id) + 1;
      throw badRequest(
        RECEIVE_AGAINST_MESSAGE.overReceipt(
          row,
          toQuantity(received),
          toQuantity(line.quantity),
          order.poNumber,
        ),
      );
    }
  }
}

/**
 * Rows without a unit cost take their order line's (issue 32 row 10): Warehouse Staff receive
 * against an order whose costs they are not shown, so the form cannot fill them in as it does
 * for a manager; the lots keep the price agreed on the order. A row with its own cost keeps it.
 */
export async function withOrderCosts<Row extends { itemId: number; unitCost: number | null }>(
  trx: DbOrTrx,
  orderId: number,
  rows: readonly Row[],
): Promise<Row[]> {
  if (rows.every((row) => row.unitCost !== null)) return [...rows];
  const lines = await trx
    .selectFrom('purchase_order_lines')
    .select(['item_id', 'unit_cost'])
    .where('purchase_order_id', '=', orderId)
    .where('unit_cost', 'is not', null)
    .orderBy('id')
    .execute();
  const costOf = new Map<number, number>();
  for (const line of lines) {
    if (line.unit_cost !== null && !costOf.has(line.item_id))
      costOf.set(line.item_id, line.unit_cost);
  }
  return rows.map((row) =>
    row.unitCost === null ? { ...row, unitCost: costOf.get(row.itemId) ?? null } : row,
  );
}

/**
 * Adds each delivered row to the order's line for its item (an item not on the order gets a
 * line with Quantity 0), then moves the order to received when every line has all it ordered,
 * else to partial. An over-receipt not said to be intended is refused before any change (the
 * caller's transaction then writes no lot either).
 */
export async function addDeliveryToOrder(
  trx: DbOrTrx,
  order: OrderReceivedAgainst,
  rows: readonly { itemId: number; quantity: number }[],
  overReceiptIntended: boolean,
): Promise<void> {
  const orderId = order.id;
  const delivered = new Map<number, number>();
  for (const row of rows)
    delivered.set(row.itemId, (delivered.get(row.itemId) ?? 0) + row.quantity);
  const lines = await trx
    .selectFrom('purchase_order_lines')
    .select(['id', 'item_id', 'quantity', 'received_quantity'])
    .where('purchase_order_id', '=', orderId)
    .execute();
  if (!overReceiptIntended) assertNoOverReceipt(order, lines, rows);
  const lineOf = new Map(lines.map((line) => [line.item_id, line]));
  const extra: { itemId: number; quantity: number }[] = [];
  for (const [itemId, quantity] of delivered) {
    const line = lineOf.get(itemId);
    if (!line) {
      extra.push({ itemId, quantity });
      continue;
    }
    line.received_quantity += quantity;
    await trx
      .updateTable('purchase_order_lines')
      .set({ received_quantity: line.received_quantity })
      .where('id', '=', line.id)
      .execute();
  }
  if (extra.length > 0) {
    await trx
      .insertInto('purchase_order_lines')
      .values(
        extra.map(({ itemId, quantity }) => ({
          purchase_order_id: orderId,
          item_id: itemId,
          quantity: 0,
          received_quantity: quantity,
          unit_cost: null,
        })),
      )
      .execute();
  }
  const complete = lines.every((line) => line.received_quantity >= line.quantity);
  await trx
    .updateTable('purchase_orders')
    .set({ status: complete ? 'received' : 'partial' })
    .where('id', '=', orderId)
    .execute();
}
