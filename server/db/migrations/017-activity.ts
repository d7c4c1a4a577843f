import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/** The hash before the first entry: the chain's fixed start. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The activity log (design: Activity log and approvals).
 * - activity: one entry per write a person makes, in chain order. `id` is gapless (the head's
 *   last id + 1, never a sequence, which skips numbers on rollback), so a deleted entry shows
 *   as a gap. `hash` = SHA-256 of `prev_hash` and the entry's canonical JSON (server/activity/
 *   chain.ts). No foreign keys: an entry outlives its user, site and record.
 * - activity_links: the other records an entry touched (the items of a waste report, a PO's
 *   receipt), so the entry shows in each one's History.
 * - activity_head: one row, the last id and hash; each entry's transaction locks it (FOR UPDATE
 *   on PostgreSQL, SQLite's single writer), so two instances on one database build one chain.
 */
export async function addActivity(db: Kysely<unknown>, engine: Engine): Promise<void> {
  const bigint = engine === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('activity')
    .addColumn('id', bigint, (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('site_id', 'integer')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('summary_key', 'text', (c) => c.notNull())
    .addColumn('summary_values', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .execute();
  // The filters, each newest first: a record's History, a person's, an action's.
  await db.schema
    .createIndex('activity_record')
    .on('activity')
    .columns(['entity', 'entity_id', 'id'])
    .execute();
  await db.schema.createIndex('activity_user').on('activity').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('activity_action').on('activity').columns(['action', 'id']).execute();
  await db.schema.createIndex('activity_at').on('activity').column('at').execute();

  await db.schema
    .createTable('activity_links')
    .addColumn('activity_id', bigint, (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_links_pk', ['entity', 'entity_id', 'activity_id'])
    .execute();

  await db.schema
    .createTable('activity_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', bigint, (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO activity_head (id, last_id, last_hash) VALUES (1, 0, ${GENESIS_HASH})`.execute(
    db,
  );
}
