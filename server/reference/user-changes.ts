import { SERVER_MESSAGE } from '../../contract/messages';
import { ROLE_IDS } from '../../contract/roles';
import type { ChangePasswordBody, User, UserUpdateBody } from '../../contract/schemas/users';
import { validateNewPassword, validateUserEdit } from '../../contract/validation/forms';
import { parseId } from '../../contract/validation/values';
import { hashPassword } from '../auth/passwords';
import { nowIso } from '../clock';
import type { Db, DbOrTrx, Engine } from '../db/schema';
import { assertValid, conflict, notFound } from '../errors';
import { optionalText } from '../request-values';
import { isConstraintViolation } from './db-errors';
import { assertRoleExists, assertUserNameFree, getUser } from './users';
import { readUserSiteIds, setUserSites } from './user-sites';
import { activityTransaction, recordDeleted, type ActivityActor } from '../activity';
import { recordPasswordChange, recordUserEdit } from './user-activity';

const WHAT = 'User';

/**
 * Reads the live user and, when the change would take away an Administrator, makes sure
 * another live one remains. On PostgreSQL the Administrators' rows are locked first, so two
 * Administrators demoting each other at once cannot both succeed; SQLite runs one write
 * transaction at a time already.
 */
async function readForChange(
  trx: DbOrTrx,
  engine: Engine,
  id: number,
  keepsAdministrator: boolean,
): Promise<{ roleId: number }> {
  let admins = trx
    .selectFrom('users')
    .select('id')
    .where('role_id', '=', ROLE_IDS.Administrator)
    .where('deleted_at', 'is', null);
  if (engine === 'postgres') admins = admins.forUpdate();
  const adminIds = (await admins.execute()).map((row) => row.id);
  const user = await trx
    .selectFrom('users')
    .select('role_id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(WHAT);
  const isAdministrator = user.role_id === ROLE_IDS.Administrator;
  if (isAdministrator && !keepsAdministrator && !adminIds.some((adminId) => adminId !== id)) {
    throw conflict(SERVER_MESSAGE.lastAdministrator);
  }
  return { roleId: user.role_id };
}

/** PUT /users/{id} {name, roleId}: the role applies to the user's next request at once. */
export async function updateUser(
  db: Db,
  engine: Engine,
  actor: ActivityActor,
  id: number,
  body: UserUpdateBody,
): Promise<User> {
  assertValid(validateUserEdit(body));
  const name = optionalText(body.name);
  // validateUserEdit has checked that roleId parses.
  const roleId = parseId(body.roleId) ?? 0;
  await assertRoleExists(db, roleId);
  const siteIds = await readUserSiteIds(db, body.siteIds);
  try {
    return await activityTransaction(db, async (trx) => {
      await readForChange(trx, engine, id, roleId === ROLE_IDS.Administrator);
      await assertUserNameFree(trx, name, id);
      const before = await getUser(trx, id);
      await trx
        .updateTable('users')
        .set({ name, role_id: roleId, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
      if (siteIds) await setUserSites(trx, id, siteIds);
      const after = await getUser(trx, id);
      await recordUserEdit(trx, actor, before, after);
      return after;
    });
  } catch (error) {
    if (isConstraintViolation(error, 'unique')) throw conflict(SERVER_MESSAGE.nameTaken('user'));
    throw error;
  }
}

/** Soft delete: history keeps the name; the user's tokens stop working at once. */
export async function deleteUser(
  db: Db,
  engine: Engine,
  actor: ActivityActor,
  id: number,
): Promise<void> {
  await activityTransaction(db, async (trx) => {
    await readForChange(trx, engine, id, false);
    const user = await getUser(trx, id);
    await recordDeleted(trx, actor, { entity: 'user', id, name: user.name });
    const now = nowIso();
    await trx
      .updateTable('users')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  });
}

/**
 * Sets a new password and moves password_changed_at, which every token carries as `pv`: all
 * of that user's tokens issued before, the caller's own included when they change their own
 * password, stop working at once. The new password signs in again.
 */
export async function changePassword(
  db: Db,
  actor: ActivityActor,
  id: number,
  body: ChangePasswordBody,
): Promise<void> {
  assertValid(validateNewPassword(body.password));
  const user = await db
    .selectFrom('users')
    .select(['name', 'password_changed_at'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(WHAT);
  const passwordHash = await hashPassword(String(body.password));
  let changedAt = nowIso();
  // Two changes within one millisecond must still retire the tokens of the first.
  if (changedAt <= user.password_changed_at) {
    changedAt = new Date(Date.parse(user.password_changed_at) + 1).toISOString();
  }
  await activityTransaction(db, async (trx) => {
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: changedAt, updated_at: changedAt })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    // Deleted while the hash was made: nothing changed, nothing to log.
    if (Number(changed.numUpdatedRows) === 0) return;
    await recordPasswordChange(trx, actor, { id, name: user.name });
  });
}
