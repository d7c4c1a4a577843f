import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * Live updates (design: Live updates). Each stocktake gets its own row in `list_versions`
 * (`stocktake:{id}`), bumped with its counts and its status, so several phones counting one
 * stocktake hear each other. On PostgreSQL every version change also sends a NOTIFY on
 * LIST_VERSIONS_CHANNEL from inside the writing transaction: PostgreSQL delivers it on commit
 * only, so a rolled-back write notifies nobody. SQLite is one process: the server reads the
 * versions after its own writes (server/events).
 */
export const LIST_VERSIONS_CHANNEL = 'list_versions';

const PG_STATEMENTS = [
  `CREATE FUNCTION notify_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM pg_notify('${LIST_VERSIONS_CHANNEL}', json_build_object(
       'schema', TG_TABLE_SCHEMA, 'list', NEW.list, 'version', NEW.version)::text);
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER list_versions_notify_insert AFTER INSERT ON list_versions
     FOR EACH ROW EXECUTE FUNCTION notify_list_version()`,
  // Pruning tombstones raises only the floor: nothing a client must fetch.
  `CREATE TRIGGER list_versions_notify_update AFTER UPDATE ON list_versions
     FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
     EXECUTE FUNCTION notify_list_version()`,
  `CREATE FUNCTION bump_stocktake_version() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     EXECUTE format(
       'INSERT INTO list_versions (list, version, floor)
          SELECT DISTINCT ''stocktake:'' || %I, 1, 0 FROM changed_rows
        ON CONFLICT (list) DO UPDATE SET version = list_versions.version + 1', TG_ARGV[0]);
     RETURN NULL;
   END $$`,
  ...pgStocktakeTriggers('stocktake_counts', 'stocktake_id', ['INSERT', 'UPDATE', 'DELETE']),
  ...pgStocktakeTriggers('stocktakes', 'id', ['INSERT', 'UPDATE']),
];

function pgStocktakeTriggers(table: string, column: string, events: string[]): string[] {
  return events.map(
    (event) =>
      `CREATE TRIGGER ${table}_stocktake_version_${event.toLowerCase()} AFTER ${event} ON ${table}
         REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed_rows
         FOR EACH STATEMENT EXECUTE FUNCTION bump_stocktake_version('${column}')`,
  );
}

function sqliteStocktakeTriggers(table: string, column: string, events: string[]): string[] {
  return events.map((event) => {
    const row = event === 'DELETE' ? 'OLD' : 'NEW';
    return `CREATE TRIGGER ${table}_stocktake_version_${event.toLowerCase()} AFTER ${event} ON ${table}
      BEGIN
        INSERT INTO list_versions (list, version, floor)
          VALUES ('stocktake:' || ${row}.${column}, 1, 0)
          ON CONFLICT (list) DO UPDATE SET version = version + 1;
      END`;
  });
}

export async function addLiveEvents(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const statements =
    engine === 'postgres'
      ? PG_STATEMENTS
      : [
          ...sqliteStocktakeTriggers('stocktake_counts', 'stocktake_id', [
            'INSERT',
            'UPDATE',
            'DELETE',
          ]),
          ...sqliteStocktakeTriggers('stocktakes', 'id', ['INSERT', 'UPDATE']),
        ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
