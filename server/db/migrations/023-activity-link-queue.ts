import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * SQLite: an entry's links reach the link index (migration 022) through a queue. FTS5 writes
 * what a transaction added to its index as a new segment at the commit, and merges segments as
 * they pile up: a segment per group commit of some 16 writes, and its merges, cost the delivery
 * bench about three points of its ten (docs/decisions.md, "Sixth session"). The write now
 * inserts its entry's terms into `activity_link_queue` (a row at the table's end, in the write's
 * transaction, so no link is ever lost), and the chainer (server/activity/chainer.ts), in its
 * run after the commits of the last second, moves what is queued into the index in one
 * transaction: one segment a second. A record's History reads both (server/activity/list.ts),
 * so an entry is never missing from it while it waits. PostgreSQL keeps `activity_links`.
 */
export async function queueActivityLinks(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'postgres') return;
  await sql`CREATE TABLE activity_link_queue (id INTEGER PRIMARY KEY, terms TEXT NOT NULL)`.execute(
    db,
  );
}
