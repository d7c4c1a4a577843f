import pg from 'pg';
import type { Engine } from '../../server/db/schema';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

let cached: Promise<Engine[]> | null = null;

/**
 * The engines API tests run on: SQLite always, PostgreSQL when it answers. REQUIRE_PG=1 (CI)
 * turns a missing PostgreSQL into a failure instead of a loud skip.
 */
export function testEngines(): Promise<Engine[]> {
  cached ??= postgresAnswers().then((answers) => {
    if (answers) return ['sqlite', 'postgres'];
    if (process.env.REQUIRE_PG === '1') {
      throw new Error(`REQUIRE_PG=1 but PostgreSQL does not answer at ${PG_URL}`);
    }
    console.warn(`\n*** SKIPPED: PostgreSQL API tests (no server at ${PG_URL}) ***\n`);
    return ['sqlite'];
  });
  return cached;
}
