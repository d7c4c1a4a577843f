import { SERVER_MESSAGE } from '../../contract/messages';
import type { OrderAction } from '../../contract/paths';
import type { Order } from '../../contract/schemas/orders';
import type { ReasonBody } from '../../contract/schemas/stock';
import { validateReason } from '../../contract/validation/forms';
import { nowIso } from '../clock';
import type { DbOrTrx, Engine } from '../db/schema';
import { assertValid, conflict, notFound } from '../errors';
import { takeStock } from './fefo';
import { findOrder } from './order-rows';
import { recordOrder } from './stock-activity';
import { inTransaction } from '../db/transactions';
import { toCostColumns } from '../valuation/take-cost';

const WHAT = 'Order';

const NEXT_STATUS: Record<OrderAction, string> = { confirm: 'fulfilled', reject: 'cancelled' };

/**
 * Confirms (takes every line's stock FEFO from the site's lots) or rejects a pending order of
 * the site, in one transaction; another site's order is not found. On PostgreSQL the order row
 * is locked first, so concurrent actions on one order run one after the other and every later
 * one sees it closed.
 */
export async function actOnOrder(
  db: DbOrTrx,
  engine: Engine,
  actorId: number,
  siteId: number,
  id: number,
  action: OrderAction,
  body: ReasonBody,
): Promise<Order> {
  assertValid(validateReason(body.reason));
  const reason = (body.reason ?? '').trim();
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', id)
      .where('site_id', '=', siteId)
      .$if(engine === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    if (!order) throw notFound(WHAT);
    if (order.status !== 'pending') throw conflict(SERVER_MESSAGE.orderClosed(order.status));
    const actionedAt = nowIso();
    if (action === 'confirm') {
      const lines = await trx
        .selectFrom('order_lines')
        .select(['item_id as itemId', 'quantity'])
        .where('order_id', '=', id)
        .execute();
      const taken = await takeStock(trx, engine, lines, { orderId: id }, actionedAt, siteId);
      await trx.updateTable('orders').set(toCostColumns(taken)).where('id', '=', id).execute();
    }
    await trx
      .updateTable('orders')
      .set({
        status: NEXT_STATUS[action],
        reason,
        actioned_at: actionedAt,
        actioned_by: actorId,
      })
      .where('id', '=', id)
      .execute();
    const updated = await findOrder(trx, id);
    if (!updated) throw notFound(WHAT);
    const actor = { userId: actorId, name: updated.ActionedBy?.Name ?? '' };
    await recordOrder(trx, siteId, actor, updated, action);
    return updated;
  });
}
