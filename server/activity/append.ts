import { CompiledQuery, sql, type Transaction } from 'kysely';
import { compiledOnce, isPostgres } from '../db/compiled-once';
import { prepareOnPostgres } from '../db/prepared';
import type { Database } from '../db/schema';
import type { HashedFields } from './chain';

/** An entry as recordActivity built it; its id comes from the database, its place from the chainer. */
export type UnnumberedEntry = Omit<HashedFields, 'id' | 'chain_position'>;

export interface LinkRow {
  entity: string;
  entity_id: string;
}

/**
 * Inserts the entry, unchained (migration 020: no position, empty hashes), and its links, and
 * answers its id. It takes no lock another write waits for: the id is the sequence's (the
 * rowid on SQLite), and the chainer (chainer.ts) gives the entry its place and hash once the
 * write has committed.
 */
export function appendEntry(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<number> {
  return isPostgres(trx) ? appendOnPostgres(trx, entry, links) : appendOnSqlite(trx, entry, links);
}

/** PostgreSQL: the entry and every link (two array parameters) in one round trip. */
const APPEND_ON_POSTGRES = `WITH entry AS (
  INSERT INTO activity (at, user_id, user_name, site_id, action, entity, entity_id,
    summary_key, summary_values, summary, changes, hash, prev_hash)
  VALUES ($1::text, $2::integer, $3::text, $4::integer, $5::text, $6::text, $7::text,
    $8::text, $9::text, $10::text, $11::text, '', '')
  RETURNING id
), links AS (
  INSERT INTO activity_links (activity_id, entity, entity_id)
  SELECT entry.id, link.entity, link.entity_id
  FROM entry, unnest($12::text[], $13::text[]) AS link(entity, entity_id)
)
SELECT id FROM entry`;
prepareOnPostgres(APPEND_ON_POSTGRES);

/** The entry's columns in this order: the bound values of both engines' insert. */
const ENTRY_COLUMNS = [
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
] as const satisfies readonly (keyof UnnumberedEntry)[];

async function appendOnPostgres(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<number> {
  const result = await trx.executeQuery<{ id: number }>(
    CompiledQuery.raw(APPEND_ON_POSTGRES, [
      ...ENTRY_COLUMNS.map((column) => entry[column]),
      links.map((link) => link.entity),
      links.map((link) => link.entity_id),
    ]),
  );
  const [row] = result.rows;
  if (!row) throw new Error('The activity entry was not inserted.');
  return row.id;
}

// SQLite: two statements, each compiled once (db/compiled-once.ts), as Kysely's building costs
// more than running them.
const insertEntryValues = compiledOnce(ENTRY_COLUMNS.length, (db, ...values: unknown[]) =>
  db
    .insertInto('activity')
    .values({
      ...(Object.fromEntries(
        ENTRY_COLUMNS.map((column, n) => [column, values[n]]),
      ) as unknown as UnnumberedEntry),
      hash: '',
      prev_hash: '',
      chain_position: null,
    })
    .returning('id'),
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
  const [row] = await insertEntryValues(trx, ...ENTRY_COLUMNS.map((column) => entry[column]));
  if (!row) throw new Error('The activity entry was not inserted.');
  if (links.length > 0) {
    await insertLinks(
      trx,
      row.id,
      JSON.stringify(links.map((link) => [link.entity, link.entity_id])),
    );
  }
  return row.id;
}
