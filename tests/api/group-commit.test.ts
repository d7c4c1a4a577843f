import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { GroupCommit } from '../../server/db/group-commit';

/** SQLite's group commit (server/db/group-commit.ts), on a real file with synchronous=FULL. */
describe('group commit', () => {
  let folder: string;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    handle = openSqlite(path.join(folder, 'db.sqlite'));
    await sql`create table note (id integer primary key, text text not null unique)`.execute(
      handle.db,
    );
  });

  afterEach(async () => {
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  async function texts(): Promise<string[]> {
    const { rows } = await sql<{ text: string }>`select text from note order by id`.execute(
      handle.db,
    );
    return rows.map((row) => row.text);
  }

  it('writes that arrive together share one commit and each gets its own answer', async () => {
    const group = new GroupCommit(handle.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, n) =>
        group.run(async (trx) => {
          await sql`insert into note (text) values (${`note ${n}`})`.execute(trx);
          return n;
        }),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_unused, n) => n));
    expect(group.commits).toBe(1);
    expect(await texts()).toHaveLength(20);
  });

  it('a failing write rolls back only its own statements; the others commit', async () => {
    const group = new GroupCommit(handle.db);
    const results = await Promise.allSettled([
      group.run((trx) => sql`insert into note (text) values ('first')`.execute(trx)),
      group.run(async (trx) => {
        await sql`insert into note (text) values ('half done')`.execute(trx);
        throw new Error('refused after a write');
      }),
      // Violates the unique constraint: the statement fails inside the batch's transaction.
      group.run((trx) => sql`insert into note (text) values ('first')`.execute(trx)),
      group.run((trx) => sql`insert into note (text) values ('last')`.execute(trx)),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(group.commits).toBe(1);
    expect(await texts()).toEqual(['first', 'last']);
  });

  it('each write sees the ones before it in the batch, as if run one after another', async () => {
    const group = new GroupCommit(handle.db);
    const counts = await Promise.all(
      Array.from({ length: 5 }, () =>
        group.run(async (trx) => {
          await sql`insert into note (text) values (${crypto.randomUUID()})`.execute(trx);
          const { rows } = await sql<{ n: number }>`select count(*) as n from note`.execute(trx);
          return rows[0]?.n;
        }),
      ),
    );
    expect(counts).toEqual([1, 2, 3, 4, 5]);
  });

  it('an answer is given only once its commit is on disk, and a write after a batch gets the next', async () => {
    const group = new GroupCommit(handle.db);
    const first = group.run((trx) => sql`insert into note (text) values ('a')`.execute(trx));
    await first;
    // Read on a second connection: what was answered is committed, not only in a transaction.
    const reader = openSqlite(path.join(folder, 'db.sqlite'));
    const { rows } = await sql<{ text: string }>`select text from note`.execute(reader.db);
    await reader.close();
    expect(rows.map((row) => row.text)).toEqual(['a']);
    await group.run((trx) => sql`insert into note (text) values ('b')`.execute(trx));
    expect(group.commits).toBe(2);
  });

  it('a closed database rejects every waiting write instead of retrying forever', async () => {
    const group = new GroupCommit(handle.db);
    await handle.close();
    const results = await Promise.allSettled([
      group.run((trx) => sql`insert into note (text) values ('x')`.execute(trx)),
      group.run((trx) => sql`insert into note (text) values ('y')`.execute(trx)),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    handle = openSqlite(path.join(folder, 'db.sqlite'));
  });
});

/** Disk full in the middle of a batch (issue 21, row 5): a SQLite file size limit. */
describe('group commit when the disk is full', () => {
  let folder: string;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-full-'));
    handle = openSqlite(path.join(folder, 'db.sqlite'));
    await sql`create table note (id integer primary key, text text not null)`.execute(handle.db);
  });

  afterEach(async () => {
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('settles every write of the batch with the disk error and commits none of it', async () => {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(handle.db);
    await sql.raw(`pragma max_page_count = ${(rows[0]?.page_count ?? 0) + 8}`).execute(handle.db);
    const group = new GroupCommit(handle.db);
    const write = (text: string) =>
      group.run((trx) => sql`insert into note (text) values (${text})`.execute(trx));
    // The first fits; the second needs more pages than the limit leaves: SQLite ends the whole
    // transaction, and the first, not committed, must not hear "done".
    const results = await Promise.allSettled([write('small'), write('x'.repeat(200_000))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'SQLITE_FULL' });
    }
    const { rows: notes } = await sql`select id from note`.execute(handle.db);
    expect(notes).toEqual([]);
    // Room again: the committer goes on.
    await sql`pragma max_page_count = 1000000`.execute(handle.db);
    await write('after');
    expect((await sql`select text from note`.execute(handle.db)).rows).toEqual([{ text: 'after' }]);
  });
});
