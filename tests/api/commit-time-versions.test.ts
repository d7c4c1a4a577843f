import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { PG_URL, testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';

const onPostgres = (await testEngines()).includes('postgres');

/**
 * PostgreSQL bumps a list's version at COMMIT (migration 010, issue 26): a write that changed a
 * list does not hold that list's version row while it goes on, and versions still follow
 * commit order.
 */
describe.runIf(onPostgres)('list versions bumped at commit on postgres', () => {
  let schema: { schema: string; drop: () => Promise<void> };
  const clients: pg.Client[] = [];

  async function client(): Promise<pg.Client> {
    const opened = new pg.Client({ connectionString: PG_URL });
    await opened.connect();
    await opened.query(`SET search_path TO ${schema.schema}`);
    // A write that waits for a lock fails fast instead of hanging the test.
    await opened.query(`SET lock_timeout = '2s'`);
    clients.push(opened);
    return opened;
  }

  /** The first row's one column as a number; NaN when there is no row. */
  async function numberOf(db: pg.Client, text: string, values: unknown[] = []): Promise<number> {
    const { rows } = await db.query<{ value: string | number }>(text, values);
    return Number(rows[0]?.value);
  }

  const version = (db: pg.Client, list: string) =>
    numberOf(db, 'SELECT version AS value FROM list_versions WHERE list = $1', [list]);

  const addDepartment = (db: pg.Client, name: string) =>
    numberOf(
      db,
      `INSERT INTO departments (name, description, created_at, updated_at)
       VALUES ($1, '', '2026-01-01', '2026-01-01') RETURNING id AS value`,
      [name],
    );

  const changeVersion = (db: pg.Client, id: number) =>
    numberOf(
      db,
      `SELECT version AS value FROM record_changes WHERE list = 'departments' AND record_id = $1`,
      [id],
    );

  beforeAll(async () => {
    schema = await createPgSchema('commit_versions');
    const handle = openPostgres(PG_URL, schema.schema);
    await migrateToLatest(handle.db, 'postgres');
    await handle.close();
  });
  afterAll(async () => {
    for (const opened of clients) await opened.end();
    await schema.drop();
  });

  it('lets another writer of the list commit while a write is still open, in commit order', async () => {
    const [slow, quick, reader] = [await client(), await client(), await client()];
    const before = await version(reader, 'departments');

    await slow.query('BEGIN');
    const slowId = await addDepartment(slow, 'Banqueting');
    // With the bump at the write, this insert waited for the slow one's commit (lock_timeout).
    const quickId = await addDepartment(quick, 'Room service');
    expect(await version(reader, 'departments')).toBe(before + 1);
    expect(await changeVersion(reader, quickId)).toBe(before + 1);
    expect(await changeVersion(reader, slowId)).toBeNaN();

    await slow.query('COMMIT');
    expect(await version(reader, 'departments')).toBe(before + 2);
    expect(await changeVersion(reader, slowId)).toBe(before + 2);
    expect(await numberOf(reader, 'SELECT count(*) AS value FROM record_change_pending')).toBe(0);
  });

  it('bumps once per transaction, and forgets what a rolled-back savepoint changed', async () => {
    const [writer, reader] = [await client(), await client()];
    const before = await version(reader, 'departments');

    await writer.query('BEGIN');
    const kept = await addDepartment(writer, 'Spa');
    await writer.query('SAVEPOINT attempt');
    const undone = await addDepartment(writer, 'Laundry');
    await writer.query('ROLLBACK TO SAVEPOINT attempt');
    await writer.query(`UPDATE departments SET description = 'Level 2' WHERE id = $1`, [kept]);
    await writer.query('COMMIT');

    expect(await version(reader, 'departments')).toBe(before + 1);
    expect(await changeVersion(reader, kept)).toBe(before + 1);
    expect(await changeVersion(reader, undone)).toBeNaN();
  });

  it('changes nothing when the transaction rolls back', async () => {
    const [writer, reader] = [await client(), await client()];
    const before = await version(reader, 'departments');
    await writer.query('BEGIN');
    const id = await addDepartment(writer, 'Minibar');
    await writer.query('ROLLBACK');
    expect(await version(reader, 'departments')).toBe(before);
    expect(await changeVersion(reader, id)).toBeNaN();
  });
});
