import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';
import { pgTriggers, sqliteTriggers } from './003-list-versions';

/**
 * Transfers between sites (design: Sites and transfers).
 * - transfers: one per sending; `transfer_number` is "TR-" and the id in 6 digits; status
 *   in_transit, received or cancelled, with who and when of each step and the cancel reason.
 * - transfer_lines: one item each (an item twice is refused); received_quantity, lost_quantity,
 *   lost_value (ten-thousandths, of the valued part) and lost_unvalued_quantity are null until
 *   received. A loss is no waste row (nobody reported it, and the Waste list keeps the spec's
 *   reasons): the waste cost report reads it from here, at the destination, on the day received,
 *   under "Transfer loss" (valuation/transfer-losses.ts).
 * - transfer_lots: the source lots a line took (FEFO) with their expiry, unit cost, supplier
 *   and cost, so receiving makes one destination lot per source lot (dest_lot_id) and cancelling
 *   puts each quantity back into the very lot it came from.
 * - lot_takes.transfer_line_id: the take's line, like waste_id and order_id (item movement).
 * The list's version row `transfers` is bumped by every write to transfers and its lines.
 */
export async function addTransfers(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  const withId = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', id, (c) =>
        engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await withId('transfers')
    .addColumn('transfer_number', 'text')
    .addColumn('from_site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('to_site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('sent_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('received_at', 'text')
    .addColumn('received_by', 'integer', (c) => c.references('users.id'))
    .addColumn('cancelled_at', 'text')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('cancel_reason', 'text')
    .execute();
  await db.schema
    .createIndex('transfers_number')
    .unique()
    .on('transfers')
    .column('transfer_number')
    .execute();
  // The list: a site's transfers by direction, newest first.
  await db.schema
    .createIndex('transfers_from_site')
    .on('transfers')
    .columns(['from_site_id', 'sent_at', 'id'])
    .execute();
  await db.schema
    .createIndex('transfers_to_site')
    .on('transfers')
    .columns(['to_site_id', 'sent_at', 'id'])
    .execute();
  // The stock value's in-transit figure reads only the transfers in transit.
  await db.schema.createIndex('transfers_status').on('transfers').column('status').execute();

  await withId('transfer_lines')
    .addColumn('transfer_id', 'integer', (c) => c.notNull().references('transfers.id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('received_quantity', bigint)
    .addColumn('lost_quantity', bigint)
    .addColumn('lost_value', bigint)
    .addColumn('lost_unvalued_quantity', bigint)
    .execute();
  await db.schema
    .createIndex('transfer_lines_transfer')
    .on('transfer_lines')
    .columns(['transfer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('transfer_lines_item')
    .on('transfer_lines')
    .column('item_id')
    .execute();
  // The waste cost report reads the lines that lost something.
  await db.schema
    .createIndex('transfer_lines_lost')
    .on('transfer_lines')
    .columns(['lost_quantity', 'transfer_id'])
    .execute();

  await withId('transfer_lots')
    .addColumn('line_id', 'integer', (c) => c.notNull().references('transfer_lines.id'))
    .addColumn('source_lot_id', 'integer', (c) => c.notNull().references('lots.id'))
    .addColumn('quantity', bigint, (c) => c.notNull())
    .addColumn('expiration_date', 'text', (c) => c.notNull())
    .addColumn('unit_cost', bigint)
    .addColumn('cost', bigint)
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('suppliers.id'))
    .addColumn('dest_lot_id', 'integer', (c) => c.references('lots.id'))
    .execute();
  await db.schema
    .createIndex('transfer_lots_line')
    .on('transfer_lots')
    .columns(['line_id', 'expiration_date', 'id'])
    .execute();
  await db.schema
    .createIndex('transfer_lots_dest')
    .on('transfer_lots')
    .column('dest_lot_id')
    .execute();

  await db.schema
    .alterTable('lot_takes')
    .addColumn('transfer_line_id', 'integer', (c) => c.references('transfer_lines.id'))
    .execute();

  await db
    .insertInto('list_versions' as never)
    .values({ list: 'transfers', version: 0, floor: 0 })
    .execute();
  const triggers = engine === 'postgres' ? pgTriggers : sqliteTriggers;
  for (const statement of [
    ...triggers('transfers', 'transfers'),
    ...triggers('transfer_lines', 'transfers'),
  ]) {
    await sql.raw(statement).execute(db);
  }
}
