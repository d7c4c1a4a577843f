import type { Transaction } from 'kysely';
import { nowIso } from '../clock';
import type { Database } from '../db/schema';
import { appendEntry, type LinkRow, type UnnumberedEntry } from './append';
import { canonicalJson } from './chain';
import type { ChangeSet } from './changes';
import { renderSummary, type SummaryKey } from './summaries';

/** Who made the write: a refused sign-in of an unknown name has no user id. */
export interface ActivityActor {
  userId: number | null;
  name: string;
}

/** The words of `Action` and `Entity` (stable: filters and the client name them). */
export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'receive'
  | 'waste'
  | 'confirm'
  | 'reject'
  | 'count'
  | 'post'
  | 'cancel'
  | 'send'
  | 'approve'
  | 'sign-in'
  | 'sign-out'
  | 'sign-in-refused'
  | 'import'
  | 'password-change'
  | 'role-change';

export type ActivityEntity =
  | 'item'
  | 'category'
  | 'department'
  | 'supplier'
  | 'item-area'
  | 'item-site'
  | 'user'
  | 'role'
  | 'site'
  | 'receipt'
  | 'waste'
  | 'order'
  | 'stocktake'
  | 'purchase-order'
  | 'transfer'
  | 'import'
  | 'session';

export interface ActivityLink {
  entity: ActivityEntity;
  entityId: string | number;
}

/** An entry's sentence: its template's key and the values of its places. */
export interface ActivitySummary {
  key: SummaryKey;
  values: Record<string, string | number>;
}

export interface ActivityEntry {
  actor: ActivityActor;
  siteId: number | null;
  action: ActivityAction;
  entity: ActivityEntity;
  entityId: string | number | null;
  summary: ActivitySummary;
  changes?: ChangeSet | null;
  /** Other records the entry touched: it shows in their History too. */
  links?: readonly ActivityLink[];
}

/** The request's signed-in user as an entry's actor. */
export function actorOf(actor: { id: number; name: string }): ActivityActor {
  return { userId: actor.id, name: actor.name };
}

let logging = true;

/** The bench's switch (tests/bench/activity.ts): the same writes with and without the log. */
export function setActivityLogging(enabled: boolean): void {
  logging = enabled;
}

/**
 * Adds one entry to the log, inside the write's transaction and after the write, so a rolled-back
 * write (a refusal, a conflict) leaves no entry and a committed one always has its entry. On
 * PostgreSQL it takes no lock another write waits for: the entry is inserted unchained, and the
 * chainer (chainer.ts) gives it its place in the chain and its hash once the write has committed
 * (the caller's commit asks for that: afterActivityCommit, activityTransaction). SQLite's one
 * writer chains it as it is inserted (append.ts).
 */
export async function recordActivity(
  trx: Transaction<Database>,
  entry: ActivityEntry,
): Promise<void> {
  if (!logging) return;
  const fields: UnnumberedEntry = {
    at: nowIso(),
    user_id: entry.actor.userId,
    user_name: entry.actor.name,
    site_id: entry.siteId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    summary_key: entry.summary.key,
    summary_values: canonicalJson(entry.summary.values),
    summary: renderSummary(entry.summary.key, entry.summary.values),
    changes: entry.changes ? canonicalJson(entry.changes) : null,
  };
  return appendEntry(trx, fields, uniqueLinks(entry));
}

/** Each linked record once, the entry's own record left out (it matches by its columns). */
function uniqueLinks(entry: ActivityEntry): LinkRow[] {
  const own = `${entry.entity}:${entry.entityId ?? ''}`;
  const seen = new Set([own]);
  const links: LinkRow[] = [];
  for (const link of entry.links ?? []) {
    const key = `${link.entity}:${link.entityId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    links.push({ entity: link.entity, entity_id: String(link.entityId) });
  }
  return links;
}
