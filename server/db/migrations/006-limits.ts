import type { Kysely } from 'kysely';

/**
 * Limits (design: Limits that keep one user from stalling everyone):
 * - `revoked_tokens`: tokens ended by POST /logout, by the sha256 of the token, kept until the
 *   token's own expiry; every instance reads it (with the user, in the same query).
 * - an index on lots (received_at, id): the received list's order, which the CSV export walks
 *   by keyset instead of OFFSET.
 */
export async function addLimits(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_tokens_expiry')
    .on('revoked_tokens')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('lots_received_order')
    .on('lots')
    .columns(['received_at', 'id'])
    .execute();
}
