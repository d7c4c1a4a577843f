import { sql } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';
import type { DeltaListId, ListVersionKey, PER_RECORD, SERVER_LISTS } from '../../contract/lists';

/** Lists whose version the database keeps (migration 003), named in contract/lists.ts. */
export type VersionedList = Exclude<ListVersionKey, `${string}${typeof PER_RECORD}`>;
/** The reference lists, which also delta sync. */
export type DeltaList = (typeof SERVER_LISTS)[DeltaListId]['version'];

export interface ListState {
  version: number;
  floor: number;
  /** Names the database, so a cursor or ETag from a recreated one never matches. */
  epoch: string;
}

/** Runs on every list GET: compiled once. */
const selectListState = compiledOnce(1, (db, list: VersionedList) =>
  db
    .selectFrom('list_versions')
    .select(['version', 'floor'])
    .select(sql<string>`(select value from settings where key = 'sync_epoch')`.as('epoch'))
    .where('list', '=', list),
);

/** One indexed read, whatever the list's size. */
export async function readListState(db: DbOrTrx, list: VersionedList): Promise<ListState> {
  const [row] = await selectListState(db, list);
  if (!row) throw new Error(`No version row for the list ${list}.`);
  return { version: row.version, floor: row.floor, epoch: row.epoch };
}

/**
 * Every list's version summed: each only grows, so the sum changes with any write. Lists that
 * join several tables (stock, orders) use it as their version. A stocktake's own row (migration
 * 009) changes with each count, which changes no stock until the post: left out, as are the
 * sites' rows (migration 016), which repeat their lists' changes.
 */
export async function readDatabaseVersion(db: DbOrTrx): Promise<ListState> {
  const row = await db
    .selectFrom('list_versions')
    .select(sql<string | number>`sum(version)`.as('version'))
    .select(sql<string>`(select value from settings where key = 'sync_epoch')`.as('epoch'))
    .where('list', 'not like', 'stocktake:%')
    .where('list', 'not like', '%@%')
    .executeTakeFirstOrThrow();
  return { version: Number(row.version), floor: 0, epoch: row.epoch };
}

/** Deletions are remembered this long; a device away for longer takes the full list again. */
export const TOMBSTONE_DAYS = 90;

/**
 * Forgets tombstones older than `before` (ISO time) and raises each list's floor past them, so
 * a cursor that could miss a forgotten deletion gets a 410 instead of a wrong answer.
 */
export async function pruneTombstones(db: DbOrTrx, before: string): Promise<void> {
  const pruned = await db
    .selectFrom('record_changes')
    .select(['list', (eb) => eb.fn.max('version').as('version')])
    .where('deleted', '=', 1)
    .where('changed_at', '<', before)
    .groupBy('list')
    .execute();
  for (const { list, version } of pruned) {
    await db
      .updateTable('list_versions')
      .set({
        floor: sql`case when floor < ${version} then ${version} else floor end`,
      })
      .where('list', '=', list)
      .execute();
    await db
      .deleteFrom('record_changes')
      .where('list', '=', list)
      .where('deleted', '=', 1)
      .where('version', '<=', version)
      .execute();
  }
}
