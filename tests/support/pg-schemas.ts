import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { SCHEMA_CHANGE_LOCK } from '../../server/db/migrate';
import { PG_URL } from './engines';

async function run(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A private schema in the shared test database, and how to drop it. The drop holds the lock
 * migrations hold: Kysely's migrator lists the tables of every schema, and a schema dropped by
 * another test file in the middle of that listing fails it ("schema … does not exist").
 */
export async function createPgSchema(prefix: string): Promise<{
  schema: string;
  drop: () => Promise<void>;
}> {
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(`CREATE SCHEMA ${schema}`);
  return {
    schema,
    drop: () =>
      run(`SELECT pg_advisory_xact_lock(${SCHEMA_CHANGE_LOCK}); DROP SCHEMA ${schema} CASCADE`),
  };
}
