import { createHash } from 'node:crypto';
import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';

/** The signed-in user a request acts as, read from the database on every request. */
export interface Actor {
  id: number;
  name: string;
  roleId: number;
  roleName: string;
}

export interface TokenClaims {
  sub: string;
  /** password_changed_at when the token was issued: a password change retires older tokens. */
  pv: string;
  /** Unique per sign-in (POST /logout revokes one token, not a user's others). */
  jti?: string;
}

/**
 * Runs on every signed-in request: compiled once. A token ended by POST /logout finds no row:
 * the revocation is one primary-key probe in the query that reads the user anyway, so it costs
 * no extra round trip and holds on every instance at once (design: Limits).
 */
const selectActiveActor = compiledOnce(2, (db, userId: number, tokenHash: string) =>
  db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id as id',
      'users.name as name',
      'users.role_id as roleId',
      'roles.name as roleName',
      'users.password_changed_at as passwordChangedAt',
    ])
    .where('users.id', '=', userId)
    .where('users.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('revoked_tokens')
            .select('revoked_tokens.token_hash')
            .where('revoked_tokens.token_hash', '=', tokenHash),
        ),
      ),
    ),
);

/** The key a token is revoked under: its sha256, so the table holds no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function findActiveActor(db: DbOrTrx, userId: number, token: string) {
  return (await selectActiveActor(db, userId, tokenHash(token)))[0];
}
