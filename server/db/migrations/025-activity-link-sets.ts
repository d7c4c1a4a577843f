import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * PostgreSQL: an entry's links, like SQLite's since migrations 022 and 023, are one set of terms
 * per entry (server/activity/link-terms.ts), queued by the write and indexed by the chainer.
 *
 * A 10-row delivery linked 11 records: `activity_links` took 11 rows and 11 B-tree inserts at 11
 * places of its key, in the write's own transaction, the larger part of what the log added to
 * a delivery (docs/decisions.md, "Eighth session"). Now:
 * - the write inserts one row of terms into `activity_link_queue`, at the end of a small table,
 *   committed with the entry, so no link is ever lost;
 * - the chainer, in its run after the commits of the last second (server/activity/chainer.ts),
 *   moves a batch of them, in one statement, into `activity_link_sets`: a row per entry whose
 *   `terms` array has a GIN index. With `fastupdate` GIN appends the new rows' terms to a pending
 *   list and merges it into its tree in bulk, each term once for all the entries that name it;
 *   a small `gin_pending_list_limit` keeps the list a record's History scans short.
 * - A record's History reads the set index, the queue and the record's own entries
 *   (server/activity/list.ts). It read all of a record's links from the B-tree before too (a
 *   union of its probes), so it costs what it did: what the record has, not what the log holds.
 * The links written before are moved into sets here, and `activity_links` dropped.
 * activity_append (migration 024) takes the terms instead of two arrays, and is now a
 * procedure: CALL answers no row, where SELECT of a void function answered a row description
 * and a row that the app's driver parsed for each write and threw away.
 */
export async function addActivityLinkSets(
  db: Kysely<unknown>,
  engine: Engine,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`CREATE TABLE activity_link_queue (id bigint PRIMARY KEY, terms text NOT NULL)`.execute(
    db,
  );
  await sql`CREATE TABLE activity_link_sets (id bigint PRIMARY KEY, terms text[] NOT NULL)`.execute(
    db,
  );
  // The terms as link-terms.ts writes them: the entity, a colon, the id's UTF-8 bytes in hex.
  await sql`INSERT INTO activity_link_sets (id, terms)
    SELECT activity_id, array_agg(entity || ':' || encode(convert_to(entity_id, 'UTF8'), 'hex'))
    FROM activity_links GROUP BY activity_id`.execute(db);
  await sql`CREATE INDEX activity_link_terms ON activity_link_sets USING gin (terms)
    WITH (fastupdate = on, gin_pending_list_limit = 256)`.execute(db);
  await sql`DROP TABLE activity_links`.execute(db);
  await sql`DROP FUNCTION activity_append(text, integer, text, integer, text, text, text, text,
    text, text, text, text[], text[])`.execute(db);
  await sql`CREATE PROCEDURE activity_append(
      p_at text, p_user_id integer, p_user_name text, p_site_id integer, p_action text,
      p_entity text, p_entity_id text, p_summary_key text, p_summary_values text, p_summary text,
      p_changes text, p_link_terms text)
    LANGUAGE plpgsql AS $$
    BEGIN
      WITH entry AS (
        INSERT INTO activity (at, user_id, user_name, site_id, action, entity, entity_id,
          summary_key, summary_values, summary, changes, hash, prev_hash)
        VALUES (p_at, p_user_id, p_user_name, p_site_id, p_action, p_entity, p_entity_id,
          p_summary_key, p_summary_values, p_summary, p_changes, '', '')
        RETURNING id
      )
      INSERT INTO activity_link_queue (id, terms)
      SELECT entry.id, p_link_terms FROM entry WHERE p_link_terms IS NOT NULL;
    END
    $$`.execute(db);
}
