import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Engine } from './schema';
import { createInitialSchema } from './migrations/001-initial';

/** Migrations live in code (no file scanning), so the same list runs on both engines. */
function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-initial': { up: (db) => createInitialSchema(db, engine) },
  };
}

export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: () => Promise.resolve(migrationsFor(engine)),
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
