import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginBody, LoginResponse } from '../../contract/schemas/users';
import { SERVER_MESSAGE, VALIDATION } from '../../contract/messages';
import type { Database } from '../db/schema';
import { HttpError, badRequest } from '../errors';
import type { LoginAttempts } from './login-attempts';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import type { TokenClaims } from './actor';
import { activityTransaction, recordActivity, type ActivityActor } from '../activity';

/** The longest name a refused sign-in's entry keeps (the body's name is the guess's text). */
const REFUSED_NAME_MAX = 100;

/**
 * A sign-in (entity session, its id the token's jti) or a refused one (a wrong password, or a
 * name no user has: then no user id). A refusal the attempt limits answer (429) adds none: a
 * flood fills no log.
 */
function recordSignIn(
  db: Kysely<Database>,
  outcome: 'signed-in' | 'refused',
  actor: ActivityActor,
  jti: string | null,
): Promise<void> {
  const name = actor.name.slice(0, REFUSED_NAME_MAX);
  return activityTransaction(db, (trx) =>
    recordActivity(trx, {
      actor: { ...actor, name },
      siteId: null,
      action: outcome === 'signed-in' ? 'sign-in' : 'sign-in-refused',
      entity: 'session',
      entityId: jti,
      summary:
        outcome === 'signed-in'
          ? { key: 'session.signed-in', values: {} }
          : { key: 'session.sign-in-refused', values: { name } },
      links: actor.userId === null ? [] : [{ entity: 'user', entityId: actor.userId }],
    }),
  );
}

export interface LoginContext {
  db: Kysely<Database>;
  attempts: LoginAttempts;
  address: string;
  sign: (claims: TokenClaims) => string;
}

/** Compared against when the name is unknown; no password matches it in practice. */
let unknownUserHash: Promise<string> | null = null;

function hashForUnknownUser(): Promise<string> {
  unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'));
  return unknownUserHash;
}

/**
 * Checks the name and password. 10 failures per name and address, or 100 per name from any
 * addresses, within 15 minutes lock that name for a while (LoginAttempts).
 */
export async function logIn(context: LoginContext, body: LoginBody): Promise<LoginResponse> {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const password = typeof body.password === 'string' ? body.password : '';
  if (name === '' || password === '') throw badRequest(VALIDATION.loginInvalid);
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
  // Checked again now the name is read: attempts sent in parallel all passed the first check
  // before any of them failed. The same check for every name, so a 429 tells nothing of names.
  if (context.attempts.isBlocked(name, context.address)) {
    throw new HttpError(429, SERVER_MESSAGE.tooManyAttempts);
  }
  // An unknown name fails whatever the password: counted before its hash, so a burst of
  // guessed names stops at the limit instead of each paying for a hash (design: Limits).
  if (!user) context.attempts.recordFailure(name, context.address, false);
  // An unknown name still pays for one hash, so timing does not tell which names exist.
  // Queued in the address's lane: a flood from one address does not delay sign-ins from others.
  const matches = await verifyPassword(
    password,
    user?.password_hash ?? (await hashForUnknownUser()),
    context.address,
  );
  if (!user || !matches) {
    if (user) context.attempts.recordFailure(name, context.address);
    await recordSignIn(context.db, 'refused', { userId: user?.id ?? null, name }, null);
    throw new HttpError(401, SERVER_MESSAGE.invalidCredentials);
  }
  context.attempts.recordSuccess(name, context.address);
  if (needsRehash(user.password_hash)) {
    // An older, cheaper hash is replaced while the password is at hand; the same password, so
    // password_changed_at (and every token) stays. Only if nobody changed it meanwhile.
    await context.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .execute();
  }
  // jti: two sign-ins in one second get different tokens, so Sign Out ends only its own.
  const jti = randomBytes(12).toString('base64url');
  await recordSignIn(context.db, 'signed-in', { userId: user.id, name: user.name }, jti);
  return {
    accessToken: context.sign({ sub: String(user.id), pv: user.password_changed_at, jti }),
    role: { roleId: user.roleId, name: user.roleName },
    name: user.name,
  };
}
