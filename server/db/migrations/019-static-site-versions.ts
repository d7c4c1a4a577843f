import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';
import { BUMP_NOTED_LIST, FORGET_NOTED_LIST, applyListVersion } from './010-commit-time-versions';
import {
  EVENTS,
  TRIGGERS,
  own,
  pgSiteQuery,
  pgTriggerStatement,
  type SiteVersionTrigger,
} from './016-site-versions';

/**
 * Deliveries per second back near their pre-sites figure (issue 34): migration 016's per-site
 * version triggers made every write to a site's records dearer than it needs to be.
 *
 * PostgreSQL: each statement's trigger ran `EXECUTE format(...)`, dynamic SQL planned anew on
 * every call (a 10-row delivery is one insert, so one plan per delivery on the hot path). Each
 * trigger now calls a function of its own with the same query written out, which PL/pgSQL plans
 * once per connection. The triggers keep their names, so they still fire after the list's own
 * (migration 003's `lots_version_insert` before `lots_version_insert_site`), and the bump stays a
 * note in the commit-time pending table (migration 010). At commit, a site's row (`lots@1`) is
 * bumped by its row and its note alone: no records are ever filed under it, and skipping the two
 * statements that look for them shortens the time the list's own row stays locked (the list's row
 * is bumped first, so every delivery waits for the one before it to commit).
 *
 * SQLite: triggers are row level; for a table that holds its site (lots, waste, orders, purchase
 * orders) an insert or delete now upserts the site's row straight from the row's column, skipping
 * the sub-select and DISTINCT of the general form, and a row without a site skips the trigger.
 */
/** A site's row has no records: bump it, forget its note, done. */
const SITE_ROW_ONLY = `IF strpos(NEW.list, '@') > 0 THEN
       ${BUMP_NOTED_LIST};
       ${FORGET_NOTED_LIST};
       RETURN NULL;
     END IF;`;

function pgFunctionName({ table }: SiteVersionTrigger, event: string): string {
  return `${table}_bump_site_version_${event.toLowerCase()}`;
}

function pgStatements(trigger: SiteVersionTrigger, event: string): string[] {
  const { table, list } = trigger;
  const name = pgFunctionName(trigger, event);
  return [
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO list_version_pending (list)
         SELECT DISTINCT '${list}@' || site FROM (${pgSiteQuery(trigger, event)}) AS sites
         WHERE site IS NOT NULL
       ON CONFLICT DO NOTHING;
       RETURN NULL;
     END $$`,
    `DROP TRIGGER ${table}_version_${event.toLowerCase()}_site ON ${table}`,
    pgTriggerStatement(table, event, `${name}()`),
  ];
}

/** SQLite: the direct form for a table's own site on insert and delete; others stay as in 016. */
function sqliteStatements({ table, list, sites }: SiteVersionTrigger, event: string): string[] {
  if (sites !== own || event === 'UPDATE') return [];
  const row = event === 'DELETE' ? 'OLD' : 'NEW';
  const name = `${table}_version_${event.toLowerCase()}_site`;
  return [
    `DROP TRIGGER ${name}`,
    `CREATE TRIGGER ${name} AFTER ${event} ON ${table} WHEN ${row}.site_id IS NOT NULL
    BEGIN
      INSERT INTO list_versions (list, version, floor) VALUES ('${list}@' || ${row}.site_id, 1, 0)
        ON CONFLICT (list) DO UPDATE SET version = version + 1;
    END`,
  ];
}

export async function staticSiteVersions(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const statements = TRIGGERS.flatMap((trigger) =>
    EVENTS.flatMap((event) =>
      engine === 'postgres' ? pgStatements(trigger, event) : sqliteStatements(trigger, event),
    ),
  );
  if (engine === 'postgres') {
    statements.push(
      'DROP FUNCTION bump_site_versions()',
      applyListVersion('CREATE OR REPLACE', SITE_ROW_ONLY),
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}
