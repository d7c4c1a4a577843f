import { randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../db/schema';

/** 256 bits: an AES-256-GCM key, base64url. */
const KEY_BYTES = 32;

/**
 * The user's outbox key (GET /me/outbox-key): made on their first ask, then always the same, so
 * a device can open at their next sign-in what it sealed at their Sign Out. Two first asks at
 * once both read the one that was stored.
 */
export async function readOutboxKey(db: DbOrTrx, userId: number): Promise<string> {
  const stored = await findOutboxKey(db, userId);
  if (stored !== null) return stored;
  await db
    .insertInto('outbox_keys')
    .values({ user_id: userId, secret: randomBytes(KEY_BYTES).toString('base64url') })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const made = await findOutboxKey(db, userId);
  if (made === null) throw new Error(`No outbox key for user ${userId}`);
  return made;
}

async function findOutboxKey(db: DbOrTrx, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('outbox_keys')
    .select('secret')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.secret ?? null;
}
