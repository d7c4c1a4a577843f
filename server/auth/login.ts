import type { Kysely } from 'kysely';
import type { LoginBody, LoginResponse } from '../../contract/schemas/users';
import { SERVER_MESSAGE } from '../../contract/messages';
import type { Database } from '../db/schema';
import { HttpError, badRequest } from '../errors';
import type { LoginAttempts } from './login-attempts';
import { verifyPassword } from './passwords';
import type { TokenClaims } from './actor';

export interface LoginContext {
  db: Kysely<Database>;
  attempts: LoginAttempts;
  address: string;
  sign: (claims: TokenClaims) => string;
}

/** Checks the name and password; 10 failures per name and address in 15 minutes lock for a while. */
export async function logIn(context: LoginContext, body: LoginBody): Promise<LoginResponse> {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (name === '' || password === '') throw badRequest(SERVER_MESSAGE.invalidCredentials);
  if (context.attempts.isBlocked(name, context.address)) {
    throw new HttpError(429, SERVER_MESSAGE.tooManyAttempts);
  }
  const user = await context.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.name',
      'users.password_hash',
      'users.password_changed_at',
      'roles.id as roleId',
      'roles.name as roleName',
    ])
    .where('users.name', '=', name)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    context.attempts.recordFailure(name, context.address);
    throw new HttpError(401, SERVER_MESSAGE.invalidCredentials);
  }
  context.attempts.recordSuccess(name, context.address);
  return {
    accessToken: context.sign({ sub: String(user.id), pv: user.password_changed_at }),
    role: { roleId: user.roleId, name: user.roleName },
    name: user.name,
  };
}
