import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityList, ActivityVerify } from '../../contract/schemas';
import { recordActivity } from '../../server/activity';
import { openSqlite, SQLITE_FILE_NAME } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { testEngines } from '../support/engines';
import { secondInstance } from '../support/second-instance';
import { userIdOf } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';
import { API_BASE_PATH } from '../../contract/paths';

describe.each(await testEngines())('activity list and chain on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engine);
    for (const role of ['Administrator', 'Manager'] as const) await server.tokenFor(role);
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const answer = await server.api({ method: 'GET', path: `/activity${query}`, role: 'Manager' });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ActivityList>();
  };
  const verify = async () =>
    (
      await server.api({ method: 'GET', path: '/activity/verify', role: 'Administrator' })
    ).json<ActivityVerify>();
  const createCategory = (name: string, role: 'Administrator' | 'Manager' = 'Manager') =>
    server.api({ method: 'POST', path: '/categories', role, payload: { name } });

  it('filters by person, action, record, day and words, pages newest first, exports CSV', async () => {
    for (const name of ['Soups', 'Sauces', 'Salads']) {
      expect((await createCategory(name)).statusCode).toBe(201);
    }
    expect((await createCategory('Admin Made', 'Administrator')).statusCode).toBe(201);
    const manager = await userIdOf(server.handle.db, 'Manager');

    const byManager = await list(`?userId=${manager}&action=create&entity=category`);
    expect(byManager.totalCount).toBe(3);
    expect(byManager.activity.map((entry) => entry.Summary)).toEqual([
      'Created category Salads',
      'Created category Sauces',
      'Created category Soups',
    ]);
    const paged = await list(`?userId=${manager}&action=create&page=2&pageSize=2`);
    expect(paged.totalCount).toBe(3);
    expect(paged.activity.map((entry) => entry.Summary)).toEqual(['Created category Soups']);
    const searched = await list('?search=SAUC');
    expect(searched.activity.map((entry) => entry.Summary)).toEqual(['Created category Sauces']);
    const signIns = await list('?action=sign-in');
    expect(signIns.totalCount).toBe(2);

    const soups = byManager.activity[2];
    const record = await list(`?entity=category&entityId=${soups?.EntityID ?? ''}`);
    expect(record.activity.map((entry) => entry.ActivityId)).toEqual([soups?.ActivityId]);

    const today = new Date();
    const day = (offset: number) =>
      new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset).toLocaleDateString(
        'en-CA',
      );
    expect((await list(`?from=${day(0)}&to=${day(0)}&action=create`)).totalCount).toBe(4);
    expect((await list(`?from=${day(1)}`)).totalCount).toBe(0);
    expect((await list(`?to=${day(-1)}`)).totalCount).toBe(0);

    const csv = await server.api({
      method: 'GET',
      path: `/activity?format=csv&userId=${manager}&action=create`,
      role: 'Manager',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Activity ID,At,User,User ID,Site ID,Action,Record,Record ID,Summary,Changes',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',manager,');
    expect(lines[1]).toContain('Created category Salads');
  });

  it('finds an entry edited and an entry deleted in the database, by route', async () => {
    expect(await verify()).toMatchObject({ ok: true, firstBrokenId: null });
    const db = server.handle.db;
    const original = await db
      .selectFrom('activity')
      .selectAll()
      .where('id', '=', 3)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('activity')
      .set({ summary: 'Created category Nothing' })
      .where('id', '=', 3)
      .execute();
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: 3 });
    // Put back as it was, the chain holds again.
    await db
      .updateTable('activity')
      .set({ summary: original.summary })
      .where('id', '=', 3)
      .execute();
    expect(await verify()).toMatchObject({ ok: true });

    // A removed entry breaks the next one's link (chain order: position): that entry is named,
    // or the head's last entry when the removed one was the last.
    const head = await db.selectFrom('activity_head').selectAll().executeTakeFirstOrThrow();
    const positionOf = async (id: number) =>
      (
        await db
          .selectFrom('activity')
          .select('chain_position')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).chain_position ?? 0;
    const idAt = async (position: number) =>
      (
        await db
          .selectFrom('activity')
          .select('id')
          .where('chain_position', '=', position)
          .executeTakeFirstOrThrow()
      ).id;
    const afterFour = await idAt((await positionOf(4)) + 1);
    await db.deleteFrom('activity').where('id', '=', head.last_id).execute();
    expect(await verify()).toMatchObject({
      ok: false,
      firstBrokenId: head.last_id,
      entries: head.last_position,
    });
    await db.deleteFrom('activity').where('id', '=', 4).execute();
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: afterFour });
  });
});

describe('npm run verify-activity', () => {
  it('prints the result and exits 1 at the first entry edited or removed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-activity-'));
    try {
      const handle = openSqlite(path.join(dir, SQLITE_FILE_NAME));
      await migrateToLatest(handle.db, 'sqlite');
      for (let n = 1; n <= 5; n += 1) {
        await handle.db.transaction().execute((trx) =>
          recordActivity(trx, {
            actor: { userId: null, name: `guess ${n}` },
            siteId: null,
            action: 'sign-in-refused',
            entity: 'session',
            entityId: null,
            summary: { key: 'session.sign-in-refused', values: { name: `guess ${n}` } },
          }),
        );
      }
      const run = () =>
        spawnSync('npx', ['tsx', 'scripts/verify-activity.ts'], {
          env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
          encoding: 'utf8',
        });
      const good = run();
      expect(good.status, good.stderr).toBe(0);
      expect(good.stdout).toContain('{"ok":true,"entries":5,"firstBrokenId":null}');
      await handle.db
        .updateTable('activity')
        .set({ user_name: 'someone' })
        .where('id', '=', 2)
        .execute();
      const edited = run();
      expect(edited.status).toBe(1);
      expect(edited.stdout).toContain('"firstBrokenId":2');
      await handle.db
        .updateTable('activity')
        .set({ user_name: 'guess 2' })
        .where('id', '=', 2)
        .execute();
      // Removed: the next entry's link breaks (one writer here, so the next is id 5).
      await handle.db.deleteFrom('activity').where('id', '=', 4).execute();
      const deleted = run();
      expect(deleted.status).toBe(1);
      expect(deleted.stdout).toContain('"firstBrokenId":5');
      await handle.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.each((await testEngines()).filter((engine) => engine === 'postgres'))(
  'two instances on one %s database',
  (engine) => {
    let server: TestServer;

    beforeAll(async () => {
      server = await createTestServer(engine);
    });
    afterAll(() => server.close());

    it('writing at once keep one chain, gapless by position, that verifies', async () => {
      const other = await secondInstance(server);
      try {
        const token = await server.tokenFor('Manager');
        const writes = Array.from({ length: 40 }, (_, n) => {
          const options = {
            method: 'POST' as const,
            url: `${API_BASE_PATH}/departments`,
            headers: { authorization: `Bearer ${token}` },
            payload: { name: `Dept ${n}` },
          };
          return n % 2 === 0 ? server.app.inject(options) : other.app.inject(options);
        });
        const answers = await Promise.all(writes);
        expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
        const verified = await server.api({
          method: 'GET',
          path: '/activity/verify',
          role: 'Administrator',
        });
        // verify chained every committed entry first: one chain, positions 1..n without a gap,
        // each linked to the one before, whichever instance wrote it.
        const rows = await server.handle.db
          .selectFrom('activity')
          .select(['id', 'chain_position', 'hash', 'prev_hash', 'summary'])
          .orderBy('chain_position')
          .execute();
        expect(rows.map((row) => row.chain_position)).toEqual(rows.map((_, index) => index + 1));
        rows.slice(1).forEach((row, index) => expect(row.prev_hash).toBe(rows[index]?.hash));
        expect(rows.filter((row) => row.summary.startsWith('Created department'))).toHaveLength(40);
        expect(verified.json()).toMatchObject({ ok: true, entries: rows.length });
      } finally {
        await other.app.close();
        await other.handle.close();
      }
    });
  },
);
