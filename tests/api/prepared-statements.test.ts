import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { readListState } from '../../server/sync/list-versions';
import { PG_URL, testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';

const onPostgres = (await testEngines()).includes('postgres');

/**
 * Statements compiled once are sent by name on PostgreSQL (server/db/prepared.ts, issue 26):
 * parsed once per connection, their answers the same; any other statement stays unnamed.
 */
describe.runIf(onPostgres)('prepared statements on postgres', () => {
  let schema: { schema: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;

  beforeAll(async () => {
    schema = await createPgSchema('prep');
    // One connection: the session that prepared is the one pg_prepared_statements shows.
    handle = openPostgres(PG_URL, schema.schema, 1);
    await migrateToLatest(handle.db, 'postgres');
  });

  afterAll(async () => {
    await handle.close();
    await schema.drop();
  });

  it('prepares a statement compiled once on its first run and reuses it', async () => {
    const first = await readListState(handle.db, 'items');
    await handle.db
      .updateTable('list_versions')
      .set({ version: 41 })
      .where('list', '=', 'items')
      .execute();
    const second = await readListState(handle.db, 'items');
    expect(second).toEqual({ ...first, version: 41 });

    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements`.execute(handle.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toMatch(/^compiled_once_\d+$/);
    expect(rows[0]?.statement).toContain('"list_versions"');
  });
});
