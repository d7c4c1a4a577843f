import type { ExpressionBuilder } from 'kysely';
import type { Database, DbOrTrx } from '../db/schema';

/**
 * Each item's latest known unit cost (ten-thousandths per base unit), by item id.
 *
 * The cost of the item's newest costed lot (valuation's `item_costs`) comes first: it is what
 * was paid. An item never received with a cost falls back to its most recent purchase order line
 * that has one (cancelled orders included: a quoted price is still a known price). One pass over
 * each, cheaper than a subquery per suggested item when thousands are suggested.
 */
export async function latestKnownUnitCosts(db: DbOrTrx): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('purchase_order_lines as cost_line')
    .innerJoin('purchase_orders as cost_order', 'cost_order.id', 'cost_line.purchase_order_id')
    .select(['cost_line.item_id', 'cost_line.unit_cost'])
    .where('cost_line.unit_cost', 'is not', null)
    .orderBy('cost_order.created_at', 'desc')
    .orderBy('cost_line.id', 'desc')
    .execute();
  const costs = new Map<number, number>();
  for (const row of rows) {
    if (row.unit_cost !== null && !costs.has(row.item_id)) costs.set(row.item_id, row.unit_cost);
  }
  const received = await db.selectFrom('item_costs').select(['item_id', 'unit_cost']).execute();
  for (const row of received) costs.set(row.item_id, row.unit_cost);
  return costs;
}

/** The supplier of the item's most recently received lot, for a query over `items`. */
export function latestLotSupplier(eb: ExpressionBuilder<Database, 'items'>) {
  return eb
    .selectFrom('lots as latest_lot')
    .select('latest_lot.supplier_id')
    .whereRef('latest_lot.item_id', '=', 'items.id')
    .orderBy('latest_lot.received_at', 'desc')
    .orderBy('latest_lot.id', 'desc')
    .limit(1);
}
