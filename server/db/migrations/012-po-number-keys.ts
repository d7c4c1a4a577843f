import { sql, type Kysely } from 'kysely';
import { poNumberKey } from '../../../contract/po-number';

/**
 * Issue 32, row 9: each purchase order keeps the key its PO number is compared by
 * (contract/po-number.ts: NFKC, dashes as '-', no invisible characters, lower case), so a
 * receiving that types `po-000022` or pastes it with a zero-width space finds PO-000022 by an
 * index. The key is computed in JavaScript, the one place both engines share; existing orders
 * get theirs here, in chunks so a large table is not read at once. Not unique: two orders of an
 * older database may share a key (the receiving then prefers the exact number).
 */
const CHUNK = 1000;

export async function addPoNumberKeys(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchase_orders').addColumn('po_number_key', 'text').execute();
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; po_number: string }>`
      select id, po_number from purchase_orders where id > ${after} order by id limit ${CHUNK}`.execute(
      db,
    );
    const last = rows.at(-1);
    if (!last) break;
    for (const row of rows) {
      await sql`update purchase_orders set po_number_key = ${poNumberKey(row.po_number)}
        where id = ${row.id}`.execute(db);
    }
    after = last.id;
  }
  // Not purchase_orders_po_number_key: PostgreSQL named po_number's unique constraint so.
  await db.schema
    .createIndex('purchase_orders_by_number_key')
    .on('purchase_orders')
    .column('po_number_key')
    .execute();
}
