import type { DbOrTrx } from './db/schema';

/** Queries on idempotency_keys; one row per (user, key), status null while the request runs. */

/** Inserts the claim; false when the key is already there (the primary key decides). */
export async function claimKey(
  db: DbOrTrx,
  claim: { userId: number; key: string; hash: string; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: claim.userId,
      key: claim.key,
      request_hash: claim.hash,
      status_code: null,
      response_body: null,
      created_at: claim.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function findKey(db: DbOrTrx, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Claims again a key whose request never finished (its instance crashed); atomic. */
export async function takeOverStaleClaim(
  db: DbOrTrx,
  claim: { userId: number; key: string; abandonedBefore: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ created_at: claim.now })
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('status_code', 'is', null)
    .where('created_at', '<', claim.abandonedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function saveResponse(
  db: DbOrTrx,
  saved: { userId: number; key: string; statusCode: number; body: string | null },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: saved.statusCode, response_body: saved.body })
    .where('user_id', '=', saved.userId)
    .where('key', '=', saved.key)
    .execute();
}

/** Frees a claim whose request failed on the server, so a retry runs it again. */
export async function releaseKey(db: DbOrTrx, userId: number, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .execute();
}

export async function purgeOldKeys(db: DbOrTrx, olderThan: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', olderThan).execute();
}
