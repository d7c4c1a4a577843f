import type { Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * Stocktakes (design: Stocktake): the stocktake and its item areas, the counts each device
 * sends, and the stock adjustments a post makes. A shortfall's lot takes point at their
 * adjustment (lot_takes.adjustment_id) like waste and orders point at theirs.
 */
export async function createStocktakes(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  const withId = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', id, (c) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await withId('stocktakes')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('posted_at', 'text')
    .addColumn('posted_by', 'integer', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createTable('stocktake_areas')
    .addColumn('stocktake_id', 'integer', (c) => c.notNull().references('stocktakes.id'))
    .addColumn('item_area_id', 'integer', (c) => c.notNull().references('item_areas.id'))
    .addPrimaryKeyConstraint('stocktake_areas_pk', ['stocktake_id', 'item_area_id'])
    .execute();
  await withId('stocktake_counts')
    .addColumn('stocktake_id', 'integer', (c) => c.notNull().references('stocktakes.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addColumn('counted_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema
    .createIndex('stocktake_counts_stocktake')
    .on('stocktake_counts')
    .columns(['stocktake_id', 'item_id'])
    .execute();
  await withId('stock_adjustments')
    .addColumn('stocktake_id', 'integer', (c) => c.notNull().references('stocktakes.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('expected', bigint, (c) => c.notNull())
    .addColumn('counted', bigint, (c) => c.notNull())
    .addColumn('lot_id', 'integer', (c) => c.references('lots.id'))
    .addColumn('adjusted_at', 'text', (c) => c.notNull())
    .addColumn('adjusted_by', 'integer', (c) => c.notNull().references('users.id'))
    .execute();
  await db.schema
    .createIndex('stock_adjustments_item')
    .on('stock_adjustments')
    .columns(['item_id', 'adjusted_at'])
    .execute();
  await db.schema
    .alterTable('lot_takes')
    .addColumn('adjustment_id', 'integer', (c) => c.references('stock_adjustments.id'))
    .execute();
}
