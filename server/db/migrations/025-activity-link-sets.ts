import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * PostgreSQL: an entry's links, like SQLite's since migrations 022 and 023, are one set of terms
 * per entry (server/activity/link-terms.ts), written with the entry and indexed by the chainer.
 *
 * A 10-row delivery linked 11 records: `activity_links` took 11 rows and 11 B-tree inserts at 11
 * places of its key, in the write's own transaction, the larger part of what the log added to a
 * delivery on PostgreSQL (docs/decisions.md, "Eighth session"). Now:
 * - the write puts the terms in the entry's own row, `link_terms`, so they commit with it and no
 *   link is ever lost;
 * - the chainer, which reads and updates each unchained entry anyway (server/activity/chainer.ts),
 *   clears `link_terms` in that update and, in the same statement, inserts them into
 *   `activity_link_sets`: a row per entry whose `terms` array has a GIN index. With `fastupdate`
 *   GIN appends the new rows' terms to a pending list and merges it into its tree in bulk, each
 *   term once for all the entries that name it; a small `gin_pending_list_limit` keeps the list
 *   a record's History scans short.
 * - A record's History reads the set index, the unchained entries' `link_terms` (migration 020's
 *   partial index: a second's worth) and the record's own entries (server/activity/list.ts). It
 *   read all of a record's links from the B-tree before too (a union of its probes), so it costs
 *   what it did: what the record has, not what the log holds.
 * The links written before are moved into sets here, and `activity_links` dropped.
 * activity_append (migration 024) takes the terms instead of two arrays, and is now a
 * procedure: CALL answers no row, where SELECT of a void function answered a row description
 * and a row that the app's driver parsed for each write and threw away.
 * SQLite gets the column too, so both engines have one `activity` row, and leaves it null: its
 * writes queue their links (migration 023).
 */
export async function addActivityLinkSets(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await sql`ALTER TABLE activity ADD COLUMN link_terms text`.execute(db);
  if (engine !== 'postgres') return;
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
      INSERT INTO activity (at, user_id, user_name, site_id, action, entity, entity_id,
        summary_key, summary_values, summary, changes, hash, prev_hash, link_terms)
      VALUES (p_at, p_user_id, p_user_name, p_site_id, p_action, p_entity, p_entity_id,
        p_summary_key, p_summary_values, p_summary, p_changes, '', '', p_link_terms);
    END
    $$`.execute(db);
}
