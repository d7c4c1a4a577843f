import { ALL_SITES, MAIN_SITE_ID } from '../../contract/paths';
import type { SiteScope } from './site-scope';
import type { ListQuery } from '../../contract/schemas/common';
import type { Order, OrderCreateBody } from '../../contract/schemas/orders';
import { ORDER_ID_PREFIX } from '../../contract/constants';
import { validateOrderLines } from '../../contract/validation/forms';
import { parseDateTime, parseId, parseQuantity } from '../../contract/validation/values';
import { nowIso } from '../clock';
import type { DbOrTrx } from '../db/schema';
import type { FetchAfter } from '../export/csv';
import { snapshotExport } from '../export/snapshot-export';
import { assertValid, badRequest } from '../errors';
import { containsText, pageBounds } from '../request-values';
import { findOrder, selectOrderRows, toOrders } from './order-rows';
import { assertDepartmentExists, assertRowItemsExist } from './references';
import { recordOrder } from './stock-activity';
import { inTransaction } from '../db/transactions';

export const ORDER_MESSAGE = {
  departmentRequired: 'Valid department is required.',
  fulfilledAtRequired: 'Valid fulfillment date-time is required.',
} as const;

/** An order id typed as shown ("ORD-12") or bare ("12"). */
function orderIdOf(search: string): number | null {
  const trimmed = search.trim();
  const prefixed = trimmed.toUpperCase().startsWith(ORDER_ID_PREFIX);
  return parseId(prefixed ? trimmed.slice(ORDER_ID_PREFIX.length) : trimmed);
}

/** Orders the query selects; search matches the id, the department, the requester or an item. */
function filteredOrders(db: DbOrTrx, site: SiteScope, query: ListQuery) {
  let rows = selectOrderRows(db).$if(site !== ALL_SITES, (scoped) =>
    scoped.where('orders.site_id', '=', site as number),
  );
  const { search } = query;
  if (search) {
    const id = orderIdOf(search);
    rows = rows.where((eb) =>
      eb.or([
        ...(id === null ? [] : [eb('orders.id', '=', id)]),
        containsText(eb.ref('departments.name'), search),
        containsText(eb.ref('requester.name'), search),
        eb.exists(
          eb
            .selectFrom('order_lines')
            .innerJoin('items', 'items.id', 'order_lines.item_id')
            .select('order_lines.id')
            .whereRef('order_lines.order_id', '=', 'orders.id')
            .where((inner) => containsText(inner.ref('items.name'), search)),
        ),
      ]),
    );
  }
  return rows;
}

/** Orders newest first; search matches the id, the department, the requester or an item name. */
export async function listOrders(db: DbOrTrx, site: SiteScope, query: ListQuery) {
  const rows = filteredOrders(db, site, query);
  const { count } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  let ordered = rows.orderBy('orders.request_date', 'desc').orderBy('orders.id', 'desc');
  const bounds = pageBounds(query);
  if (bounds) ordered = ordered.limit(bounds.limit).offset(bounds.offset);
  const ids = ordered.clearSelect().select('orders.id as id');
  return { totalCount: count, orderItems: await toOrders(db, await ordered.execute(), ids) };
}

/** Checks the whole body at once; returns the stored values. */
/** The whole export in the list's order, by keyset (snapshotExport); Main unless told a site. */
export function exportOrders(
  db: DbOrTrx,
  query: ListQuery,
  site: SiteScope = MAIN_SITE_ID,
): FetchAfter<Order> {
  return snapshotExport<Order>(db, 'orders', async (ceiling, last, limit) => {
    let rows = filteredOrders(db, site, query).where('orders.id', '<=', ceiling);
    if (last) {
      rows = rows.where((eb) =>
        eb(
          eb.refTuple('orders.request_date', 'orders.id'),
          '<',
          eb.tuple(last.RequestDate, last.ID),
        ),
      );
    }
    const ordered = rows
      .orderBy('orders.request_date', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(limit);
    const ids = ordered.clearSelect().select('orders.id as id');
    return toOrders(db, await ordered.execute(), ids);
  });
}

function readOrderBody(body: OrderCreateBody) {
  const departmentId = parseId(body.departmentId);
  const fulfilledAt = parseDateTime(body.fulfilledAt);
  const messages: string[] = [];
  if (departmentId === null) messages.push(ORDER_MESSAGE.departmentRequired);
  if (fulfilledAt === null) messages.push(ORDER_MESSAGE.fulfilledAtRequired);
  messages.push(...validateOrderLines(body.orderItems));
  assertValid(messages);
  const lines = (body.orderItems ?? []).map((line) => ({
    itemId: parseId(line.itemId),
    quantity: parseQuantity(line.quantity, 1),
  }));
  // The checks above accepted every value; this guard only narrows the types.
  if (departmentId === null || fulfilledAt === null) throw badRequest(messages);
  return {
    departmentId,
    fulfilledAt,
    lines: lines.flatMap(({ itemId, quantity }) =>
      itemId === null || quantity === null ? [] : [{ itemId, quantity }],
    ),
  };
}

/** A new order is pending at the site; its stock is only checked when it is confirmed. */
export async function createOrder(
  db: DbOrTrx,
  actorId: number,
  siteId: number,
  body: OrderCreateBody,
): Promise<Order> {
  const { departmentId, fulfilledAt, lines } = readOrderBody(body);
  return inTransaction(db, async (trx) => {
    await assertDepartmentExists(trx, departmentId);
    await assertRowItemsExist(
      trx,
      lines.map((line) => line.itemId),
    );
    const { id } = await trx
      .insertInto('orders')
      .values({
        department_id: departmentId,
        status: 'pending',
        request_date: nowIso(),
        fulfilled_at: fulfilledAt,
        user_id: actorId,
        reason: null,
        actioned_at: null,
        actioned_by: null,
        site_id: siteId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('order_lines')
      .values(
        lines.map((line) => ({ order_id: id, item_id: line.itemId, quantity: line.quantity })),
      )
      .execute();
    const order = await findOrder(trx, id);
    if (!order) throw new Error(`order ${id} vanished inside its own transaction`);
    await recordOrder(trx, siteId, { userId: actorId, name: order.User.Name }, order, 'create');
    return order;
  });
}
