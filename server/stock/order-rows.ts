import type { Order } from '../../contract/schemas/orders';
import { toQuantity } from '../../contract/validation/values';
import type { SelectQueryBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../db/schema';
import { selectItemRows, toStockItem } from '../reference/item-rows';
import { toCostFields } from '../valuation/take-cost';

/** Orders with their department, requester and (once acted on) the user who acted. */
export function selectOrderRows(db: DbOrTrx) {
  return db
    .selectFrom('orders')
    .innerJoin('departments', 'departments.id', 'orders.department_id')
    .innerJoin('users as requester', 'requester.id', 'orders.user_id')
    .leftJoin('users as actioner', 'actioner.id', 'orders.actioned_by')
    .select([
      'orders.id as id',
      'orders.status as status',
      'orders.request_date as request_date',
      'orders.fulfilled_at as fulfilled_at',
      'orders.department_id as department_id',
      'departments.name as department_name',
      // Soft-deleted users keep their row, so history keeps their names.
      'requester.name as requester_name',
      'orders.reason as reason',
      'orders.actioned_at as actioned_at',
      'actioner.name as actioner_name',
      'orders.cost as cost',
      'orders.unvalued_quantity as unvalued_quantity',
    ]);
}

type OrderJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectOrderRows>['executeTakeFirstOrThrow']>
>;

/** The ids of the orders whose lines to read: a subquery, so 100,000 orders bind nothing each. */
type OrderIds = SelectQueryBuilder<Database, 'orders', { id: number }>;

/**
 * Maps order rows to the API shape, reading all their lines in one query. `ids` selects the
 * same orders as `rows` (the list's own filtered, paged query); without it the rows' ids are
 * bound, which only a single order or a short list may do.
 */
export async function toOrders(
  db: DbOrTrx,
  rows: readonly OrderJoinRow[],
  ids?: OrderIds,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await selectItemRows(db)
    .innerJoin('order_lines', 'order_lines.item_id', 'items.id')
    .select(['order_lines.order_id as line_order_id', 'order_lines.quantity as line_quantity'])
    .where('order_lines.order_id', 'in', ids ?? rows.map((row) => row.id))
    .orderBy('order_lines.id')
    .execute();
  const linesByOrder = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = linesByOrder.get(line.line_order_id);
    if (list) list.push(line);
    else linesByOrder.set(line.line_order_id, [line]);
  }
  return rows.map((row) => ({
    ID: row.id,
    Status: row.status,
    RequestDate: row.request_date,
    FulfilledAt: row.fulfilled_at,
    DepartmentID: row.department_id,
    Department: { Name: row.department_name },
    User: { Name: row.requester_name },
    FulfillmentContent: (linesByOrder.get(row.id) ?? []).map((line) => ({
      Item: toStockItem(line),
      Quantity: toQuantity(line.line_quantity),
    })),
    Reason: row.reason,
    ActionedAt: row.actioned_at,
    ActionedBy: row.actioner_name === null ? null : { Name: row.actioner_name },
    ...toCostFields(row),
  }));
}

/** One order in the API shape, or undefined when there is none with that id. */
export async function findOrder(db: DbOrTrx, id: number): Promise<Order | undefined> {
  const row = await selectOrderRows(db).where('orders.id', '=', id).executeTakeFirst();
  return row ? (await toOrders(db, [row]))[0] : undefined;
}
