import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { changeSet } from './changes';
import { recordActivity, type ActivityActor } from './record';
import type { SummaryKey } from './summaries';

/** Records with a name whose create, edit and delete read alike ("Renamed category A to B"). */
export type NamedEntity =
  'item' | 'category' | 'department' | 'supplier' | 'item-area' | 'site' | 'user';

interface Subject {
  entity: NamedEntity;
  id: number;
  name: string;
  siteId?: number | null;
}

function key(entity: NamedEntity, what: 'created' | 'renamed' | 'updated' | 'deleted') {
  return `${entity}.${what}` satisfies SummaryKey;
}

/** A named record made or removed: "Created category A", "Deleted category A". */
function recordNamed(
  trx: Transaction<Database>,
  actor: ActivityActor,
  subject: Subject,
  action: 'create' | 'delete',
): Promise<void> {
  return recordActivity(trx, {
    actor,
    siteId: subject.siteId ?? null,
    action,
    entity: subject.entity,
    entityId: subject.id,
    summary: {
      key: key(subject.entity, action === 'create' ? 'created' : 'deleted'),
      values: { name: subject.name },
    },
  });
}

export function recordCreated(
  trx: Transaction<Database>,
  actor: ActivityActor,
  subject: Subject,
): Promise<void> {
  return recordNamed(trx, actor, subject, 'create');
}

export function recordDeleted(
  trx: Transaction<Database>,
  actor: ActivityActor,
  subject: Subject,
): Promise<void> {
  return recordNamed(trx, actor, subject, 'delete');
}

/**
 * An edit: "Renamed … A to B" when the name changed, "Edited … A" otherwise; the changed fields
 * either way (an edit that changed nothing is still an entry: the person saved it).
 */
export function recordEdited<T extends object>(
  trx: Transaction<Database>,
  actor: ActivityActor,
  edit: {
    entity: NamedEntity;
    id: number;
    siteId?: number | null;
    before: T;
    after: T;
    fields: readonly (keyof T & string)[];
    nameOf: (record: T) => string;
  },
): Promise<void> {
  const before = edit.nameOf(edit.before);
  const after = edit.nameOf(edit.after);
  return recordActivity(trx, {
    actor,
    siteId: edit.siteId ?? null,
    action: 'update',
    entity: edit.entity,
    entityId: edit.id,
    summary:
      before === after
        ? { key: key(edit.entity, 'updated'), values: { name: after } }
        : { key: key(edit.entity, 'renamed'), values: { before, after } },
    changes: changeSet(edit.before, edit.after, edit.fields),
  });
}
