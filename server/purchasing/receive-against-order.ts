import { OPEN_PURCHASE_ORDER_STATUSES } from '../../contract/schemas/purchasing';
import type { DbOrTrx, Engine } from '../db/schema';
import { badRequest, conflict } from '../errors';

export const RECEIVE_AGAINST_MESSAGE = {
  closed: (poNumber: string, status: string) =>
    `Purchase order ${poNumber} is ${status}: only a sent or partial order can be received against.`,
  otherSupplier: (poNumber: string, supplierName: string) =>
    `Purchase order ${poNumber} is an order from ${supplierName}; choose that supplier or another PO ID.`,
} as const;

/**
 * The order a PO receiving names by its PoNumber, locked on PostgreSQL; null when none has that
 * number (the spec's free text, recorded as before). A closed order is a 409, another
 * supplier's a 400: both before anything is written.
 */
export async function orderToReceiveAgainst(
  trx: DbOrTrx,
  engine: Engine,
  poNumber: string,
  supplierId: number,
): Promise<number | null> {
  const order = await trx
    .selectFrom('purchase_orders')
    .innerJoin('suppliers', 'suppliers.id', 'purchase_orders.supplier_id')
    .select([
      'purchase_orders.id',
      'purchase_orders.status',
      'purchase_orders.supplier_id',
      'suppliers.name as supplier_name',
    ])
    .where('purchase_orders.po_number', '=', poNumber)
    .$if(engine === 'postgres', (query) => query.forUpdate('purchase_orders'))
    .executeTakeFirst();
  if (!order) return null;
  if (!(OPEN_PURCHASE_ORDER_STATUSES as readonly string[]).includes(order.status)) {
    throw conflict(RECEIVE_AGAINST_MESSAGE.closed(poNumber, order.status));
  }
  if (order.supplier_id !== supplierId) {
    throw badRequest(RECEIVE_AGAINST_MESSAGE.otherSupplier(poNumber, order.supplier_name));
  }
  return order.id;
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
 * else to partial.
 */
export async function addDeliveryToOrder(
  trx: DbOrTrx,
  orderId: number,
  rows: readonly { itemId: number; quantity: number }[],
): Promise<void> {
  const delivered = new Map<number, number>();
  for (const row of rows)
    delivered.set(row.itemId, (delivered.get(row.itemId) ?? 0) + row.quantity);
  const lines = await trx
    .selectFrom('purchase_order_lines')
    .select(['id', 'item_id', 'quantity', 'received_quantity'])
    .where('purchase_order_id', '=', orderId)
    .execute();
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
