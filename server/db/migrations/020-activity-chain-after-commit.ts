import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * The activity log chained after commit (issue 35, the lead's decision): the log may cost at
 * most 10% of deliveries per second, and locking the one-row head in every write's transaction,
 * through its COMMIT, cost 28–46% on PostgreSQL with two instances.
 *
 * - A write still inserts its entry in its own transaction (a rolled-back write leaves none, a
 *   crash after the commit loses none), but takes no shared lock: the entry's `id` comes from a
 *   sequence (PostgreSQL: `activity_id_seq`, the column's default; SQLite: the rowid), and it is
 *   written unchained: `chain_position` NULL, `hash` and `prev_hash` empty text (017 made them
 *   NOT NULL, which SQLite cannot drop without rebuilding a table of up to millions of rows).
 *   Ids may skip numbers (a rolled-back write) and need not follow commit order. SQLite, whose
 *   one writer holds the file's lock in every write anyway, chains its entry as it inserts it
 *   (server/activity/append.ts: measured cheaper there), with the same columns and hash.
 * - The chainer (server/activity/chainer.ts), in its own short transactions, locks the head and
 *   gives the unchained entries, in id order, the next gapless `chain_position` and their
 *   `hash`. Chain order is position order: an entry committed after a later id was chained gets
 *   a later position. `activity_position` is unique, so no entry is chained twice, whatever
 *   runs the chainer.
 * - The head gains `last_position`; `last_id` is now the id of the entry at that position.
 * - Entries chained before this migration keep their hashes: their position is their id, and an
 *   entry whose position is its id is hashed as 017 hashed it (server/activity/chain.ts), so
 *   `verify` of a database written by 017's code still holds.
 */
export async function chainActivityAfterCommit(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  await db.schema.alterTable('activity').addColumn('chain_position', bigint).execute();
  await sql`UPDATE activity SET chain_position = id`.execute(db);
  await db.schema
    .createIndex('activity_position')
    .on('activity')
    .column('chain_position')
    .unique()
    .execute();
  // What the chainer reads: the unchained entries, in id order (a partial index, empty at rest).
  await db.schema
    .createIndex('activity_unchained')
    .on('activity')
    .column('id')
    .where(sql.ref('chain_position'), 'is', null)
    .execute();

  await db.schema
    .alterTable('activity_head')
    .addColumn('last_position', bigint, (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE activity_head SET last_position = last_id`.execute(db);

  if (engine === 'postgres') {
    await sql`CREATE SEQUENCE activity_id_seq OWNED BY activity.id`.execute(db);
    await sql`SELECT setval('activity_id_seq', COALESCE((SELECT max(id) FROM activity), 0) + 1, false)`.execute(
      db,
    );
    await sql`ALTER TABLE activity ALTER COLUMN id SET DEFAULT nextval('activity_id_seq')`.execute(
      db,
    );
  }
}
