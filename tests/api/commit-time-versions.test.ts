import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE_IDS } from '../../contract/roles';
import { ensureRoles } from '../../server/bootstrap';
import { openPostgres } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { LIST_VERSIONS_CHANNEL } from '../../server/db/migrations/009-live-events';
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
    await ensureRoles(handle.db);
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

  it("notes a site list once with all its sites, and bumps the list before each site's row", async () => {
    const [writer, reader, listener] = [await client(), await client(), await client()];
    const stamp = '2026-01-01';
    const bar = await numberOf(
      writer,
      `INSERT INTO sites (name, address, created_at, updated_at) VALUES ('Bar', NULL, $1, $1)
       RETURNING id AS value`,
      [stamp],
    );
    const user = await numberOf(
      writer,
      `INSERT INTO users (name, password_hash, role_id, password_changed_at, created_at, updated_at)
       VALUES ('Clerk', 'x', $1, $2, $2, $2) RETURNING id AS value`,
      [ROLE_IDS.Manager, stamp],
    );
    const department = await addDepartment(writer, 'Bar service');
    const placeOrder = (siteId: number) =>
      numberOf(
        writer,
        `INSERT INTO orders (department_id, status, request_date, user_id, site_id)
         VALUES ($1, 'pending', $2, $3, $4) RETURNING id AS value`,
        [department, stamp, user, siteId],
      );
    const before = await version(reader, 'orders');
    const notices: string[] = [];
    listener.on('notification', ({ payload }) => {
      const notice = JSON.parse(payload ?? '{}') as { schema: string; list: string };
      if (notice.schema === schema.schema) notices.push(notice.list);
    });
    await listener.query(`LISTEN ${LIST_VERSIONS_CHANNEL}`);

    await writer.query('BEGIN');
    const first = await placeOrder(1);
    // A later statement of the transaction, at another site, joins the same note.
    await placeOrder(bar);
    await writer.query(`UPDATE orders SET status = 'confirmed' WHERE id = $1`, [first]);
    expect(await numberOf(writer, 'SELECT count(*) AS value FROM list_version_pending')).toBe(1);
    await writer.query('COMMIT');

    expect(await version(reader, 'orders')).toBe(before + 1);
    expect(await version(reader, 'orders@1')).toBe(1);
    expect(await version(reader, `orders@${bar}`)).toBe(1);
    expect(await numberOf(reader, 'SELECT count(*) AS value FROM list_version_pending')).toBe(0);
    // Notices arrive after the commit, on the listener's own connection.
    await vi.waitFor(() => expect(notices).toHaveLength(3));
    expect(notices).toEqual(['orders', 'orders@1', `orders@${bar}`]);
  });
});
