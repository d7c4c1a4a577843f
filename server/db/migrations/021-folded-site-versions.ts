import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';
import { BUMP_NOTED_LIST, applyListVersion } from './010-commit-time-versions';
import { EVENTS, TRIGGERS, pgSiteQuery, pgTriggerStatement } from './016-site-versions';

/**
 * Deliveries per second within 10% of their pre-sites figure (issue 34), on both engines.
 *
 * PostgreSQL: a write to a site's records noted two lists in the commit-time pending table
 * (migration 010): the list's own row (`lots`, migration 003's trigger) and its site's row
 * (`lots@1`, migrations 016 and 019), so each delivery paid two trigger firings, two pending
 * rows and, at commit, two deferred firings, each deleting its note. Now one trigger per table
 * and event notes the list once, with the sites its statement touched in the note's `sites`
 * (a later statement of the transaction adds its own sites to the same note). At commit the
 * list's one deferred firing forgets the note, bumps the list's row, then each site's row in
 * site order: the list is still bumped (and notified) before its sites, as the event hub
 * expects (server/events), and a site's row is still made on its first bump. A note with sites
 * (never null for these lists, `{}` at least) is a site list's, which has no records to file:
 * it skips the two record statements, as migration 019's shortcut did for the sites' rows.
 *
 * Both engines: two indexes on lots that no query plan uses since migration 014 are dropped,
 * so a lot costs the same index inserts as before sites (EXPLAIN of the FEFO, stocktake,
 * near-expiry, item stock, received list and latest-lot queries: docs/decisions.md, "Issue 34:
 * deliveries per second"):
 * `lots_received_at (received_at)` repeats the start of `lots_received_order (received_at, id)`;
 * `lots_item_expiry (item_id, expiration_date)` is served by `sites_lots_fefo (item_id, site_id,
 * expiration_date)` for one site and by `lots_item_received (item_id, received_at)` for all
 * (an item's few lots then sorted by expiry). Every query that reads them orders by a unique
 * key, so no answer changes order.
 */
const DROPPED_INDEXES = ['lots_item_expiry', 'lots_received_at'];

/** At commit: a site list's note bumps its list, then its sites' rows, and is done. */
const SITE_LIST_FIRST = `DECLARE noted_sites integer[];
     BEGIN
       DELETE FROM list_version_pending WHERE tx = NEW.tx AND list = NEW.list
         RETURNING sites INTO noted_sites;
       IF noted_sites IS NOT NULL THEN
         ${BUMP_NOTED_LIST};
         INSERT INTO list_versions (list, version, floor)
           SELECT NEW.list || '@' || site, 1, 0 FROM unnest(noted_sites) AS site ORDER BY site
           ON CONFLICT (list) DO UPDATE SET version = list_versions.version + 1;
         RETURN NULL;
       END IF;
     END;`;

/** The sites of one statement, in order, as one array; `{}` when its rows name none. */
const SITES_OF = (query: string) =>
  `ARRAY(SELECT DISTINCT site FROM (${query}) AS sites WHERE site IS NOT NULL ORDER BY site)`;

function pgStatements(trigger: (typeof TRIGGERS)[number], event: string): string[] {
  const { table, list } = trigger;
  const lower = event.toLowerCase();
  const name = `${table}_note_version_${lower}`;
  return [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO list_version_pending (list, sites)
         SELECT '${list}', ${SITES_OF(pgSiteQuery(trigger, event))}
         WHERE EXISTS (SELECT 1 FROM changed_rows)
       ON CONFLICT (tx, list) DO UPDATE
         SET sites = ${SITES_OF(
           'SELECT unnest(coalesce(list_version_pending.sites, ARRAY[]::integer[]) || EXCLUDED.sites) AS site',
         )}
         WHERE NOT EXCLUDED.sites <@ coalesce(list_version_pending.sites, ARRAY[]::integer[]);
       RETURN NULL;
     END $$`,
    `DROP TRIGGER ${table}_version_${lower} ON ${table}`,
    `DROP TRIGGER ${table}_version_${lower}_site ON ${table}`,
    `DROP FUNCTION ${table}_bump_site_version_${lower}()`,
    pgTriggerStatement(table, event, `${name}()`, `${table}_version_${lower}`),
  ];
}

export async function foldSiteVersions(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const statements = DROPPED_INDEXES.map((index) => `DROP INDEX ${index}`);
  if (engine === 'postgres') {
    statements.push(
      'ALTER TABLE list_version_pending ADD COLUMN sites integer[]',
      ...TRIGGERS.flatMap((trigger) => EVENTS.flatMap((event) => pgStatements(trigger, event))),
      applyListVersion('CREATE OR REPLACE', SITE_LIST_FIRST),
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}
