import type { DbOrTrx } from '../db/schema';
import { tokenHash } from './actor';

/**
 * Ends a token on every instance (POST /logout): its hash is kept until the token would have
 * expired anyway, and authenticate's user query finds no user for it (auth/actor.ts). Rows past
 * their expiry are dropped at the same time: the table holds only live revocations.
 */
export async function revokeToken(db: DbOrTrx, token: string, expSeconds: number): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ token_hash: tokenHash(token), expires_at: new Date(expSeconds * 1000).toISOString() })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}
