import type { SelectQueryBuilder } from 'kysely';
import type { PurchaseOrder } from '../../contract/schemas/purchasing';
import { toQuantity } from '../../contract/validation/values';
import type { Database, DbOrTrx } from '../db/schema';
import { selectItemRows, toStockItem } from '../reference/item-rows';
import { toMoney, valueOf } from '../../contract/money';

/** Purchase orders with their supplier and creator: every order shape starts here. */
export function selectPurchaseOrderRows(db: DbOrTrx) {
  return db
    .selectFrom('purchase_orders')
    .innerJoin('suppliers', 'suppliers.id', 'purchase_orders.supplier_id')
    .innerJoin('users as creator', 'creator.id', 'purchase_orders.created_by')
    .select([
      'purchase_orders.id as id',
      'purchase_orders.po_number as po_number',
      'purchase_orders.supplier_id as supplier_id',
      'suppliers.name as supplier_name',
      'purchase_orders.status as status',
      'purchase_orders.expected_at as expected_at',
      'purchase_orders.note as note',
      'purchase_orders.created_at as created_at',
      'creator.name as creator_name',
      'purchase_orders.sent_at as sent_at',
      'purchase_orders.cancelled_at as cancelled_at',
      'purchase_orders.cancel_reason as cancel_reason',
      'purchase_orders.rejection_reason as rejection_reason',
    ]);
}

type PurchaseOrderJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectPurchaseOrderRows>['executeTakeFirstOrThrow']>
>;
type PurchaseOrderIds = SelectQueryBuilder<Database, 'purchase_orders', { id: number }>;

/** Maps order rows to the API shape, reading all their lines in one query (ids: see toOrders). */
export async function toPurchaseOrders(
  db: DbOrTrx,
  rows: readonly PurchaseOrderJoinRow[],
  ids?: PurchaseOrderIds,
): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const lines = await selectItemRows(db)
    .innerJoin('purchase_order_lines as line', 'line.item_id', 'items.id')
    .select([
      'line.id as line_id',
      'line.purchase_order_id as line_order_id',
      'line.quantity as line_quantity',
      'line.received_quantity as line_received',
      'line.unit_cost as line_unit_cost',
    ])
    .where('line.purchase_order_id', 'in', ids ?? rows.map((row) => row.id))
    .orderBy('line.id')
    .execute();
  const byOrder = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = byOrder.get(line.line_order_id);
    if (list) list.push(line);
    else byOrder.set(line.line_order_id, [line]);
  }
  return rows.map((row) => {
    const orderLines = byOrder.get(row.id) ?? [];
    // In BigInt: lines written before the limits (issue 32) may pass 2^53 together.
    const total = orderLines.reduce(
      (sum, line) =>
        line.line_unit_cost === null ? sum : sum + valueOf(line.line_quantity, line.line_unit_cost),
      0n,
    );
    return {
      PurchaseOrderId: row.id,
      PoNumber: row.po_number,
      SupplierID: row.supplier_id,
      Supplier: { Name: row.supplier_name },
      Status: row.status,
      ExpectedAt: row.expected_at,
      Note: row.note,
      CreatedAt: row.created_at,
      CreatedBy: row.creator_name,
      SentAt: row.sent_at,
      CancelledAt: row.cancelled_at,
      Reason: row.cancel_reason,
      RejectionReason: row.rejection_reason,
      Total: toMoney(total),
      Lines: orderLines.map((line) => ({
        LineId: line.line_id,
        ItemID: line.item_id,
        Item: toStockItem(line),
        Quantity: toQuantity(line.line_quantity),
        ReceivedQuantity: toQuantity(line.line_received),
        UnitCost: line.line_unit_cost === null ? null : toMoney(line.line_unit_cost),
      })),
    };
  });
}

/** The order, or undefined; with siteId, only when it delivers to that site. */
export async function findPurchaseOrder(
  db: DbOrTrx,
  id: number,
  siteId?: number,
): Promise<PurchaseOrder | undefined> {
  const row = await selectPurchaseOrderRows(db)
    .where('purchase_orders.id', '=', id)
    .$if(siteId !== undefined, (query) => query.where('purchase_orders.site_id', '=', siteId ?? 0))
    .executeTakeFirst();
  return row ? (await toPurchaseOrders(db, [row]))[0] : undefined;
}
