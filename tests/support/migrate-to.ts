import { Migrator, sql, type Kysely } from 'kysely';
import { SCHEMA_CHANGE_LOCK, migrationsFor } from '../../server/db/migrate';
import type { Database, Engine } from '../../server/db/schema';

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
