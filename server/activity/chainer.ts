import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { compiledOnce, isPostgres } from '../db/compiled-once';
import { groupCommit } from '../db/group-commit';
import { prepareOnPostgres } from '../db/prepared';
import type { Database } from '../db/schema';
import { moveHead, takeChainerWork } from './append';
import { entryHash } from './chain';

/** Entries one chainer transaction chains at most: keeps the head's lock short. */
const CHAIN_BATCH = 1000;
/** How often the chainer looks for entries committed by another instance, or before a crash. */
const CHAIN_EVERY_MS = 1000;
/**
 * Asked for after commits, a run begins at least this long after the last one began: under load
 * one run a second then chains the entries of all the writes of that second. Each run is a
 * transaction of its own (the head's lock, the read, the update of the batch, a commit), and
 * at 50 ms apart the runs cost two instances on PostgreSQL a sixth of their deliveries (bench
 * activity.ts: 17.5% against 6.7% at 1 s). A write after a quiet second is chained at once,
 * any other within a second; nothing waits for the hash: the list does not show it, and verify
 * chains first.
 */
const CHAIN_GAP_MS = 1000;

/**
 * The chain after commit (migration 020). A write inserts its entry unchained and takes no shared
 * lock; the chainer then, under the head's lock, in its own short transaction, gives the
 * unchained entries, in id order, the next gapless positions and their hashes. On PostgreSQL the
 * head is locked FOR UPDATE and the unchained entries read after the lock is taken (each
 * statement sees what was committed when it began), so two instances' chainers take turns and
 * neither chains an entry twice (activity_position is unique besides); an entry committed after
 * a later id was chained gets a later position. SQLite's writes chain their entries as they insert
 * them (append.ts), so there the chainer finds none to chain unless given a database left
 * otherwise; its transaction is one more write of the group commit (db/group-commit.ts), whose
 * first statement, a write, takes the file's lock before it reads (another process: the verify
 * script), and the same run moves the writes' queued links into the link index (migration 023).
 * On PostgreSQL the entry's update moves its links (migration 025).
 */
const lockHeadOnPostgres = compiledOnce(0, (db) =>
  db
    .selectFrom('activity_head')
    .select(['last_position', 'last_id', 'last_hash'])
    .where('id', '=', 1)
    .forUpdate(),
);
const lockHeadOnSqlite = compiledOnce(0, (db) =>
  db
    .updateTable('activity_head')
    .set((eb) => ({ last_position: eb.ref('last_position') }))
    .where('id', '=', 1)
    .returning(['last_position', 'last_id', 'last_hash']),
);
const unchainedEntries = compiledOnce(0, (db) =>
  db
    .selectFrom('activity')
    .selectAll()
    .where('chain_position', 'is', null)
    .orderBy('id')
    .limit(CHAIN_BATCH),
);

interface Link {
  id: number;
  position: number;
  hash: string;
  prev: string;
}

/**
 * PostgreSQL: every entry of the batch, its links and the head in one round trip. The update
 * clears each entry's `link_terms` and the same statement inserts them into the link sets
 * (migration 025): one snapshot, so an entry's links are always in one of the two places.
 */
const SAVE_ON_POSTGRES = `WITH chained AS (
  UPDATE activity SET chain_position = link.position, hash = link.hash, prev_hash = link.prev,
    link_terms = NULL
  FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[]) AS link(id, position, hash, prev)
  WHERE activity.id = link.id
), linked AS (
  INSERT INTO activity_link_sets (id, terms)
  SELECT id, string_to_array(terms, ' ') FROM unnest($1::bigint[], $8::text[]) AS entry(id, terms)
  WHERE terms IS NOT NULL
)
UPDATE activity_head SET last_position = $5, last_id = $6, last_hash = $7 WHERE id = 1`;
prepareOnPostgres(SAVE_ON_POSTGRES);

const chainEntry = compiledOnce(4, (db, id: number, position: number, hash: string, prev: string) =>
  db
    .updateTable('activity')
    .set({ chain_position: position, hash, prev_hash: prev })
    .where('id', '=', id),
);
/** SQLite: the queue's next batch of links (migration 023): its last id (null when empty), its size. */
const queuedBatch = compiledOnce(0, (db) =>
  db
    .selectFrom((eb) =>
      eb
        .selectFrom('activity_link_queue')
        .select('id')
        .orderBy('id')
        .limit(CHAIN_BATCH)
        .as('batch'),
    )
    .select((eb) => [eb.fn.max('batch.id').as('last'), eb.fn.countAll<number>().as('size')]),
);
const indexQueued = compiledOnce(1, (db, last: number) =>
  db
    .insertInto('activity_link_index')
    .columns(['rowid', 'links'])
    .expression((eb) =>
      eb.selectFrom('activity_link_queue').select(['id', 'terms']).where('id', '<=', last),
    ),
);
const unqueue = compiledOnce(1, (db, last: number) =>
  db.deleteFrom('activity_link_queue').where('id', '<=', last),
);

/** SQLite: moves a batch of queued links into the link index; answers how many. */
async function indexQueuedLinks(trx: Transaction<Database>): Promise<number> {
  const [batch] = await queuedBatch(trx);
  // max() of nothing is null, whatever Kysely's type says.
  const last = (batch?.last as number | null | undefined) ?? null;
  if (!batch || last === null) return 0;
  await indexQueued(trx, last);
  await unqueue(trx, last);
  return batch.size;
}

/**
 * One batch in trx: locks the head, chains what is unchained and indexes the links (PostgreSQL:
 * the entries', SQLite: the queue's); answers the larger count (a full batch of either means
 * another batch).
 */
async function chainBatch(trx: Transaction<Database>): Promise<number> {
  const postgres = isPostgres(trx);
  const [head] = await (postgres ? lockHeadOnPostgres(trx) : lockHeadOnSqlite(trx));
  if (!head) throw new Error('The activity head row is missing (migration 017).');
  const indexed = postgres ? 0 : await indexQueuedLinks(trx);
  const rows = await unchainedEntries(trx);
  const last = rows.at(-1);
  if (!last) return indexed;
  let prev = head.last_hash;
  let position = head.last_position;
  const links: Link[] = rows.map(({ hash: _hash, prev_hash: _prev, ...row }) => {
    position += 1;
    const hash = entryHash(prev, { ...row, chain_position: position });
    const link = { id: row.id, position, hash, prev };
    prev = hash;
    return link;
  });
  if (postgres) {
    await trx.executeQuery(
      CompiledQuery.raw(SAVE_ON_POSTGRES, [
        links.map((link) => link.id),
        links.map((link) => link.position),
        links.map((link) => link.hash),
        links.map((link) => link.prev),
        position,
        last.id,
        prev,
        rows.map((row) => row.link_terms),
      ]),
    );
  } else {
    for (const link of links) await chainEntry(trx, link.id, link.position, link.hash, link.prev);
    await moveHead(trx, position, last.id, prev);
  }
  return Math.max(rows.length, indexed);
}

/**
 * Whether any committed entry waits for the chainer: a plain read of the partial index, empty at
 * rest, so an idle instance's timer takes no lock and writes nothing (the head's lock is a write
 * on SQLite, a row lock on PostgreSQL). Only the timer asks it: a run asked for by a commit or
 * by verify locks the head first, so it also chains what commits while it waits for the lock.
 */
const anyUnchained = compiledOnce(0, (db) =>
  db.selectFrom('activity').select('id').where('chain_position', 'is', null).limit(1),
);
/** SQLite: whether links wait in the queue (migration 023), its first row or none. */
const anyQueued = compiledOnce(0, (db) =>
  db.selectFrom('activity_link_queue').select('id').limit(1),
);

/** Chains every entry committed before it began, batch by batch; answers how many. */
async function chainCommitted(db: Kysely<Database>): Promise<number> {
  const batch = isPostgres(db)
    ? () => db.transaction().execute(chainBatch)
    : () => groupCommit(db).run(chainBatch);
  let total = 0;
  for (let chained = await batch(); chained > 0; chained = await batch()) {
    total += chained;
    if (chained < CHAIN_BATCH) break;
  }
  return total;
}

/** One database's chainer: runs one at a time, a request made during a run queues one more. */
class ActivityChainer {
  private tail: Promise<unknown> = Promise.resolve();
  private queued: Promise<number> | null = null;
  /** The run asked for by soon(), not begun yet. */
  private pending: { cancel: () => void } | null = null;
  private lastStart = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The timer's look in progress, if any. */
  private looking: Promise<void> = Promise.resolve();
  private onError: (error: unknown) => void = () => undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A run that begins after this call (so it sees everything committed before it); the one
   * queued already when there is one. Rejects when the run fails.
   */
  run(): Promise<number> {
    if (this.queued) return this.queued;
    const next = this.tail.then(() => {
      this.queued = null;
      this.lastStart = performance.now();
      return chainCommitted(this.db);
    });
    this.queued = next;
    this.tail = next.catch((error: unknown) => this.onError(error));
    return next;
  }

  /**
   * After a commit that appended entries: one run for all the commits until it begins, in the
   * next turn or CHAIN_GAP_MS after the last run began, whichever is later.
   */
  soon(): void {
    if (this.pending) return;
    const begin = () => {
      this.pending = null;
      this.run().catch(() => undefined); // reported through onError by the tail
    };
    const wait = this.lastStart + CHAIN_GAP_MS - performance.now();
    if (wait > 0) {
      const timeout = setTimeout(begin, wait).unref();
      this.pending = { cancel: () => clearTimeout(timeout) };
    } else {
      const immediate = setImmediate(begin);
      this.pending = { cancel: () => clearImmediate(immediate) };
    }
  }

  start(onError: (error: unknown) => void): void {
    this.onError = onError;
    this.timer ??= setInterval(() => {
      this.looking = this.look();
    }, CHAIN_EVERY_MS).unref();
    this.soon();
  }

  /** The timer's look: a run only when an entry waits (see anyUnchained). */
  private async look(): Promise<void> {
    try {
      const waiting =
        (await anyUnchained(this.db)).length > 0 ||
        (!isPostgres(this.db) && (await anyQueued(this.db)).length > 0);
      if (waiting) this.soon();
    } catch (error) {
      this.onError(error);
    }
  }

  /** Stops the timer and waits for the run in progress (the database is about to close). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.looking;
    this.pending?.cancel();
    this.pending = null;
    await this.tail;
  }
}

const chainers = new WeakMap<Kysely<Database>, ActivityChainer>();

function chainerOf(db: Kysely<Database>): ActivityChainer {
  let chainer = chainers.get(db);
  if (!chainer) {
    chainer = new ActivityChainer(db);
    chainers.set(db, chainer);
  }
  return chainer;
}

/**
 * The app's chainer on db: a run now (entries left unchained by a crash), then every second
 * (entries another instance committed and did not chain yet). Answers its stop.
 */
export function startActivityChainer(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  const chainer = chainerOf(db);
  chainer.start(onError);
  return () => chainer.stop();
}

/** Chains every entry committed so far on db (before verifying the chain); answers how many. */
export function chainCommittedNow(db: Kysely<Database>): Promise<number> {
  return chainerOf(db).run();
}

/** After trx committed on db: when it appended entries, the chainer chains them soon. */
export function afterActivityCommit(db: Kysely<Database>, trx: Transaction<Database>): void {
  if (takeChainerWork(trx)) chainerOf(db).soon();
}

/** db.transaction().execute(work), then, when work appended entries, a chainer run soon. */
export async function activityTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const ran: { trx?: Transaction<Database> } = {};
  const result = await db.transaction().execute((trx) => {
    ran.trx = trx;
    return work(trx);
  });
  if (ran.trx) afterActivityCommit(db, ran.trx);
  return result;
}
