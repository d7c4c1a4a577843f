import { recordCreated, type ActivityActor } from '../activity';
import { inTransaction } from '../db/transactions';
import { VALIDATION, SERVER_MESSAGE } from '../../contract/messages';
import type { ListQuery } from '../../contract/schemas/common';
import type { User, UserCreateBody } from '../../contract/schemas/users';
import { isBlank, parseId } from '../../contract/validation/values';
import { validateNewPassword } from '../../contract/validation/forms';
import { hashPassword } from '../auth/passwords';
import { nowIso } from '../clock';
import type { DbOrTrx } from '../db/schema';
import { assertValid, badRequest, conflict, notFound } from '../errors';
import { containsText, optionalText, pageBounds } from '../request-values';
import { isConstraintViolation } from './db-errors';
import { hasSeveralSites } from '../sites/site-count';
import { readSitesOfUsers, readUserSiteIds, readUserSites, setUserSites } from './user-sites';

export const USER_MESSAGE = {
  roleRequired: 'roleId is required.',
  roleUnknown: 'roleId must be the id of an existing role.',
} as const;

const WHAT = 'User';

/** Live users with their role; the password hash is never selected. */
function selectUsers(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .where('users.deleted_at', 'is', null);
}

const USER_FIELDS = [
  'users.id as id',
  'users.name as name',
  'roles.id as roleId',
  'roles.name as roleName',
  'users.created_at as createdAt',
  'users.updated_at as updatedAt',
] as const;

function toUser(row: {
  id: number;
  name: string;
  roleId: number;
  roleName: string;
  createdAt: string;
  updatedAt: string;
}): User {
  return {
    userId: row.id,
    name: row.name,
    role: { RoleId: row.roleId, RoleName: row.roleName },
    createdDate: row.createdAt,
    updatedDate: row.updatedAt,
  };
}

/**
 * Every signed-in role reads totalCount (the dashboard's card); only a role with the Users page
 * gets the users themselves (with their Sites once there are several), and only it may search,
 * so a count cannot probe for names.
 */
export async function listUsers(
  db: DbOrTrx,
  query: ListQuery,
  withUsers: boolean,
): Promise<{ totalCount: number; users?: User[] }> {
  const search = withUsers ? (query.search?.trim() ?? '') : '';
  let base = selectUsers(db);
  if (search !== '') {
    base = base.where((eb) =>
      eb.or([
        containsText(eb.ref('users.name'), search),
        containsText(eb.ref('roles.name'), search),
      ]),
    );
  }
  const { count } = await base
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (!withUsers) return { totalCount: count };
  let rows = base.select(USER_FIELDS).orderBy('users.name').orderBy('users.id');
  const bounds = pageBounds(query);
  if (bounds) rows = rows.limit(bounds.limit).offset(bounds.offset);
  const users = (await rows.execute()).map(toUser);
  return { totalCount: count, users: await withSites(db, users) };
}

/** Each user with its Sites once the install has several (the users list's Sites column). */
async function withSites(db: DbOrTrx, users: User[]): Promise<User[]> {
  if (!(await hasSeveralSites(db))) return users;
  const sites = await readSitesOfUsers(
    db,
    users.map((user) => user.userId),
  );
  return users.map((user) => ({ ...user, Sites: sites.get(user.userId) ?? [] }));
}

/** One user; with its Sites once the install has several (a single site answers the spec's). */
export async function getUser(db: DbOrTrx, id: number): Promise<User> {
  const row = await selectUsers(db)
    .select(USER_FIELDS)
    .where('users.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(WHAT);
  const user = toUser(row);
  return (await hasSeveralSites(db)) ? { ...user, Sites: await readUserSites(db, id) } : user;
}

/** A role id from a body: blank is 'required', anything but a seeded role is 'unknown'. */
export function roleIdMessage(value: unknown): string | null {
  if (isBlank(value)) return USER_MESSAGE.roleRequired;
  return parseId(value) === null ? USER_MESSAGE.roleUnknown : null;
}

export async function assertRoleExists(db: DbOrTrx, roleId: number): Promise<void> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw badRequest(USER_MESSAGE.roleUnknown);
}

/** Names are unique among live users, compared without case so 'Sam' and 'sam' never meet. */
export async function assertUserNameFree(db: DbOrTrx, name: string, exceptId?: number) {
  let query = selectUsers(db)
    .select('users.id')
    .where((eb) => eb(eb.fn('lower', ['users.name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('users.id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(SERVER_MESSAGE.nameTaken('user'));
}

/**
 * The hash of a new user's password, made before the write's transaction (hashing holds no
 * lock nor the SQLite connection); '' when the password is invalid (createUser says why).
 */
export async function newPasswordHash(body: UserCreateBody): Promise<string> {
  return validateNewPassword(body.password).length > 0 ? '' : hashPassword(String(body.password));
}

/** passwordHash: from newPasswordHash, outside the transaction `db` may be. */
export async function createUser(
  db: DbOrTrx,
  actor: ActivityActor,
  body: UserCreateBody,
  passwordHash: string,
): Promise<User> {
  const name = optionalText(body.name);
  const roleMessage = roleIdMessage(body.roleId);
  const messages = [
    ...(name === '' ? [VALIDATION.usernameRequired] : []),
    ...validateNewPassword(body.password),
    ...(roleMessage ? [roleMessage] : []),
  ];
  assertValid(messages);
  const roleId = parseId(body.roleId) ?? 0;
  await assertRoleExists(db, roleId);
  const siteIds = await readUserSiteIds(db, body.siteIds);
  await assertUserNameFree(db, name);
  const now = nowIso();
  try {
    const row = await db
      .insertInto('users')
      .values({
        name,
        password_hash: passwordHash,
        role_id: roleId,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (siteIds) await setUserSites(db, row.id, siteIds);
    const user = await getUser(db, row.id);
    await inTransaction(db, (trx) =>
      recordCreated(trx, actor, { entity: 'user', id: user.userId, name: user.name }),
    );
    return user;
  } catch (error) {
    // Another request took the name between the check and the insert.
    if (isConstraintViolation(error, 'unique')) throw conflict(SERVER_MESSAGE.nameTaken('user'));
    throw error;
  }
}
