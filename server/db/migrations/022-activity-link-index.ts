import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * SQLite: an entry's links (the other records it touched, which show it in their History) move
 * from `activity_links`, a row each in a key ordered by record, to `activity_link_index`, a
 * contentless FTS5 table with one row per entry whose text is its links' terms
 * (server/activity/link-terms.ts; the row's rowid is the entry's id). A 10-row delivery linked
 * 11 records: 11 inserts at 11 places of a large B-tree; FTS5 writes an entry's terms as one
 * document, merged into its segments in bulk (a micro-bench on this machine: 150 µs of CPU an
 * entry with its links as rows, 85 µs with the index, 55 µs without links; a record's History
 * reads its entries in ~50 µs). The whole delivery bench did not show the difference through
 * its spread (docs/decisions.md, "Fifth session"). The log is
 * append only, so a contentless table that cannot delete a row costs nothing. PostgreSQL, whose
 * writes chain after commit (migration 020), keeps `activity_links`.
 *
 * `detail=none`: a term's documents only, no positions, the smallest index; `ascii` with `:`
 * and `-` as token characters: a term is one token (`purchase-order:3132`).
 */
export async function indexActivityLinks(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') return;
  await sql`CREATE VIRTUAL TABLE activity_link_index USING fts5(links, content='', detail=none, tokenize="ascii tokenchars ':-'")`.execute(
    db,
  );
  // The terms as link-terms.ts writes them: the entity, a colon, the id's UTF-8 bytes in hex.
  await sql`INSERT INTO activity_link_index (rowid, links)
    SELECT activity_id, group_concat(entity || ':' || lower(hex(entity_id)), ' ')
    FROM activity_links GROUP BY activity_id`.execute(db);
  await sql`DROP TABLE activity_links`.execute(db);
}
