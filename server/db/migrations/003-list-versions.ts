import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * List versions and the change log of delta sync (design: Provider API, Scale).
 *
 * `list_versions` holds one counter per list, bumped by triggers in the same transaction as
 * every write to its table, so every instance sharing the database agrees on it and no code
 * path (imports, stocktakes, the demo) can forget it. On PostgreSQL the bump's row lock orders
 * writers of one list, so versions follow commit order: a reader that saw version V has seen
 * every change up to V. `record_changes` keeps, for the five reference lists, the version of
 * each record's last change, and a tombstone (deleted = 1) for each removed one. Renaming a
 * category or item area also marks its items changed (items carry those names).
 */
export const TRACKED_TABLES = {
  items: 'items',
  categories: 'categories',
  item_areas: 'item_areas',
  suppliers: 'suppliers',
  departments: 'departments',
  lots: 'lots',
  waste: 'waste',
  orders: 'orders',
  order_lines: 'orders',
  users: 'users',
} as const;
export const DELTA_LISTS = ['items', 'categories', 'item_areas', 'suppliers', 'departments'];

const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
const PG_NOW = `to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export function sqliteTriggers(table: string, list: string): string[] {
  const delta = DELTA_LISTS.includes(list);
  const bump = `UPDATE list_versions SET version = version + 1 WHERE list = '${list}';`;
  const record = (row: 'NEW' | 'OLD', deleted: 0 | 1) =>
    delta
      ? `INSERT INTO record_changes (list, record_id, version, deleted, changed_at)
           SELECT '${list}', ${row}.id, version, ${deleted}, ${SQLITE_NOW} FROM list_versions
           WHERE list = '${list}'
           ON CONFLICT (list, record_id) DO UPDATE SET version = excluded.version,
             deleted = excluded.deleted, changed_at = excluded.changed_at;`
      : '';
  return [
    `CREATE TRIGGER ${table}_version_insert AFTER INSERT ON ${table} BEGIN ${bump} ${record('NEW', 0)} END`,
    `CREATE TRIGGER ${table}_version_update AFTER UPDATE ON ${table} BEGIN ${bump} ${record('NEW', 0)} END`,
    `CREATE TRIGGER ${table}_version_delete AFTER DELETE ON ${table} BEGIN ${bump} ${record('OLD', 1)} END`,
  ];
}

/** A renamed category or item area changes the items that show its name. */
export function sqliteItemNameTriggers(table: string, column: string): string {
  return `CREATE TRIGGER ${table}_rename_items AFTER UPDATE OF name ON ${table}
    WHEN OLD.name IS NOT NEW.name BEGIN
      UPDATE list_versions SET version = version + 1 WHERE list = 'items';
      INSERT INTO record_changes (list, record_id, version, deleted, changed_at)
        SELECT 'items', items.id, list_versions.version, 0, ${SQLITE_NOW}
        FROM items, list_versions
        WHERE items.${column} = NEW.id AND list_versions.list = 'items'
        ON CONFLICT (list, record_id) DO UPDATE SET version = excluded.version,
          deleted = excluded.deleted, changed_at = excluded.changed_at;
    END`;
}

/** Statement-level on PostgreSQL: a bulk insert of 100,000 rows bumps the version once. */
const PG_FUNCTIONS = [
  `CREATE FUNCTION bump_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE next_version bigint;
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN RETURN NULL; END IF;
     UPDATE list_versions SET version = version + 1 WHERE list = TG_ARGV[0]
       RETURNING version INTO next_version;
     IF TG_ARGV[1] = 'delta' THEN
       INSERT INTO record_changes (list, record_id, version, deleted, changed_at)
         SELECT TG_ARGV[0], id, next_version, CASE WHEN TG_OP = 'DELETE' THEN 1 ELSE 0 END, ${PG_NOW}
         FROM changed_rows
         ON CONFLICT (list, record_id) DO UPDATE SET version = EXCLUDED.version,
           deleted = EXCLUDED.deleted, changed_at = EXCLUDED.changed_at;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE FUNCTION mark_renamed_items() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE next_version bigint;
   BEGIN
     IF NOT EXISTS (SELECT 1 FROM changed_rows JOIN old_rows USING (id)
                    WHERE changed_rows.name IS DISTINCT FROM old_rows.name) THEN
       RETURN NULL;
     END IF;
     UPDATE list_versions SET version = version + 1 WHERE list = 'items'
       RETURNING version INTO next_version;
     EXECUTE format(
       'INSERT INTO record_changes (list, record_id, version, deleted, changed_at)
          SELECT ''items'', items.id, $1, 0, $2 FROM items
          JOIN changed_rows ON items.%I = changed_rows.id
          JOIN old_rows ON old_rows.id = changed_rows.id
          WHERE changed_rows.name IS DISTINCT FROM old_rows.name
        ON CONFLICT (list, record_id) DO UPDATE SET version = EXCLUDED.version,
          deleted = EXCLUDED.deleted, changed_at = EXCLUDED.changed_at', TG_ARGV[0])
       USING next_version, ${PG_NOW};
     RETURN NULL;
   END $$`,
];

export function pgTriggers(table: string, list: string): string[] {
  const kind = DELTA_LISTS.includes(list) ? 'delta' : 'version';
  const trigger = (event: 'INSERT' | 'UPDATE' | 'DELETE') =>
    `CREATE TRIGGER ${table}_version_${event.toLowerCase()} AFTER ${event} ON ${table}
       REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed_rows
       FOR EACH STATEMENT EXECUTE FUNCTION bump_list_version('${list}', '${kind}')`;
  return [trigger('INSERT'), trigger('UPDATE'), trigger('DELETE')];
}

export function pgItemNameTrigger(table: string, column: string): string {
  return `CREATE TRIGGER ${table}_rename_items AFTER UPDATE ON ${table}
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed_rows
    FOR EACH STATEMENT EXECUTE FUNCTION mark_renamed_items('${column}')`;
}

export async function addListVersions(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('list_versions')
    .addColumn('list', 'text', (c) => c.primaryKey())
    .addColumn('version', bigint, (c) => c.notNull())
    // Cursors older than this can no longer be answered (tombstones before it were pruned).
    .addColumn('floor', bigint, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('record_changes')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('version', bigint, (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_changes_pk', ['list', 'record_id'])
    .execute();
  await db.schema
    .createIndex('record_changes_since')
    .on('record_changes')
    .columns(['list', 'version'])
    .execute();
  const lists = [...new Set(Object.values(TRACKED_TABLES))];
  await db
    .insertInto('list_versions' as never)
    .values(lists.map((list) => ({ list, version: 0, floor: 0 })))
    .execute();
  // A cursor names its database: one from a database since recreated is refused, not misread.
  await db
    .insertInto('settings' as never)
    .values({ key: 'sync_epoch', value: randomBytes(6).toString('hex') })
    .execute();

  const statements =
    engine === 'postgres'
      ? [
          ...PG_FUNCTIONS,
          ...Object.entries(TRACKED_TABLES).flatMap(([table, list]) => pgTriggers(table, list)),
          pgItemNameTrigger('categories', 'category_id'),
          pgItemNameTrigger('item_areas', 'item_area_id'),
        ]
      : [
          ...Object.entries(TRACKED_TABLES).flatMap(([table, list]) => sqliteTriggers(table, list)),
          sqliteItemNameTriggers('categories', 'category_id'),
          sqliteItemNameTriggers('item_areas', 'item_area_id'),
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
