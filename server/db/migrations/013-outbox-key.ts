import type { Kysely } from 'kysely';

/**
 * Issue 32: each user's outbox key, the secret a device seals that user's unsent submissions with
 * at Sign Out (src/offline/outbox/sealing.ts). A table of its own, not a column of `users`: no
 * user query or list can ever select it, and making one fires none of the users list's triggers.
 * Rows are made on a user's first ask (auth/outbox-key.ts) and never change: a key that changed
 * would leave the entries sealed with the old one unreadable for good.
 */
export async function addOutboxKeys(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_keys')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute();
}
