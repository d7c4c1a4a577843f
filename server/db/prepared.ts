import {
  CompiledQuery,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
  type Transaction,
} from 'kysely';
import type pg from 'pg';

/**
 * Statements kept prepared on each PostgreSQL connection (issue 26). node-postgres sends a
 * statement without a name, which PostgreSQL parses and plans again at every call: for the short
 * statements every request runs, more work than running them. A statement compiled once
 * (compiled-once.ts) is given a name here, and the pool's clients send it by name: parsed once
 * per connection, its plan cached by PostgreSQL. Only those statements: their number is fixed
 * by the code, so each connection keeps a bounded set, and each is a primary-key probe or
 * write whose plan does not depend on its values.
 */
const names = new Map<string, string>();

/** Marks an SQL text to be sent by name; the same text always gets the same name. */
export function prepareOnPostgres(text: string): void {
  if (!names.has(text)) names.set(text, `compiled_once_${names.size + 1}`);
}

/** Opens a statement deferToCommit hands the client: kept, not sent (never valid SQL itself). */
const DEFERRED = '\u0000deferred to the commit\u0000';

/**
 * Runs `statement` (one SQL text, no parameters) in trx's transaction, sent in one message with
 * its COMMIT rather than in a round trip of its own: for a write whose answer nothing in the
 * transaction reads (the activity entry: migration 024). It fails the commit when it fails, so
 * the transaction still holds all or nothing; it is invisible to the transaction's own later
 * reads; a rollback, or a rollback to a savepoint taken before it, drops it.
 */
export async function deferToCommit<DB>(trx: Transaction<DB>, statement: string): Promise<void> {
  await trx.executeQuery(CompiledQuery.raw(`${DEFERRED}${statement}`, []));
}

/** A result for what the client answers without the server: no row, no command. */
const NOTHING = { rows: [], command: '', rowCount: 0 };

/**
 * A pool client that sends the statements marked above by name, any other unnamed, and keeps
 * deferred statements for the commit (deferToCommit). Kysely's PostgreSQL driver ends a
 * transaction with `commit` or `rollback` and takes savepoints with `savepoint`, `rollback to`
 * and `release`, each a text of its own.
 */
class PreparingClient implements PostgresPoolClient {
  /** The statements deferred since the last one sent to the server. */
  private deferred: string[] = [];

  constructor(private readonly client: pg.PoolClient) {}

  /**
   * A transaction's end or a savepoint's, with what was deferred: sent first, in the same
   * message (the simple protocol runs a message's statements in order and stops at the first
   * error, so a deferred statement that fails leaves the COMMIT unrun and the transaction to
   * its rollback). A rollback discards them (to a savepoint: only those deferred after it,
   * which is all of those kept, as a savepoint sends what was deferred before it).
   */
  private withDeferred(text: string): string {
    const deferred = this.deferred;
    this.deferred = [];
    if (deferred.length === 0 || /^\s*rollback\b/i.test(text)) return text;
    return [...deferred, text].join(';\n');
  }

  query<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    text: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is configured without a cursor class, so Kysely never passes one.
    if (typeof text !== 'string') throw new Error('Cursors are not used with this pool.');
    if (text.startsWith(DEFERRED)) {
      this.deferred.push(text.slice(DEFERRED.length));
      return Promise.resolve(NOTHING as unknown as PostgresQueryResult<R>);
    }
    const values = parameters ? [...parameters] : [];
    const name = values.length > 0 ? names.get(text) : undefined;
    const ends = values.length === 0 && /^\s*(commit|rollback|savepoint|release)\b/i.test(text);
    const sent = ends ? this.withDeferred(text) : text;
    const result = name
      ? this.client.query({ name, text, values })
      : sent === text
        ? this.client.query(text, values)
        : // Several statements: pg answers one result each; Kysely reads the last (the end's).
          this.client
            .query(sent)
            .then((results: unknown): unknown =>
              Array.isArray(results) ? (results as unknown[]).at(-1) : results,
            );
    // The same object pg hands Kysely's own client: untyped rows, `command` as a plain string.
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
    // Kysely ends every transaction before it releases the connection: nothing is left here
    // unless a statement was deferred outside a transaction, which deferToCommit's type rules out.
    this.deferred = [];
    this.client.release();
  }
}

/**
 * The pool Kysely uses: pg's, each client wrapped once (Kysely keys its connections by client).
 * Each client gets an 'error' listener for its whole life: pg-pool listens only while a client
 * is idle, and a connection that ends while a request holds it would otherwise kill the
 * process. Its query fails the request; the pool drops it at release (it is no longer
 * queryable). onLost hears of each lost connection once (pg emits twice: the server's
 * message, then the socket's end).
 */
export function preparingPool(pool: pg.Pool, onLost: (error: Error) => void): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let preparing = wrapped.get(client);
      if (!preparing) {
        let reported = false;
        client.on('error', (error) => {
          if (!reported) onLost(error);
          reported = true;
        });
        preparing = new PreparingClient(client);
        wrapped.set(client, preparing);
      }
      return preparing;
    },
    end: () => pool.end(),
  };
}
