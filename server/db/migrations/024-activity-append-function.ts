import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * PostgreSQL: the write's activity entry goes to the server with the transaction's COMMIT, in
 * the same message (server/db/prepared.ts, deferToCommit), instead of in a round trip of its
 * own: each round trip cost the delivery bench's Node process some 70 µs of CPU in the socket's
 * write alone, and the entry's was the log's largest cost there (docs/decisions.md, "Sixth
 * session"). A statement that travels with COMMIT goes by the simple protocol, which binds no
 * parameters, so its values are literals; this function keeps the insert itself planned once
 * per connection (PL/pgSQL caches its statements' plans), and the text sent is a call of it.
 * It inserts the entry unchained and its links, as append.ts did in one statement (migration
 * 020). SQLite, whose one writer has no round trips, appends as before.
 */
export async function addActivityAppendFunction(
  db: Kysely<unknown>,
  engine: Engine,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`CREATE FUNCTION activity_append(
      p_at text, p_user_id integer, p_user_name text, p_site_id integer, p_action text,
      p_entity text, p_entity_id text, p_summary_key text, p_summary_values text, p_summary text,
      p_changes text, p_link_entities text[], p_link_ids text[])
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      WITH entry AS (
        INSERT INTO activity (at, user_id, user_name, site_id, action, entity, entity_id,
          summary_key, summary_values, summary, changes, hash, prev_hash)
        VALUES (p_at, p_user_id, p_user_name, p_site_id, p_action, p_entity, p_entity_id,
          p_summary_key, p_summary_values, p_summary, p_changes, '', '')
        RETURNING id
      )
      INSERT INTO activity_links (activity_id, entity, entity_id)
      SELECT entry.id, link.entity, link.entity_id
      FROM entry, unnest(p_link_entities, p_link_ids) AS link(entity, entity_id);
    END
    $$`.execute(db);
}
