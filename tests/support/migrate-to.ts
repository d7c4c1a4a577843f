import { Migrator, sql, type Kysely } from 'kysely';
import { SCHEMA_CHANGE_LOCK, migrationsFor } from '../../server/db/migrate';
import { openPostgres, openSqlite } from '../../server/db/connect';
import type { Database, Engine } from '../../server/db/schema';
import { PG_URL } from './engines';
import { createPgSchema } from './pg-schemas';

/**
 * Migrates db up to `target` and no further: a database as the code of that migration left it
 * (on PostgreSQL under the schema-change lock, in `schema`'s own migration table).
 */
export async function migrateUpTo(
  db: Kysely<Database>,
  engine: Engine,
  target: string,
  schema?: string,
) {
  const migratorOn = (on: Kysely<Database>) =>
    new Migrator({
      db: on,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(engine)) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
  if (engine === 'sqlite') return migratorOn(db).migrateTo(target);
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    try {
      return await migratorOn(connection).migrateTo(target);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    }
  });
}

/**
 * A fresh database of `engine` (SQLite in memory, PostgreSQL in a schema of its own named after
 * `name`) migrated up to `target`: what a migration's test starts from. `error` is the
 * migrator's; `drop` removes the PostgreSQL schema.
 */
export async function openAtMigration(engine: Engine, name: string, target: string) {
  if (engine === 'sqlite') {
    const handle = openSqlite(':memory:');
    const { error } = await migrateUpTo(handle.db, engine, target);
    return { handle, error, drop: async () => undefined };
  }
  const created = await createPgSchema(name);
  const handle = openPostgres(PG_URL, created.schema);
  const { error } = await migrateUpTo(handle.db, engine, target, created.schema);
  return { handle, error, drop: created.drop };
}
