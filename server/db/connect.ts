import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Engine } from './schema';
import { DEFAULT_POOL_SIZE } from '../config';
import {
  createPrivateFile,
  makePrivateDir,
  reportTightened,
  tightenDataDir,
  tightenDatabaseFiles,
} from './private-files';
import { preparingPool } from './prepared';
import { cacheStatements } from './statement-cache';
import { ReadConnectionDialect } from './read-connection';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

const INT8_OID = 20;

/** pg returns BIGINT as text; our big integers (quantities, counts) fit a double exactly. */
function pgTypes(): pg.TypeOverrides {
  const types = new pg.TypeOverrides();
  types.setTypeParser(INT8_OID, (value: string) => Number(value));
  return types;
}

/**
 * lower() for every alphabet, as JavaScript and PostgreSQL fold it (SQLite's folds only ASCII):
 * unique names and searches ignore case alike on both engines (migration 004). Indexes use it,
 * so every connection that writes, copies or checks the file needs it (ops/backup.ts too).
 */
export function registerSqliteFunctions(sqlite: SqliteDatabase.Database): void {
  sqlite.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
}

export const SQLITE_FILE_NAME = 'inventory.sqlite';

/** The SQLite file of a data directory (DATA_DIR). */
export function sqliteFileIn(dataDir: string): string {
  return path.join(dataDir, SQLITE_FILE_NAME);
}

/**
 * readConnection: a second, read-only connection for reads outside a transaction (what a
 * server wants: read-connection.ts); scripts that copy or migrate a file keep one connection.
 */
export function openSqlite(
  file: string,
  options: { readConnection?: boolean } = {},
): DatabaseHandle {
  if (file !== ':memory:') {
    makePrivateDir(path.dirname(file));
    // Made here owner only, or SQLite would make it 0644; its -wal and -shm take its mode.
    createPrivateFile(file);
    reportTightened(tightenDatabaseFiles(file));
  }
  const sqlite = new SqliteDatabase(file);
  // WAL with full sync: an acknowledged write survives a crash or power loss. Writes that
  // arrive together share one commit's fsync (group-commit.ts).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  registerSqliteFunctions(sqlite);
  const db = new Kysely<Database>({
    dialect:
      file === ':memory:' || options.readConnection !== true
        ? new SqliteDialect({ database: cacheStatements(sqlite) })
        : new ReadConnectionDialect(cacheStatements(sqlite), cacheStatements(openReader(file))),
  });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/**
 * A read-only connection to the same file: reads outside a transaction go there, so a long
 * write transaction (an import) does not hold them (read-connection.ts). An in-memory database
 * cannot be shared: it keeps its one connection.
 */
function openReader(file: string): SqliteDatabase.Database {
  const reader = new SqliteDatabase(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  registerSqliteFunctions(reader);
  return reader;
}

/**
 * Every statement and lock wait ends well before an unfinished Idempotency-Key claim may be
 * taken over (ABANDONED_AFTER_MS, 60 s), and so does a transaction whose client went quiet.
 */
export const POSTGRES_TIMEOUTS = [
  '-c statement_timeout=20000',
  '-c lock_timeout=10000',
  '-c idle_in_transaction_session_timeout=30000',
];

/** What every connection to PostgreSQL says it is (pg_stat_activity); DATABASE_URL may name another. */
export const PG_APPLICATION_NAME = 'inventory';

interface PgConnections {
  /** How to open one more connection, outside the pool: the live events' LISTEN (server/events). */
  clientConfig: pg.ClientConfig;
  /** Where a lost connection is reported: the app's log once buildApp set it, stderr before. */
  report: (error: Error) => void;
}

/**
 * Kept beside the Kysely instance, so whoever builds an app on it (main.ts, tests) passes
 * nothing more.
 */
const pgConnections = new WeakMap<Kysely<Database>, PgConnections>();

export function pgClientConfigOf(db: Kysely<Database>): pg.ClientConfig | undefined {
  return pgConnections.get(db)?.clientConfig;
}

/** Sends the lost connections of db's pool to report (the app's log); SQLite has none. */
export function reportLostPgConnections(db: Kysely<Database>, report: (error: Error) => void) {
  const connections = pgConnections.get(db);
  if (connections) connections.report = report;
}

/** schema: an optional search_path, used by the tests to give each suite its own schema. */
export function openPostgres(
  connectionString: string,
  schema?: string,
  poolSize = DEFAULT_POOL_SIZE,
): DatabaseHandle {
  const clientConfig: pg.ClientConfig = {
    connectionString,
    application_name: PG_APPLICATION_NAME,
    types: pgTypes(),
    options: [...POSTGRES_TIMEOUTS, ...(schema ? [`-c search_path=${schema}`] : [])].join(' '),
  };
  const connections: PgConnections = {
    clientConfig,
    report: (error) => console.warn(`PostgreSQL connection lost: ${error.message}`),
  };
  const pool = new pg.Pool({ ...clientConfig, max: poolSize });
  // A connection PostgreSQL ends (a restart, a failover, pg_terminate_backend) is an 'error'
  // event, which kills the process when nothing listens. pg-pool drops an idle one and opens
  // another when next needed; preparingPool reports each connection lost, idle or in use.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: preparingPool(pool, (error) => connections.report(error)),
    }),
  });
  pgConnections.set(db, connections);
  return { db, engine: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: {
  databaseUrl: string | null;
  databasePoolSize?: number;
  dataDir: string;
}): DatabaseHandle {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, undefined, config.databasePoolSize);
  }
  makePrivateDir(config.dataDir);
  reportTightened(tightenDataDir(config.dataDir));
  return openSqlite(sqliteFileIn(config.dataDir), { readConnection: true });
}
