import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Engine } from './schema';
import { createInitialSchema } from './migrations/001-initial';
import { addUniqueReferenceNames } from './migrations/002-unique-reference-names';
import { addListVersions } from './migrations/003-list-versions';
import { foldUnicodeNameCase } from './migrations/004-unicode-name-case';
import { createStocktakes } from './migrations/005-stocktakes';

/** Migrations live in code (no file scanning), so the same list runs on both engines. */
function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-initial': { up: (db) => createInitialSchema(db, engine) },
    '002-unique-reference-names': { up: addUniqueReferenceNames },
    '003-list-versions': { up: (db) => addListVersions(db, engine) },
    '004-unicode-name-case': { up: (db) => foldUnicodeNameCase(db, engine) },
    '005-stocktakes': { up: (db) => createStocktakes(db, engine) },
  };
}

/**
 * A PostgreSQL advisory lock held while migrating: Kysely's migrator lists the tables of every
 * schema in the database, which fails if another schema is dropped meanwhile, so whatever drops
 * schemas in a shared database (the tests) takes it too. Instances starting together on one
 * database also migrate one at a time under it.
 */
export const SCHEMA_CHANGE_LOCK = 7_404_221;

export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return migrateOn(db, engine);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    try {
      await migrateOn(connection, engine);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
    }
  });
}

async function migrateOn(db: Kysely<Database>, engine: Engine): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(engine)),
  };
  // Kysely looks for its migration tables in every schema unless told which: on PostgreSQL name
  // the current one, or a database shared by several schemas (tests, tenants) skips creating them.
  const migrationTableSchema =
    engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const { error, results } = await new Migrator({
    db,
    provider,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
