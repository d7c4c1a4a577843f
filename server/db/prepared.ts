import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
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

/** A pool client that sends the statements marked above by name, any other unnamed. */
class PreparingClient implements PostgresPoolClient {
  constructor(private readonly client: pg.PoolClient) {}

  query<R>(text: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    text: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is configured without a cursor class, so Kysely never passes one.
    if (typeof text !== 'string') throw new Error('Cursors are not used with this pool.');
    const values = parameters ? [...parameters] : [];
    const name = values.length > 0 ? names.get(text) : undefined;
    const result = name
      ? this.client.query({ name, text, values })
      : this.client.query(text, values);
    // The same object pg hands Kysely's own client: untyped rows, `command` as a plain string.
    return result as unknown as Promise<PostgresQueryResult<R>>;
  }

  release(): void {
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
