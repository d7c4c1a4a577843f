import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Engine } from './schema';
import { createInitialSchema } from './migrations/001-initial';
import { addUniqueReferenceNames } from './migrations/002-unique-reference-names';
import { addListVersions } from './migrations/003-list-versions';
import { foldUnicodeNameCase } from './migrations/004-unicode-name-case';
import { createStocktakes } from './migrations/005-stocktakes';
import { createPurchasing } from './migrations/007-purchasing';
import { addValuation } from './migrations/008-valuation';
import { addLiveEvents } from './migrations/009-live-events';
import { addLimits } from './migrations/006-limits';
import { bumpVersionsAtCommit } from './migrations/010-commit-time-versions';
import { addCountOnHand } from './migrations/011-count-on-hand';
import { addPoNumberKeys } from './migrations/012-po-number-keys';
import { addOutboxKeys } from './migrations/013-outbox-key';
import { addSites } from './migrations/014-sites';
import { addTransfers } from './migrations/015-transfers';
import { addSiteVersions } from './migrations/016-site-versions';
import { addActivity } from './migrations/017-activity';
import { addPoApproval } from './migrations/018-po-approval';
import { staticSiteVersions } from './migrations/019-static-site-versions';
import { chainActivityAfterCommit } from './migrations/020-activity-chain-after-commit';
import { foldSiteVersions } from './migrations/021-folded-site-versions';
import { indexActivityLinks } from './migrations/022-activity-link-index';
import { queueActivityLinks } from './migrations/023-activity-link-queue';
import { addActivityAppendFunction } from './migrations/024-activity-append-function';
import { addActivityLinkSets } from './migrations/025-activity-link-sets';

/** Migrations live in code (no file scanning), so the same list runs on both engines. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return {
    '001-initial': { up: (db) => createInitialSchema(db, engine) },
    '002-unique-reference-names': { up: addUniqueReferenceNames },
    '003-list-versions': { up: (db) => addListVersions(db, engine) },
    '004-unicode-name-case': { up: (db) => foldUnicodeNameCase(db, engine) },
    '005-stocktakes': { up: (db) => createStocktakes(db, engine) },
    '006-limits': { up: addLimits },
    '007-purchasing': { up: (db) => createPurchasing(db, engine) },
    '008-valuation': { up: (db) => addValuation(db, engine) },
    '009-live-events': { up: (db) => addLiveEvents(db, engine) },
    '010-commit-time-versions': { up: (db) => bumpVersionsAtCommit(db, engine) },
    '011-count-on-hand': { up: (db) => addCountOnHand(db, engine) },
    '012-po-number-keys': { up: addPoNumberKeys },
    '013-outbox-key': { up: addOutboxKeys },
    '014-sites': { up: (db) => addSites(db, engine) },
    '015-transfers': { up: (db) => addTransfers(db, engine) },
    '016-site-versions': { up: (db) => addSiteVersions(db, engine) },
    '017-activity': { up: (db) => addActivity(db, engine) },
    '018-po-approval': { up: addPoApproval },
    '019-static-site-versions': { up: (db) => staticSiteVersions(db, engine) },
    '020-activity-chain-after-commit': { up: (db) => chainActivityAfterCommit(db, engine) },
    '021-folded-site-versions': { up: (db) => foldSiteVersions(db, engine) },
    '022-activity-link-index': { up: (db) => indexActivityLinks(db, engine) },
    '023-activity-link-queue': { up: (db) => queueActivityLinks(db, engine) },
    '024-activity-append-function': { up: (db) => addActivityAppendFunction(db, engine) },
    '025-activity-link-sets': { up: (db) => addActivityLinkSets(db, engine) },
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

async function migratorFor(db: Kysely<Database>, engine: Engine): Promise<Migrator> {
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
  return new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

/** Names of every migration this code has, in order (restore refuses a newer backup). */
export function knownMigrations(engine: Engine): string[] {
  // Kysely runs migrations in name order, whatever order the table lists them in.
  return Object.keys(migrationsFor(engine)).sort();
}

/** Names of the migrations this code has that the database has not run (readiness, restore). */
export async function pendingMigrations(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const migrations = await (await migratorFor(db, engine)).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map(({ name }) => name);
}

async function migrateOn(db: Kysely<Database>, engine: Engine): Promise<void> {
  const { error, results } = await (await migratorFor(db, engine)).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
