import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * Live events name their site (design: Sites and transfers). Each stock list keeps, besides its
 * own row in `list_versions`, one row per site (`lots@2`, like `stocktake:{id}`), bumped with
 * every write to that site's records: the event hub (server/events) turns a site's row into
 * events naming the site, so a device at the Bar ignores the Store's deliveries. A transfer
 * bumps the rows of both its sites. The lists' own rows (ETags, the summed version) stay as
 * they were. On PostgreSQL the bump is noted in the commit-time pending table (migration 010),
 * so it adds no lock to the write; a row is made on its site's first bump. A site's row counts
 * that site's changes; its events carry the list's own version.
 *
 * The names are on the wire through the hub: contract/events.ts SITE_VERSIONED_LISTS.
 */
/** How a trigger reads a column of the changed rows: `SELECT col AS site FROM …`. */
type RowColumn = (column: string) => string;

export interface SiteVersionTrigger {
  table: string;
  list: string;
  /** A query of the site ids the changed rows concern, as one column `site`. */
  sites: (column: RowColumn) => string;
}

export const own = (column: RowColumn) => column('site_id');
const ofParent = (parent: string, key: string) => (column: RowColumn) =>
  `SELECT site_id AS site FROM ${parent} WHERE id IN (${column(key)})`;
const bothEnds = (column: RowColumn) => `${column('from_site_id')} UNION ${column('to_site_id')}`;
const transferOfLine = (column: RowColumn) =>
  ['from_site_id', 'to_site_id']
    .map((end) => `SELECT ${end} AS site FROM transfers WHERE id IN (${column('transfer_id')})`)
    .join(' UNION ');

/** The tables behind the lists whose events name a site (the lists of migration 003 and 007). */
export const TRIGGERS: readonly SiteVersionTrigger[] = [
  { table: 'lots', list: 'lots', sites: own },
  { table: 'waste', list: 'waste', sites: own },
  { table: 'orders', list: 'orders', sites: own },
  { table: 'order_lines', list: 'orders', sites: ofParent('orders', 'order_id') },
  { table: 'purchase_orders', list: 'purchase_orders', sites: own },
  {
    table: 'purchase_order_lines',
    list: 'purchase_orders',
    sites: ofParent('purchase_orders', 'purchase_order_id'),
  },
  { table: 'transfers', list: 'transfers', sites: bothEnds },
  { table: 'transfer_lines', list: 'transfers', sites: transferOfLine },
];

export const EVENTS = ['INSERT', 'UPDATE', 'DELETE'] as const;

// Statement level: the query runs once over the statement's rows (its text is an argument).
const PG_FUNCTION = `CREATE FUNCTION bump_site_versions() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     EXECUTE format(
       'INSERT INTO list_version_pending (list)
          SELECT DISTINCT %L || ''@'' || site FROM (%s) AS sites WHERE site IS NOT NULL
        ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1]);
     RETURN NULL;
   END $$`;

/**
 * Named after migration 003's trigger of the table (`lots_version_insert_site`): PostgreSQL fires
 * a table's triggers by name, so the list's own row is noted, and bumped at commit, before its
 * sites' rows, and the hub knows the list's version when a site's notice arrives.
 */
/** PostgreSQL: the site ids of a statement's changed rows, from its transition tables. */
export function pgSiteQuery({ sites }: SiteVersionTrigger, event: string): string {
  // An update names the sites before and after: a record moved tells both.
  return sites((column) =>
    event === 'UPDATE'
      ? `SELECT ${column} AS site FROM changed_rows UNION SELECT ${column} FROM old_rows`
      : `SELECT ${column} AS site FROM changed_rows`,
  );
}

/** The trigger's name, its transition tables and what it runs (a function call). */
export function pgTriggerStatement(
  table: string,
  event: string,
  call: string,
  name = `${table}_version_${event.toLowerCase()}_site`,
): string {
  const tables =
    event === 'UPDATE'
      ? 'OLD TABLE AS old_rows NEW TABLE AS changed_rows'
      : `${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS changed_rows`;
  return `CREATE TRIGGER ${name} AFTER ${event} ON ${table}
     REFERENCING ${tables}
     FOR EACH STATEMENT EXECUTE FUNCTION ${call}`;
}

function pgTrigger(trigger: SiteVersionTrigger, event: string): string {
  const query = pgSiteQuery(trigger, event);
  return pgTriggerStatement(
    trigger.table,
    event,
    `bump_site_versions('${trigger.list}', '${query}')`,
  );
}

/** SQLite: row level, one writer at a time (as migration 009's stocktake rows). */
function sqliteTrigger({ table, list, sites }: SiteVersionTrigger, event: string): string {
  const row = event === 'DELETE' ? 'OLD' : 'NEW';
  const query = sites((column) =>
    event === 'UPDATE'
      ? `SELECT NEW.${column} AS site UNION SELECT OLD.${column}`
      : `SELECT ${row}.${column} AS site`,
  );
  return `CREATE TRIGGER ${table}_version_${event.toLowerCase()}_site AFTER ${event} ON ${table}
    BEGIN
      INSERT INTO list_versions (list, version, floor)
        SELECT DISTINCT '${list}@' || site, 1, 0 FROM (${query}) AS sites WHERE site IS NOT NULL
        ON CONFLICT (list) DO UPDATE SET version = version + 1;
    END`;
}

export async function addSiteVersions(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const statements =
    engine === 'postgres'
      ? [PG_FUNCTION, ...TRIGGERS.flatMap((t) => EVENTS.map((event) => pgTrigger(t, event)))]
      : TRIGGERS.flatMap((t) => EVENTS.map((event) => sqliteTrigger(t, event)));
  for (const statement of statements) await sql.raw(statement).execute(db);
}
