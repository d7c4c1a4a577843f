import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_SITE_ID } from '../../contract/paths';
import { ensureRoles } from '../../server/bootstrap';
import type { DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { SITE_TABLES } from '../../server/db/migrations/014-sites';
import type { Database } from '../../server/db/schema';
import { testEngines } from '../support/engines';
import { openAtMigration } from '../support/migrate-to';

/** The last migration of the code before sites. */
const BEFORE_SITES = '013-outbox-key';
const AT = '2026-01-01T00:00:00.000Z';

/** One of every record that belongs to a site, written before sites existed. */
async function insertRecords(db: Kysely<Database>): Promise<void> {
  const stamps = { created_at: AT, updated_at: AT };
  const id = async (query: { executeTakeFirstOrThrow(): Promise<{ id: number }> }) =>
    (await query.executeTakeFirstOrThrow()).id;
  const user = await id(
    db
      .insertInto('users')
      .values({ name: 'old', password_hash: 'x', role_id: 1, password_changed_at: AT, ...stamps })
      .returning('id'),
  );
  const category = await id(
    db
      .insertInto('categories')
      .values({ name: 'Dry', description: '', ...stamps })
      .returning('id'),
  );
  const area = await id(
    db
      .insertInto('item_areas')
      .values({ name: 'Store', speed_class: 'Fast', ...stamps })
      .returning('id'),
  );
  const supplier = await id(
    db
      .insertInto('suppliers')
      .values({ name: 'Mill', email: 'm@example.com', phone_number: '1', address: null, ...stamps })
      .returning('id'),
  );
  const department = await id(
    db
      .insertInto('departments')
      .values({ name: 'Bakery', description: '', ...stamps })
      .returning('id'),
  );
  const item = await id(
    db
      .insertInto('items')
      .values({
        name: 'Flour',
        barcode: 'F1',
        category_id: category,
        item_area_id: area,
        unit: 'kg',
        alert_days: null,
        image_hash: null,
        ...stamps,
      })
      .returning('id'),
  );
  const lot = await id(
    db
      .insertInto('lots')
      .values({
        item_id: item,
        supplier_id: supplier,
        po_id: null,
        quantity: 5000,
        remaining: 4000,
        expiration_date: '2099-01-01',
        status: 'New',
        received_at: AT,
        received_by: user,
      })
      .returning('id'),
  );
  await db
    .insertInto('waste')
    .values({ item_id: item, quantity: 1000, reason: 'Damaged', wasted_at: AT, user_id: user })
    .execute();
  await db
    .insertInto('orders')
    .values({
      department_id: department,
      status: 'pending',
      request_date: AT,
      fulfilled_at: null,
      user_id: user,
      reason: null,
      actioned_at: null,
      actioned_by: null,
    })
    .execute();
  const stocktake = await id(
    db
      .insertInto('stocktakes')
      .values({
        name: 'Year end',
        status: 'posted',
        created_at: AT,
        created_by: user,
        posted_at: AT,
        posted_by: user,
      })
      .returning('id'),
  );
  await db
    .insertInto('stock_adjustments')
    .values({
      stocktake_id: stocktake,
      item_id: item,
      quantity: -1000,
      expected: 5000,
      counted: 4000,
      lot_id: lot,
      adjusted_at: AT,
      adjusted_by: user,
    })
    .execute();
  await db
    .insertInto('purchase_orders')
    .values({
      po_number: 'PO-000001',
      supplier_id: supplier,
      status: 'draft',
      expected_at: null,
      note: '',
      created_at: AT,
      created_by: user,
      sent_at: null,
      cancelled_at: null,
      cancel_reason: null,
    })
    .execute();
}

describe.each(await testEngines())('migration 014 (sites) on %s', (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const opened = await openAtMigration(engine, 'sites_migration', BEFORE_SITES);
    handle = opened.handle;
    drop = opened.drop;
    expect(opened.error).toBeUndefined();
    await ensureRoles(handle.db);
    await insertRecords(handle.db);
    await migrateToLatest(handle.db, engine);
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it('creates Main and gives it every record made before sites', async () => {
    const sites = await handle.db.selectFrom('sites').select(['id', 'name', 'address']).execute();
    expect(sites).toEqual([{ id: MAIN_SITE_ID, name: 'Main', address: null }]);
    for (const table of SITE_TABLES) {
      const rows = await handle.db.selectFrom(table).select('site_id').execute();
      expect(rows.length, table).toBe(1);
      expect(
        rows.map((row) => row.site_id),
        table,
      ).toEqual([MAIN_SITE_ID]);
    }
    expect(await handle.db.selectFrom('user_sites').selectAll().execute()).toEqual([]);
    expect(await handle.db.selectFrom('item_sites').selectAll().execute()).toEqual([]);
  });

  it('numbers the next site after Main, and lands new rows at Main unless told', async () => {
    const next = await handle.db
      .insertInto('sites')
      .values({ name: 'Bar', address: null, created_at: AT, updated_at: AT })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(MAIN_SITE_ID + 1);
    const area = await handle.db
      .insertInto('item_areas')
      .values({ name: 'Shelf', speed_class: 'Slow', created_at: AT, updated_at: AT })
      .returning('site_id')
      .executeTakeFirstOrThrow();
    expect(area.site_id).toBe(MAIN_SITE_ID);
    const versions = await handle.db
      .selectFrom('list_versions')
      .select('list')
      .where('list', 'in', ['sites', 'item_sites'])
      .orderBy('list')
      .execute();
    expect(versions.map((row) => row.list)).toEqual(['item_sites', 'sites']);
  });
});
