import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';

/**
 * Queries on idempotency_keys; one row per (user, key), status null while the request runs.
 * Those every POST runs are compiled once (and prepared on PostgreSQL); an update tells whether
 * it changed the row by returning it.
 */

const insertClaim = compiledOnce(4, (db, userId: number, key: string, hash: string, now: string) =>
  db
    .insertInto('idempotency_keys')
    .values({
      user_id: userId,
      key,
      request_hash: hash,
      status_code: null,
      response_body: null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key'),
);

/** Inserts the claim; false when the key is already there (the primary key decides). */
export async function claimKey(
  db: DbOrTrx,
  claim: { userId: number; key: string; hash: string; now: string },
): Promise<boolean> {
  const inserted = await insertClaim(db, claim.userId, claim.key, claim.hash, claim.now);
  return inserted.length > 0;
}

const selectKey = compiledOnce(2, (db, userId: number, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body', 'created_at'])
    .where('user_id', '=', userId)
    .where('key', '=', key),
);

export async function findKey(db: DbOrTrx, userId: number, key: string) {
  return (await selectKey(db, userId, key))[0];
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

/** A claim as its request holds it: created_at is the claim's token (a takeover renews it). */
export interface HeldClaim {
  userId: number;
  key: string;
  claimedAt: string;
}

const updateHeldClaim = compiledOnce(3, (db, userId: number, key: string, claimedAt: string) =>
  db
    .updateTable('idempotency_keys')
    .set({ created_at: claimedAt })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .where('created_at', '=', claimedAt)
    .returning('key'),
);

/**
 * Checks the claim is still this request's (not taken over, not finished) and, on PostgreSQL,
 * locks its row until the transaction ends: a takeover waits for it and then finds it finished.
 */
export async function holdClaim(db: DbOrTrx, claim: HeldClaim): Promise<boolean> {
  const held = await updateHeldClaim(db, claim.userId, claim.key, claim.claimedAt);
  return held.length === 1;
}

const updateAnswer = compiledOnce(
  5,
  (db, userId: number, key: string, claimedAt: string, statusCode: number, body: string | null) =>
    db
      .updateTable('idempotency_keys')
      .set({ status_code: statusCode, response_body: body })
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .where('status_code', 'is', null)
      .where('created_at', '=', claimedAt)
      .returning('key'),
);

/** Stores the final answer on a claim this request still holds; false when it no longer does. */
export async function saveResponse(
  db: DbOrTrx,
  saved: HeldClaim & { statusCode: number; body: string | null },
): Promise<boolean> {
  const stored = await updateAnswer(
    db,
    saved.userId,
    saved.key,
    saved.claimedAt,
    saved.statusCode,
    saved.body,
  );
  return stored.length === 1;
}

/**
 * Keeps the final answer of a claim that was deferred to the write's transaction (SQLite, see
 * claims.ts) when that transaction did not commit: a 4xx is kept like any other answer.
 * A row already there (a twin that committed meanwhile) wins.
 */
export async function insertAnswer(
  db: DbOrTrx,
  answer: HeldClaim & { hash: string; statusCode: number; body: string | null },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      user_id: answer.userId,
      key: answer.key,
      request_hash: answer.hash,
      status_code: answer.statusCode,
      response_body: answer.body,
      created_at: answer.claimedAt,
    })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .execute();
}

/** Frees a claim whose request failed on the server, so a retry runs it again. */
export async function releaseKey(db: DbOrTrx, claim: HeldClaim): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .where('status_code', 'is', null)
    .where('created_at', '=', claim.claimedAt)
    .execute();
}

export async function purgeOldKeys(db: DbOrTrx, olderThan: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('created_at', '<', olderThan).execute();
}

/**
 * At the start of a single-instance (SQLite) server, every unfinished claim belongs to a process
 * that died: a write that committed stored its answer in the same transaction, so one without an
 * answer never happened and its retry may run at once instead of waiting for the takeover.
 */
export async function releaseUnfinishedClaims(db: DbOrTrx): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('status_code', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
