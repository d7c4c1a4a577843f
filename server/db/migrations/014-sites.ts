import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';
import { pgTriggers, sqliteTriggers } from './003-list-versions';

/**
 * Sites (design: Sites and transfers). Site 1 "Main" gets every record made before sites: each
 * table that belongs to a site takes a NOT NULL site_id defaulting to 1, so existing rows (and
 * writers not yet told a site) land at Main. Items, categories, suppliers, departments, users
 * and roles stay shared; order lines, lot takes, stocktake counts and purchase order lines
 * belong to their parent's site.
 * - user_sites: the sites a user works at; none means every site (a single-site install needs
 *   no rows). Administrators work at every site whatever it holds.
 * - item_sites: an item's own area, par level and reorder point at a site other than its
 *   area's (thousandths, like items.par_level).
 * SQLite refuses ADD COLUMN … REFERENCES with a non-null default while foreign keys are on, so
 * there the site columns carry no foreign key; deleting a site is refused while any row names it
 * (server/sites), on both engines.
 */
export const SITE_TABLES = [
  'item_areas',
  'lots',
  'waste',
  'orders',
  'stocktakes',
  'purchase_orders',
  'stock_adjustments',
] as const;
export type SiteTable = (typeof SITE_TABLES)[number];

/** site_id first: every stock query filters by the request's site. */
const SITE_INDEXES: Record<string, readonly string[]> = {
  sites_lots_fefo: ['lots', 'site_id', 'item_id', 'expiration_date'],
  sites_lots_received: ['lots', 'site_id', 'received_at'],
  sites_waste: ['waste', 'site_id', 'wasted_at'],
  sites_orders: ['orders', 'site_id', 'request_date'],
  sites_item_areas: ['item_areas', 'site_id'],
  sites_stocktakes: ['stocktakes', 'site_id', 'created_at'],
  sites_purchase_orders: ['purchase_orders', 'site_id', 'created_at', 'id'],
  sites_stock_adjustments: ['stock_adjustments', 'site_id', 'adjusted_at'],
};

export async function addSites(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('sites')
    .addColumn('id', id, (c) =>
      engine === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX sites_name_ci ON sites (lower(name))`.execute(db);
  const now = new Date().toISOString();
  await db
    .insertInto('sites' as never)
    .values({ id: 1, name: 'Main', address: null, created_at: now, updated_at: now })
    .execute();
  // An explicit id leaves PostgreSQL's sequence at 1: the next site must not collide with Main.
  if (engine === 'postgres') {
    await sql`SELECT setval(pg_get_serial_sequence('sites', 'id'), 1)`.execute(db);
  }

  for (const table of SITE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('site_id', 'integer', (c) => {
        const column = c.notNull().defaultTo(1);
        return engine === 'postgres' ? column.references('sites.id') : column;
      })
      .execute();
  }
  for (const [name, [table, ...columns]] of Object.entries(SITE_INDEXES)) {
    await db.schema
      .createIndex(name)
      .on(table as string)
      .columns(columns)
      .execute();
  }

  await db.schema
    .createTable('user_sites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addPrimaryKeyConstraint('user_sites_pk', ['user_id', 'site_id'])
    .execute();
  await db.schema
    .createIndex('user_sites_site')
    .on('user_sites')
    .columns(['site_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('item_sites')
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('sites.id'))
    .addColumn('item_area_id', 'integer', (c) => c.references('item_areas.id'))
    .addColumn('par_level', bigint)
    .addColumn('reorder_point', bigint)
    .addPrimaryKeyConstraint('item_sites_pk', ['item_id', 'site_id'])
    .execute();
  await db.schema
    .createIndex('item_sites_site')
    .on('item_sites')
    .columns(['site_id', 'item_id'])
    .execute();

  // `sites` versions GET /sites; `item_sites` only feeds the summed database version (low items
  // and the item's stock per site change with it); a user's sites show on the user.
  await db
    .insertInto('list_versions' as never)
    .values([
      { list: 'sites', version: 0, floor: 0 },
      { list: 'item_sites', version: 0, floor: 0 },
    ])
    .execute();
  const triggers = engine === 'postgres' ? pgTriggers : sqliteTriggers;
  const statements = [
    ...triggers('sites', 'sites'),
    ...triggers('item_sites', 'item_sites'),
    ...triggers('user_sites', 'users'),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
