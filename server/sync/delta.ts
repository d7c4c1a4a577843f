import { SERVER_MESSAGE } from '../../contract/messages';
import type { SyncListQuery } from '../../contract/schemas/sync';
import type { DbOrTrx } from '../db/schema';
import { badRequest, gone } from '../errors';
import { readCursor, writeCursor } from './cursor';
import { readListState, type DeltaList } from './list-versions';

/** Ids of the list's records created or changed after `version` (a subquery, no binds per row). */
export function changedSince(db: DbOrTrx, list: DeltaList, version: number) {
  return db
    .selectFrom('record_changes')
    .select('record_id')
    .where('list', '=', list)
    .where('version', '>', version)
    .where('deleted', '=', 0);
}

async function deletedSince(db: DbOrTrx, list: DeltaList, version: number): Promise<number[]> {
  const rows = await db
    .selectFrom('record_changes')
    .select('record_id')
    .where('list', '=', list)
    .where('version', '>', version)
    .where('deleted', '=', 1)
    .orderBy('record_id')
    .execute();
  return rows.map((row) => row.record_id);
}

export interface DeltaReaders<Answer> {
  /** The spec's list answer for a query without since. */
  full: () => Promise<Answer>;
  /** The same wrapper with the records changed after a version; totalCount counts all. */
  changed: (version: number) => Promise<Answer>;
}

/**
 * Answers a reference list with its cursor, or with only what changed after `since`. The
 * version is read before the records: a write that lands in between is sent now and again
 * next time, never missed.
 */
export async function answerDeltaList<Answer extends object>(
  db: DbOrTrx,
  list: DeltaList,
  query: SyncListQuery,
  readers: DeltaReaders<Answer>,
  /** What else the answer depends on (a site's item areas: its id); the cursor names it. */
  scope = '',
): Promise<Answer & { cursor: string; deleted?: number[] }> {
  const state = await readListState(db, list);
  const cursor = writeCursor(list, state, scope);
  if (query.since === undefined) return { ...(await readers.full()), cursor };
  if (query.page !== undefined || query.search !== undefined) {
    throw badRequest(SERVER_MESSAGE.sinceWithPaging);
  }
  const since = readCursor(query.since, list, state, scope);
  if (since === null) throw gone(SERVER_MESSAGE.staleCursor);
  const answer = await readers.changed(since);
  return { ...answer, deleted: await deletedSince(db, list, since), cursor };
}
