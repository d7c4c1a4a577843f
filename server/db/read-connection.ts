import {
  SqliteDialect,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type SqliteDatabase,
  type TransactionSettings,
} from 'kysely';

/**
 * SQLite with a second, read-only connection (issue 32, row 14). Kysely's SQLite driver has one
 * connection behind a mutex: while any transaction is open (a long import writing its rows in
 * slices), every other request's reads wait for it. Here a statement outside a transaction that
 * SQLite itself calls read-only runs on the reader instead; in WAL mode it reads the last
 * committed state, never another transaction's uncommitted rows, and never waits for a writer.
 * Everything else (writes, transactions, streamed reads) keeps the one writer connection and its
 * mutex, so writers are serialized exactly as before.
 */
export class ReadConnectionDialect extends SqliteDialect {
  constructor(
    writer: SqliteDatabase,
    private readonly reader: SqliteDatabase,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new ReadRoutingDriver(super.createDriver(), this.reader);
  }
}

/** Queries, as Kysely writes them; SQLite then says whether one only reads. */
const READ_QUERY = /^\s*(select|with)\b/i;

/** What the statement cache hands out: enough of better-sqlite3's Statement to route by. */
interface RoutableStatement {
  readonly reader: boolean;
  readonly readonly?: boolean;
  all(parameters: ReadonlyArray<unknown>): unknown[];
}

/** One user of the database: the writer's connection while it holds one, else the reader. */
class RoutedConnection implements DatabaseConnection {
  /** The writer's connection, held from BEGIN to COMMIT or ROLLBACK. */
  held: DatabaseConnection | null = null;

  constructor(private readonly driver: ReadRoutingDriver) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.held) return this.held.executeQuery(compiledQuery);
    const statement = this.driver.readStatement(compiledQuery.sql);
    if (statement) return Promise.resolve({ rows: statement.all(compiledQuery.parameters) as R[] });
    return this.driver.onWriter((connection) => connection.executeQuery<R>(compiledQuery));
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize: number) {
    // A statement being iterated keeps its connection busy: streams stay on the writer's.
    if (this.held) {
      yield* this.held.streamQuery<R>(compiledQuery, chunkSize);
      return;
    }
    const connection = await this.driver.inner.acquireConnection();
    try {
      yield* connection.streamQuery<R>(compiledQuery, chunkSize);
    } finally {
      await this.driver.inner.releaseConnection(connection);
    }
  }
}

/** Kysely hands back the connections acquireConnection gave it. */
function routedOf(connection: DatabaseConnection): RoutedConnection {
  if (!(connection instanceof RoutedConnection)) throw new Error('Not a routed connection');
  return connection;
}

class ReadRoutingDriver implements Driver {
  constructor(
    readonly inner: Driver,
    private readonly reader: SqliteDatabase,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  /** The statement prepared on the reader when SQLite says it only reads; else null. */
  readStatement(sql: string): RoutableStatement | null {
    let statement: RoutableStatement;
    try {
      statement = this.reader.prepare(sql);
    } catch {
      // The writer gives the real error, if there is one.
      return null;
    }
    // A PRAGMA may read a setting of the connection itself: those stay on the writer.
    return READ_QUERY.test(sql) && statement.reader && statement.readonly === true
      ? statement
      : null;
  }

  async onWriter<T>(work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    const connection = await this.inner.acquireConnection();
    try {
      return await work(connection);
    } finally {
      await this.inner.releaseConnection(connection);
    }
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new RoutedConnection(this));
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const routed = routedOf(connection);
    const held = await this.inner.acquireConnection();
    try {
      await this.inner.beginTransaction(held, settings);
    } catch (error) {
      await this.inner.releaseConnection(held);
      throw error;
    }
    routed.held = held;
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.endTransaction(connection, (held) => this.inner.commitTransaction(held));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.endTransaction(connection, (held) => this.inner.rollbackTransaction(held));
  }

  private async endTransaction(
    connection: DatabaseConnection,
    end: (held: DatabaseConnection) => Promise<void>,
  ): Promise<void> {
    const routed = routedOf(connection);
    const held = routed.held;
    if (!held) return;
    try {
      await end(held);
    } finally {
      routed.held = null;
      await this.inner.releaseConnection(held);
    }
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.savepoint?.(this.heldOf(connection), name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(this.heldOf(connection), name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(this.heldOf(connection), name, compileQuery);
  }

  private heldOf(connection: DatabaseConnection): DatabaseConnection {
    return routedOf(connection).held ?? connection;
  }

  async releaseConnection(): Promise<void> {
    // A routed connection holds the writer only inside a transaction, released at its end.
  }

  async destroy(): Promise<void> {
    await this.inner.destroy();
    this.reader.close();
  }
}
