import type { Transaction } from 'kysely';
import type { User } from '../../contract/schemas/users';
import { changeSet, recordActivity, recordEdited, type ActivityActor } from '../activity';
import type { Database } from '../db/schema';

/** A user as an edit's entry compares it: the name and the sites' names (never the password). */
const asRecord = (user: User) => ({
  name: user.name,
  sites: (user.Sites ?? []).map((site) => site.Name),
});

/**
 * PUT /users/{id}: a role change is an entry of its own (action role-change); a change of the
 * name or sites, or a save that changed nothing, an edit.
 */
export async function recordUserEdit(
  trx: Transaction<Database>,
  actor: ActivityActor,
  before: User,
  after: User,
): Promise<void> {
  const roleChanged = before.role.RoleName !== after.role.RoleName;
  const edited = changeSet(asRecord(before), asRecord(after), ['name', 'sites']);
  if (roleChanged) {
    await recordActivity(trx, {
      actor,
      siteId: null,
      action: 'role-change',
      entity: 'user',
      entityId: after.userId,
      summary: {
        key: 'user.role-changed',
        values: { name: after.name, before: before.role.RoleName, after: after.role.RoleName },
      },
      changes: { role: [before.role.RoleName, after.role.RoleName] },
    });
  }
  if (edited || !roleChanged) {
    await recordEdited(trx, actor, {
      entity: 'user',
      id: after.userId,
      before: asRecord(before),
      after: asRecord(after),
      fields: ['name', 'sites'],
      nameOf: (user) => user.name,
    });
  }
}

export function recordPasswordChange(
  trx: Transaction<Database>,
  actor: ActivityActor,
  user: { id: number; name: string },
): Promise<void> {
  return recordActivity(trx, {
    actor,
    siteId: null,
    action: 'password-change',
    entity: 'user',
    entityId: user.id,
    summary: { key: 'user.password-changed', values: { name: user.name } },
  });
}
