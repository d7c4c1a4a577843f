import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/** Writes one commit may carry: bounds the wait of the last one in a burst. */
const MAX_BATCH = 64;

interface Job {
  work: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { job: Job; ok: true; value: unknown } | { job: Job; ok: false; error: unknown };

/**
 * Group commit for SQLite: with `synchronous=FULL` (DESIGN.md) every commit waits for an fsync,
 * and that wait, not the work, bounded writes per second. Writes that arrive together run one
 * after another in one transaction, each in its own savepoint, and share its commit. Each still
 * sees exactly what it would have seen alone (they run in order on the one connection), a
 * failing write rolls back to its savepoint only, and nobody hears "done" before the commit
 * that holds their write has reached the disk.
 */
export class GroupCommit {
  private readonly queue: Job[] = [];
  private scheduled = false;
  /** Commits made so far: how many writes shared each one (tests/api/group-commit.test.ts). */
  commits = 0;

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      // setImmediate, not a microtask: requests read in the same turn of the event loop reach
      // this queue first and join the batch.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  /**
   * Resolves once nothing is queued or being committed: a shutdown waits for it before closing
   * the database, so every write that was begun has landed (or failed) first.
   */
  async idle(): Promise<void> {
    while (this.scheduled || this.queue.length > 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async flush(): Promise<void> {
    const outcomes: Outcome[] = [];
    // The job running when the batch broke, and why: SQLite may end the whole transaction
    // (disk full, an I/O error while spilling), after which every rollback fails with "no
    // transaction is active", an error that would hide the real one.
    let running: Job | null = null;
    let failure: { error: unknown } | null = null;
    try {
      await this.db.transaction().execute(async (trx) => {
        while (this.queue.length > 0 && outcomes.length < MAX_BATCH) {
          const job = this.queue.shift() as Job;
          running = job;
          try {
            outcomes.push(await runInSavepoint(trx, job));
          } catch (error) {
            failure = { error };
            throw error;
          }
          running = null;
        }
      });
      this.commits += 1;
      for (const outcome of outcomes) settle(outcome);
    } catch (error) {
      // The commit failed or the transaction ended: none of the batch's writes happened, and
      // every one of them, the one running included, hears why.
      const cause = (failure as { error: unknown } | null)?.error ?? error;
      (running as Job | null)?.reject(cause);
      for (const { job, ...outcome } of outcomes) job.reject(outcome.ok ? cause : outcome.error);
      // Not even begun (a closed database): those waiting would only fail the same way.
      if (outcomes.length === 0 && (running as Job | null) === null) {
        for (const job of this.queue.splice(0)) job.reject(cause);
      }
    } finally {
      this.scheduled = false;
      if (this.queue.length > 0) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    }
  }
}

/**
 * Runs one write in its own savepoint. Throws (ending the batch) only when the transaction
 * itself is gone: then with the write's own error, the real cause.
 */
async function runInSavepoint(trx: Transaction<Database>, job: Job): Promise<Outcome> {
  await sql`savepoint group_write`.execute(trx);
  let value: unknown;
  try {
    value = await job.work(trx);
  } catch (error) {
    try {
      // Rolled back to the savepoint, then released: the batch goes on without this write.
      await sql`rollback to group_write`.execute(trx);
      await sql`release group_write`.execute(trx);
    } catch {
      throw error;
    }
    return { job, ok: false, error };
  }
  await sql`release group_write`.execute(trx);
  return { job, ok: true, value };
}

function settle(outcome: Outcome): void {
  if (outcome.ok) outcome.job.resolve(outcome.value);
  else outcome.job.reject(outcome.error);
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>();

/** The database's group committer (one per SQLite connection). */
export function groupCommit(db: Kysely<Database>): GroupCommit {
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group;
}
