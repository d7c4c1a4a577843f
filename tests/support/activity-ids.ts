import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

/**
 * The id of the newest entry in the log: recordActivity answers none, as on PostgreSQL the entry
 * reaches the server only with its transaction's commit (migration 024).
 */
export async function newestActivityId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('activity')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}
