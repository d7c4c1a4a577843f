import { CompiledQuery, sql, type Transaction } from 'kysely';
import { compiledOnce, isPostgres } from '../db/compiled-once';
import { prepareOnPostgres } from '../db/prepared';
import type { ActivityRow, Database } from '../db/schema';
import { entryHash, hashedTailAfterId, type HashedFields } from './chain';

/** An entry as recordActivity built it; its id (and so its hash) comes from the head. */
export type UnnumberedEntry = Omit<HashedFields, 'id'>;

export interface LinkRow {
  entity: string;
  entity_id: string;
}

/**
 * Appends the entry to the chain and answers its id. The head row is locked by the first
 * statement and held until the commit, so this runs as the write's last statements.
 */
export function appendEntry(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<number> {
  return isPostgres(trx) ? appendOnPostgres(trx, entry, links) : appendOnSqlite(trx, entry, links);
}

/**
 * PostgreSQL: one round trip. Locks the head (FOR UPDATE: another instance's transaction waits
 * here until this one commits, then reads the new head), hashes the entry in the database with
 * sha256() over the same text entryHash hashes (`'[' || id || tail`), moves the head and inserts
 * the entry and its links. Fewer round trips while the lock is held: two instances serialise
 * on it, so its holding time bounds their writes per second.
 */
const APPEND_ON_POSTGRES = `WITH old AS (
  SELECT last_id + 1 AS id, last_hash AS prev FROM activity_head WHERE id = 1 FOR UPDATE
), head AS (
  UPDATE activity_head
  SET last_id = old.id,
    last_hash = encode(sha256(convert_to(old.prev || '[' || old.id::text || $1::text, 'UTF8')), 'hex')
  FROM old
  WHERE activity_head.id = 1
  RETURNING activity_head.last_id AS id, activity_head.last_hash AS hash, old.prev AS prev
), entry AS (
  INSERT INTO activity (id, at, user_id, user_name, site_id, action, entity, entity_id,
    summary_key, summary_values, summary, changes, hash, prev_hash)
  SELECT head.id, $2::text, $3::integer, $4::text, $5::integer, $6::text, $7::text, $8::text,
    $9::text, $10::text, $11::text, $12::text, head.hash, head.prev
  FROM head
), links AS (
  INSERT INTO activity_links (activity_id, entity, entity_id)
  SELECT head.id, link.entity, link.entity_id
  FROM head, unnest($13::text[], $14::text[]) AS link(entity, entity_id)
)
SELECT id FROM head`;
prepareOnPostgres(APPEND_ON_POSTGRES);

async function appendOnPostgres(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<number> {
  const result = await trx.executeQuery<{ id: number }>(
    CompiledQuery.raw(APPEND_ON_POSTGRES, [
      hashedTailAfterId(entry),
      entry.at,
      entry.user_id,
      entry.user_name,
      entry.site_id,
      entry.action,
      entry.entity,
      entry.entity_id,
      entry.summary_key,
      entry.summary_values,
      entry.summary,
      entry.changes,
      links.map((link) => link.entity),
      links.map((link) => link.entity_id),
    ]),
  );
  const [head] = result.rows;
  if (!head) throw new Error('The activity head row is missing (migration 017).');
  return head.id;
}

// SQLite (one writer: the transaction already holds the lock): four statements, each compiled
// once (db/compiled-once.ts), as Kysely's building costs more than running them.
const readHead = compiledOnce(0, (db) =>
  db.selectFrom('activity_head').select(['last_id', 'last_hash']).where('id', '=', 1),
);
const moveHead = compiledOnce(2, (db, id: number, hash: string) =>
  db.updateTable('activity_head').set({ last_id: id, last_hash: hash }).where('id', '=', 1),
);
/** The row's columns in ENTRY_COLUMNS' order, each a bound value of the one statement. */
const ENTRY_COLUMNS = [
  'id',
  'at',
  'user_id',
  'user_name',
  'site_id',
  'action',
  'entity',
  'entity_id',
  'summary_key',
  'summary_values',
  'summary',
  'changes',
  'hash',
  'prev_hash',
] as const satisfies readonly (keyof ActivityRow)[];
const insertEntryValues = compiledOnce(ENTRY_COLUMNS.length, (db, ...values: unknown[]) =>
  db
    .insertInto('activity')
    .values(
      Object.fromEntries(
        ENTRY_COLUMNS.map((column, n) => [column, values[n]]),
      ) as unknown as ActivityRow,
    ),
);
/** All links in one statement of fixed shape: one JSON array of [entity, entity_id] pairs. */
const insertLinks = compiledOnce(2, (db, id: number, pairs: string) =>
  db
    .insertInto('activity_links')
    .columns(['activity_id', 'entity', 'entity_id'])
    .expression(
      db
        .selectFrom(sql<{ value: string }>`json_each(${pairs})`.as('pair'))
        .select([
          sql<number>`${id}`.as('activity_id'),
          sql<string>`json_extract(pair.value, '$[0]')`.as('entity'),
          sql<string>`json_extract(pair.value, '$[1]')`.as('entity_id'),
        ]),
    ),
);

async function appendOnSqlite(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<number> {
  const [head] = await readHead(trx);
  if (!head) throw new Error('The activity head row is missing (migration 017).');
  const row = { ...entry, id: head.last_id + 1 };
  const hash = entryHash(head.last_hash, row);
  const values: ActivityRow = { ...row, hash, prev_hash: head.last_hash };
  await insertEntryValues(trx, ...ENTRY_COLUMNS.map((column) => values[column]));
  if (links.length > 0) {
    await insertLinks(
      trx,
      row.id,
      JSON.stringify(links.map((link) => [link.entity, link.entity_id])),
    );
  }
  await moveHead(trx, row.id, hash);
  return row.id;
}
