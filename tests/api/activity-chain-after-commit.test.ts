import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityVerify } from '../../contract/schemas';
import { chainCommittedNow, recordActivity, verifyActivity } from '../../server/activity';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { SCHEMA_CHANGE_LOCK, migrateToLatest, migrationsFor } from '../../server/db/migrate';
import type { Database, Engine } from '../../server/db/schema';
import { PG_URL, testEngines } from '../support/engines';
import { newestActivityId } from '../support/activity-ids';
import { createPgSchema } from '../support/pg-schemas';
import { secondInstance } from '../support/second-instance';
import { createTestServer, type TestServer } from '../support/test-server';

/** A refused sign-in's entry: the smallest entry a transaction can write. */
const refusedSignIn = (trx: Transaction<Database>, name: string) =>
  recordActivity(trx, {
    actor: { userId: null, name },
    siteId: null,
    action: 'sign-in-refused',
    entity: 'session',
    entityId: null,
    summary: { key: 'session.sign-in-refused', values: { name } },
  });

const entryOf = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('activity')
    .select(['id', 'chain_position', 'hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe.each(await testEngines())('activity chained after commit on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  it('takes no lock and writes nothing while idle, however often its timer looks', async () => {
    const db = server.handle.db;
    // The start-up run may still be asked for after a first run: let it pass.
    await chainCommittedNow(db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await chainCommittedNow(db);
    // SQLite: rows this connection changed; PostgreSQL: the last transaction that locked the
    // head (a FOR UPDATE leaves its id in xmax).
    const touches = async () =>
      engine === 'sqlite'
        ? (await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db)).rows[0]?.n
        : (await sql<{ n: string }>`SELECT xmax::text AS n FROM activity_head`.execute(db)).rows[0]
            ?.n;
    const before = await touches();
    await new Promise((resolve) => setTimeout(resolve, 2300)); // two of the timer's looks
    expect(await touches()).toBe(before);
    expect(await chainCommittedNow(db)).toBe(0);
  });

  it('chains a write after its commit, without being asked, and verify counts it', async () => {
    const answer = await server.api({
      method: 'POST',
      path: '/categories',
      role: 'Manager',
      payload: { name: 'Spices' },
    });
    expect(answer.statusCode).toBe(201);
    const db = server.handle.db;
    const entry = await db
      .selectFrom('activity')
      .select('id')
      .where('summary', '=', 'Created category Spices')
      .executeTakeFirstOrThrow();
    // The route's commit asked the chainer for a run: at most a second after the last run
    // began (the sign-in's, just before), well before the timer would find the entry.
    const until = Date.now() + 1500;
    let chained = await entryOf(db, entry.id);
    while (chained.chain_position === null && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      chained = await entryOf(db, entry.id);
    }
    expect(chained.chain_position).not.toBeNull();
    expect(chained.hash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await server.api({
      method: 'GET',
      path: '/activity/verify',
      role: 'Administrator',
    });
    const result = verified.json<ActivityVerify>();
    expect(result).toMatchObject({ ok: true, firstBrokenId: null });
    const count = await db
      .selectFrom('activity')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(result.entries).toBe(Number(count.count));
  });

  it('an entry committed unchained (no run asked for) is chained by verify', async () => {
    const db = server.handle.db;
    // As PostgreSQL's writes leave theirs (SQLite's chain theirs as they insert them).
    const { id } = await db
      .insertInto('activity')
      .values({
        at: new Date().toISOString(),
        user_id: null,
        user_name: 'quiet',
        site_id: null,
        action: 'sign-in-refused',
        entity: 'session',
        entity_id: null,
        summary_key: 'session.sign-in-refused',
        summary_values: '{"name":"quiet"}',
        summary: 'Refused sign-in as quiet',
        changes: null,
        hash: '',
        prev_hash: '',
        chain_position: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await verifyActivity(db);
    expect(result).toMatchObject({ ok: true, firstBrokenId: null });
    const entry = await entryOf(db, id);
    expect(entry.chain_position).toBe(result.entries);
  });

  it('a rolled-back write leaves no entry, chained or not', async () => {
    const db = server.handle.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await refusedSignIn(trx, 'rolled back');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await chainCommittedNow(db);
    const rows = await db
      .selectFrom('activity')
      .select('id')
      .where('user_name', '=', 'rolled back')
      .execute();
    expect(rows).toEqual([]);
    expect(await verifyActivity(db)).toMatchObject({ ok: true });
  });
});

/** Makes the database refuse an entry by `name`, as a failing insert of the entry would. */
async function refuseEntriesOf(db: Kysely<Database>, engine: Engine, name: string): Promise<void> {
  if (engine === 'postgres') {
    await sql`CREATE FUNCTION refuse_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.user_name = ${sql.lit(name)} THEN RAISE EXCEPTION 'entry refused'; END IF;
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_entry BEFORE INSERT ON activity
      FOR EACH ROW EXECUTE FUNCTION refuse_entry()`.execute(db);
  } else {
    await sql`CREATE TRIGGER refuse_entry BEFORE INSERT ON activity
      WHEN NEW.user_name = ${sql.lit(name)}
      BEGIN SELECT RAISE(ABORT, 'entry refused'); END`.execute(db);
  }
}

// PostgreSQL sends a write's entry with its COMMIT (migration 024, db/prepared.ts): the write and
// its entry still commit together or not at all, and a savepoint still scopes what it covers.
describe.each(await testEngines())('an entry and its write on %s', (engine) => {
  let server: TestServer;
  const names = async () =>
    (
      await server.handle.db
        .selectFrom('activity')
        .select('user_name')
        .where('user_name', 'like', 'scope %')
        .orderBy('id')
        .execute()
    ).map((row) => row.user_name);

  beforeAll(async () => {
    server = await createTestServer(engine);
    await refuseEntriesOf(server.handle.db, engine, 'scope refused');
  });
  afterAll(() => server.close());

  it('a write whose entry fails is rolled back whole, and the connection goes on', async () => {
    const db = server.handle.db;
    const department = () =>
      db.selectFrom('departments').select('id').where('name', '=', 'Scope Bar').execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('departments')
          .values({
            name: 'Scope Bar',
            description: '',
            created_at: '2026-01-01',
            updated_at: '2026-01-01',
          })
          .execute();
        await refusedSignIn(trx, 'scope refused');
      }),
    ).rejects.toThrow('entry refused');
    expect(await department()).toEqual([]);
    expect(await names()).toEqual([]);
    // Every connection of the pool writes again (what failed left none in a broken state).
    for (let n = 0; n < 12; n += 1) {
      await db.transaction().execute((trx) => refusedSignIn(trx, `scope ${n}`));
    }
    expect(await names()).toHaveLength(12);
  });

  it('a rollback to a savepoint drops the entries after it, keeps those before', async () => {
    const db = server.handle.db;
    await db.transaction().execute(async (trx) => {
      await refusedSignIn(trx, 'scope kept');
      await sql`savepoint scope`.execute(trx);
      await refusedSignIn(trx, 'scope dropped');
      await sql`rollback to scope`.execute(trx);
      await refusedSignIn(trx, 'scope after');
    });
    const written = await names();
    expect(written).toContain('scope kept');
    expect(written).toContain('scope after');
    expect(written).not.toContain('scope dropped');
    await chainCommittedNow(db);
    expect(await verifyActivity(db)).toMatchObject({ ok: true });
  });
});

describe.each((await testEngines()).filter((engine) => engine === 'postgres'))(
  'two instances chaining on one %s database',
  () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await createTestServer('postgres');
    });
    afterAll(() => server.close());

    it('an entry committed while the other instance waits to chain is chained later, not lost', async () => {
      const other = await secondInstance(server);
      const db = server.handle.db;
      const commitLate = gate();
      const releaseHead = gate();
      try {
        // A write takes its id and stays open (its entry goes to the server with the commit, or
        // with a savepoint taken before it: as when its commit's message is being run) ...
        const idTaken = gate();
        let lateId = 0;
        const late = db.transaction().execute(async (trx) => {
          await refusedSignIn(trx, 'late');
          await sql`savepoint entry_sent`.execute(trx);
          const taken = await sql<{ id: number }>`select currval('activity_id_seq') as id`.execute(
            trx,
          );
          lateId = Number(taken.rows[0]?.id);
          idTaken.open();
          await commitLate.opened;
        });
        await idTaken.opened;
        // ... while a later id commits and the other instance chains it.
        await other.handle.db.transaction().execute((trx) => refusedSignIn(trx, 'early'));
        const earlyId = (
          await db
            .selectFrom('activity')
            .select('id')
            .where('user_name', '=', 'early')
            .executeTakeFirstOrThrow()
        ).id;
        expect(earlyId).toBeGreaterThan(lateId);
        await chainCommittedNow(other.handle.db);
        expect((await entryOf(db, earlyId)).chain_position).not.toBeNull();
        // Not committed: nobody else sees it, so nothing can chain it yet.
        const unseen = await db
          .selectFrom('activity')
          .select('id')
          .where('id', '=', lateId)
          .executeTakeFirst();
        expect(unseen).toBeUndefined();

        // The head is held (as by a chainer of a third instance); the other instance's chainer
        // waits for it, and the open write commits meanwhile.
        const headHeld = gate();
        const holder = db.transaction().execute(async (trx) => {
          await sql`select 1 from activity_head where id = 1 for update`.execute(trx);
          headHeld.open();
          await releaseHead.opened;
        });
        await headHeld.opened;
        const waiting = chainCommittedNow(other.handle.db);
        await new Promise((resolve) => setTimeout(resolve, 100));
        commitLate.open();
        await late;
        releaseHead.open();
        await holder;
        await waiting;

        // Read after the lock was taken: the late entry is chained, after the early one.
        const early = await entryOf(db, earlyId);
        const lateEntry = await entryOf(db, lateId);
        expect(lateEntry.chain_position).not.toBeNull();
        expect(lateEntry.chain_position ?? 0).toBeGreaterThan(early.chain_position ?? 0);
        const result = await verifyActivity(db);
        expect(result).toMatchObject({ ok: true, firstBrokenId: null });
        expect(result.entries).toBe(lateEntry.chain_position);
      } finally {
        // Whatever failed, the open transactions end before the pools close.
        commitLate.open();
        releaseHead.open();
        await other.app.close();
        await other.handle.close();
      }
    });
  },
);

/** A database as migration 019 left it, on a fresh SQLite file or PostgreSQL schema. */
async function openBefore020(
  engine: Engine,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let schema: string | undefined;
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'activity-020-'));
    handle = openSqlite(path.join(dir, 'test.sqlite'));
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const created = await createPgSchema('a20');
    schema = created.schema;
    handle = openPostgres(PG_URL, schema);
    drop = created.drop;
  }
  const migrate = (db: Kysely<Database>) =>
    new Migrator({
      db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(engine)) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    }).migrateTo('019-static-site-versions');
  if (engine === 'sqlite') {
    await migrate(handle.db);
  } else {
    await handle.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
      try {
        await migrate(connection);
      } finally {
        await sql`select pg_advisory_unlock(${sql.lit(SCHEMA_CHANGE_LOCK)})`.execute(connection);
      }
    });
  }
  return { handle, drop };
}

/**
 * Migration 017's chain, written out here (not the app's code): the id is the entry's place,
 * and its hash is SHA-256 of the previous hash and the JSON of [id, at, …, changes].
 */
async function writeChainedAs017(db: Kysely<Database>, count: number): Promise<void> {
  let prev = '0'.repeat(64);
  for (let id = 1; id <= count; id += 1) {
    const row = {
      id,
      at: `2026-01-0${id}T10:00:00.000Z`,
      user_id: null,
      user_name: `guess ${id}`,
      site_id: null,
      action: 'sign-in-refused',
      entity: 'session',
      entity_id: null,
      summary_key: 'session.sign-in-refused',
      summary_values: JSON.stringify({ name: `guess ${id}` }),
      summary: `Refused sign-in as guess ${id}`,
      changes: null,
    };
    const hash = createHash('sha256')
      .update(prev)
      .update(JSON.stringify(Object.values(row)))
      .digest('hex');
    await sql`INSERT INTO activity (id, at, user_id, user_name, site_id, action, entity, entity_id,
      summary_key, summary_values, summary, changes, hash, prev_hash)
      VALUES (${row.id}, ${row.at}, ${row.user_id}, ${row.user_name}, ${row.site_id},
        ${row.action}, ${row.entity}, ${row.entity_id}, ${row.summary_key},
        ${row.summary_values}, ${row.summary}, ${row.changes}, ${hash}, ${prev})`.execute(db);
    await sql`UPDATE activity_head SET last_id = ${id}, last_hash = ${hash} WHERE id = 1`.execute(
      db,
    );
    prev = hash;
  }
}

describe.each(await testEngines())('migration 020 on %s', (engine) => {
  it('keeps a chain written before it valid, and chains new entries after it', async () => {
    const { handle, drop } = await openBefore020(engine);
    try {
      await writeChainedAs017(handle.db, 5);
      await migrateToLatest(handle.db, engine);
      expect(await verifyActivity(handle.db)).toEqual({
        ok: true,
        entries: 5,
        firstBrokenId: null,
      });

      await handle.db.transaction().execute((trx) => refusedSignIn(trx, 'after'));
      expect(await newestActivityId(handle.db)).toBe(6);
      expect(await verifyActivity(handle.db)).toEqual({
        ok: true,
        entries: 6,
        firstBrokenId: null,
      });
      expect((await entryOf(handle.db, 6)).chain_position).toBe(6);

      // An entry edited before or after the migration is still found.
      await sql`UPDATE activity SET user_name = 'someone' WHERE id = 3`.execute(handle.db);
      expect(await verifyActivity(handle.db)).toMatchObject({ ok: false, firstBrokenId: 3 });
    } finally {
      await handle.close();
      await drop();
    }
  });
});
