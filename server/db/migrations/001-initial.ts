import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/** The first schema. Written once for both engines; only id, blob and big-int types differ. */
export async function createInitialSchema(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  const blob = engine === 'postgres' ? 'bytea' : 'blob';
  const withId = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', id, (c) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId('roles')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await withId('users')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Names are unique among users who are not deleted (soft delete keeps history).
  await sql`CREATE UNIQUE INDEX users_live_name ON users (name) WHERE deleted_at IS NULL`.execute(
    db,
  );

  for (const table of ['departments', 'categories']) {
    await withId(table)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  }

  await withId('suppliers')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId('item_areas')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('speed_class', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId('items')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('barcode', 'text', (c) => c.notNull().unique())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('item_area_id', 'integer', (c) => c.notNull().references('item_areas.id'))
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('alert_days', 'integer')
    .addColumn('image_hash', 'text', (c) => c.references('images.hash'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId('lots')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('po_id', 'text')
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('remaining', bigint, (c) => c.notNull())
    .addColumn('expiration_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('received_by', 'integer', (c) => c.notNull().references('users.id'))
    .addCheckConstraint('lots_remaining_not_negative', sql`remaining >= 0`)
    .execute();
  await db.schema
    .createIndex('lots_item_expiry')
    .on('lots')
    .columns(['item_id', 'expiration_date'])
    .execute();
  await db.schema.createIndex('lots_received_at').on('lots').column('received_at').execute();

  await withId('waste')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('wasted_at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .execute();

  await withId('orders')
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('request_date', 'text', (c) => c.notNull())
    .addColumn('fulfilled_at', 'text')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('actioned_at', 'text')
    .addColumn('actioned_by', 'integer', (c) => c.references('users.id'))
    .execute();

  await withId('order_lines')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  await withId('lot_takes')
    .addColumn('lot_id', 'integer', (c) => c.notNull().references('lots.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('waste_id', 'integer', (c) => c.references('waste.id'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}
