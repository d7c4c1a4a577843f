import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * Valuation (design: Valuation beyond the spec). Amounts are integer ten-thousandths of the
 * installation's currency (contract/money.ts), quantities integer thousandths as before.
 * - lots.unit_cost: the cost per base unit received, null when not given;
 * - item_costs: each item's latest known cost (the newest received lot that had one), so
 *   costing a lot without a cost and the stock value report read one row per item;
 * - lot_takes.unit_cost / cost: the cost each FEFO take was valued at (null: unvalued);
 * - waste, orders, stock_adjustments: the cost of what they took (or, for a surplus, added)
 *   and the quantity that could not be valued, counted apart.
 * Rows from before this migration have no cost: their whole quantity is unvalued.
 */
export async function addValuation(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  await db.schema.alterTable('lots').addColumn('unit_cost', bigint).execute();
  await db.schema
    .createTable('item_costs')
    .addColumn('item_id', 'integer', (c) => c.primaryKey().references('items.id'))
    .addColumn('unit_cost', bigint, (c) => c.notNull())
    .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id'))
    .execute();
  await db.schema.alterTable('lot_takes').addColumn('unit_cost', bigint).execute();
  await db.schema.alterTable('lot_takes').addColumn('cost', bigint).execute();
  for (const table of ['waste', 'orders', 'stock_adjustments']) {
    await db.schema.alterTable(table).addColumn('cost', bigint).execute();
    await db.schema
      .alterTable(table)
      .addColumn('unvalued_quantity', bigint, (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`update waste set unvalued_quantity = quantity`.execute(db);
  await sql`update stock_adjustments set unvalued_quantity = abs(quantity)`.execute(db);
  await sql`update orders set unvalued_quantity = (select coalesce(sum(quantity), 0) from order_lines where order_lines.order_id = orders.id) where status = 'fulfilled'`.execute(
    db,
  );
  // The waste cost report filters by date.
  await db.schema.createIndex('waste_wasted_at').on('waste').column('wasted_at').execute();
}
