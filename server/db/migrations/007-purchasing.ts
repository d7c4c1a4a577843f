import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';
import {
  pgItemNameTrigger,
  pgTriggers,
  sqliteItemNameTriggers,
  sqliteTriggers,
} from './003-list-versions';

/**
 * Purchasing (design: Purchasing): reordering fields on items, purchase orders and their lines.
 * Quantities are integer thousandths like every stock quantity; a line's unit cost is integer
 * ten-thousandths (design: Valuation, money stored exactly). Both tables count as one list,
 * 'purchase_orders', for ETags; renaming a supplier changes the items that name it as preferred.
 */
export async function createPurchasing(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  const withId = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', id, (c) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await db.schema.alterTable('items').addColumn('par_level', bigint).execute();
  await db.schema.alterTable('items').addColumn('reorder_point', bigint).execute();
  await db.schema.alterTable('items').addColumn('pack_size', bigint).execute();
  await db.schema.alterTable('items').addColumn('pack_name', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('preferred_supplier_id', 'integer', (c) =>
      c.references('suppliers.id').onDelete('set null'),
    )
    .execute();

  await withId('purchase_orders')
    .addColumn('po_number', 'text', (c) => c.notNull().unique())
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expected_at', 'text')
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('sent_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .execute();
  await db.schema
    .createIndex('purchase_orders_created')
    .on('purchase_orders')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('purchase_orders_supplier_status')
    .on('purchase_orders')
    .columns(['supplier_id', 'status'])
    .execute();
  await withId('purchase_order_lines')
    .addColumn('purchase_order_id', 'integer', (c) => c.notNull().references('purchase_orders.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('received_quantity', bigint, (c) => c.notNull())
    .addColumn('unit_cost', bigint)
    .addUniqueConstraint('purchase_order_lines_item', ['purchase_order_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('purchase_order_lines_item_id')
    .on('purchase_order_lines')
    .column('item_id')
    .execute();
  // The latest lot of an item (its supplier is the suggestion's fallback).
  await db.schema
    .createIndex('lots_item_received')
    .on('lots')
    .columns(['item_id', 'received_at'])
    .execute();

  await db
    .insertInto('list_versions' as never)
    .values({ list: 'purchase_orders', version: 0, floor: 0 })
    .execute();
  const statements =
    engine === 'postgres'
      ? [
          ...pgTriggers('purchase_orders', 'purchase_orders'),
          ...pgTriggers('purchase_order_lines', 'purchase_orders'),
          pgItemNameTrigger('suppliers', 'preferred_supplier_id'),
        ]
      : [
          ...sqliteTriggers('purchase_orders', 'purchase_orders'),
          ...sqliteTriggers('purchase_order_lines', 'purchase_orders'),
          sqliteItemNameTriggers('suppliers', 'preferred_supplier_id'),
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
