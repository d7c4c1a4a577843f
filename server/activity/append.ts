import { sql, type Insertable, type Transaction } from 'kysely';
import pg from 'pg';
import { compiledOnce, isPostgres } from '../db/compiled-once';
import { deferToCommit } from '../db/prepared';
import type { ActivityRow, Database } from '../db/schema';
import { entryHash, type HashedFields } from './chain';
import { linkTerms } from './link-terms';

/** An entry as recordActivity built it; its id comes from the database, its place from the chainer. */
export type UnnumberedEntry = Omit<HashedFields, 'id' | 'chain_position'>;

export interface LinkRow {
  entity: string;
  entity_id: string;
}

/**
 * Inserts the entry and its links, as one text of terms (link-terms.ts), in trx; the chainer
 * (chainer.ts) moves the terms into the link index after the commit. PostgreSQL: with the commit
 * (appendOnPostgres), unchained (migration 020: no position, empty hashes), its terms in its own
 * row (migration 025), taking no lock another write waits for: the id is the sequence's, and
 * the chainer gives the entry its place and hash once the write has committed. SQLite: chained
 * as it is inserted, its terms queued (see appendOnSqlite).
 */
export function appendEntry(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<void> {
  return isPostgres(trx) ? appendOnPostgres(trx, entry, links) : appendOnSqlite(trx, entry, links);
}

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

/**
 * Transactions that left the chainer work: an entry unchained (PostgreSQL), links queued
 * (SQLite). Their commit asks for a chainer run.
 */
const chainerWorkIn = new WeakSet<Transaction<Database>>();

/** Whether trx left the chainer work (answered once: the chainer is asked once). */
export function takeChainerWork(trx: Transaction<Database>): boolean {
  return chainerWorkIn.delete(trx);
}

/**
 * PostgreSQL: the entry with its link terms, inserted by activity_append (migrations 024, 025)
 * in a CALL that goes to the server with the transaction's COMMIT (deferToCommit): no round trip
 * of its own. Its values are literals there (the simple protocol binds none), escaped by pg.
 */
async function appendOnPostgres(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<void> {
  chainerWorkIn.add(trx);
  const values = [
    ...ENTRY_COLUMNS.map((column) => literal(entry[column])),
    literal(links.length > 0 ? linkTerms(links) : null),
  ];
  await deferToCommit(trx, `CALL activity_append(${values.join(', ')})`);
}

/** A value as a PostgreSQL literal: text escaped by pg, an integer as its digits, or NULL. */
function literal(value: string | number | null): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
    return String(value);
  }
  // The simple protocol's text ends at a NUL, and PostgreSQL's text cannot hold one.
  if (value.includes('\u0000')) throw new Error('A NUL character cannot be stored in the log.');
  return pg.escapeLiteral(value);
}

// SQLite: one writer, whose transaction holds the file's lock already, so chaining the entry as
// it is inserted serialises nothing, and measured cheaper than leaving it to the chainer (a
// chainer job per group commit, sometimes a commit of its own: docs/decisions.md, "Issue 35:
// the activity log chained after commit"). The rowid it takes is the largest + 1, read with
// the head; four statements, each compiled once (db/compiled-once.ts), as Kysely's building
// costs more than running them. Its links go to the link queue, which the chainer, after the
// commit, moves into the link index a second's worth at a time (migration 023); it finds no
// entry to chain unless given a database left otherwise.
const readHead = compiledOnce(0, (db) =>
  db
    .selectFrom('activity_head')
    .select([
      'last_position',
      'last_hash',
      sql<number | null>`(SELECT max(id) FROM activity)`.as('largest_id'),
    ])
    .where('id', '=', 1),
);
/** The chained row's columns in this order: the bound values of the one insert. */
const CHAINED_COLUMNS = [
  'id',
  ...ENTRY_COLUMNS,
  'chain_position',
  'hash',
  'prev_hash',
] as const satisfies readonly (keyof ActivityRow)[];
const insertChained = compiledOnce(CHAINED_COLUMNS.length, (db, ...values: unknown[]) =>
  db
    .insertInto('activity')
    .values(
      Object.fromEntries(
        CHAINED_COLUMNS.map((column, n) => [column, values[n]]),
      ) as unknown as Insertable<ActivityRow>,
    ),
);
/** The head moved to the entry just chained (the chainer's too). */
export const moveHead = compiledOnce(3, (db, position: number, id: number, hash: string) =>
  db
    .updateTable('activity_head')
    .set({ last_position: position, last_id: id, last_hash: hash })
    .where('id', '=', 1),
);
/** The entry's links, queued for the link index (migration 023). */
const queueLinkTerms = compiledOnce(2, (db, id: number, terms: string) =>
  db.insertInto('activity_link_queue').values({ id, terms }),
);

async function appendOnSqlite(
  trx: Transaction<Database>,
  entry: UnnumberedEntry,
  links: readonly LinkRow[],
): Promise<void> {
  const [head] = await readHead(trx);
  if (!head) throw new Error('The activity head row is missing (migration 017).');
  const id = (head.largest_id ?? 0) + 1;
  const position = head.last_position + 1;
  const hash = entryHash(head.last_hash, { ...entry, id, chain_position: position });
  const row = { ...entry, id, chain_position: position, hash, prev_hash: head.last_hash };
  await insertChained(trx, ...CHAINED_COLUMNS.map((column) => row[column]));
  if (links.length > 0) {
    await queueLinkTerms(trx, id, linkTerms(links));
    chainerWorkIn.add(trx);
  }
  await moveHead(trx, position, id, hash);
}
