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
}

/** Runs on every signed-in request: compiled once. */
const selectActiveActor = compiledOnce(1, (db, userId: number) =>
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
    .where('users.deleted_at', 'is', null),
);

export async function findActiveActor(db: DbOrTrx, userId: number) {
  return (await selectActiveActor(db, userId))[0];
}
