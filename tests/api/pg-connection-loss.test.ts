import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListEvent } from '../../contract/events';
import { API_BASE_PATH, HEALTH_ENDPOINTS } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { ensureFirstAdministrator, ensureRoles } from '../../server/bootstrap';
import { readConfig } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/connect';
import { PgListener } from '../../server/events/pg-listener';
import { migrateToLatest } from '../../server/db/migrate';
import { PG_URL, testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';

/**
 * PostgreSQL ends the server's connections (a restart, a failover, pg_terminate_backend): the
 * process goes on, the connections are replaced, requests keep answering, live events go on.
 * Each test's pool has an application_name of its own, and only those backends are ended: the
 * other test files share this database.
 */
const ADMIN = { name: 'admin', password: 'connection-loss-pass' };

async function onAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends the backends of this application name (and, with a query prefix, only those). */
async function terminateBackends(applicationName: string, queryPrefix = ''): Promise<number[]> {
  return onAdminClient(async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and application_name = $1 and query like $2`,
      [applicationName, `${queryPrefix}%`],
    );
    const pids = rows.map((row) => row.pid);
    await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
    // Gone from pg_stat_activity once the backend has sent its last message and exited.
    for (let tries = 0; tries < 100; tries += 1) {
      const left = await client.query('select 1 from pg_stat_activity where pid = any($1)', [pids]);
      if (left.rowCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pids;
  });
}

async function backendsOf(applicationName: string, queryPrefix = ''): Promise<number[]> {
  return onAdminClient(async (client) => {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = $1 and query like $2`,
      [applicationName, `${queryPrefix}%`],
    );
    return rows.map((row) => row.pid);
  });
}

async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const engines = await testEngines();

describe.runIf(engines.includes('postgres'))('PostgreSQL ends the connections', () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  let applicationName: string;
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let token: string;
  const log: string[] = [];

  beforeAll(() => {
    process.on('uncaughtException', onUncaught);
  });
  afterAll(() => {
    process.off('uncaughtException', onUncaught);
  });

  beforeEach(async () => {
    applicationName = `conn_loss_${randomBytes(6).toString('hex')}`;
    const created = await createPgSchema('cl');
    drop = created.drop;
    handle = openPostgres(`${PG_URL}?application_name=${applicationName}`, created.schema);
    await migrateToLatest(handle.db, 'postgres');
    await ensureRoles(handle.db);
    await ensureFirstAdministrator(handle.db, ADMIN);
    log.length = 0;
    app = await buildApp({
      db: handle.db,
      engine: 'postgres',
      config: { ...readConfig({}), webRoot: null },
      jwtSecret: 'test-secret-0123456789abcdef',
      logStream: { write: (line) => log.push(line) },
    });
    const login = await app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/login`,
      payload: ADMIN,
    });
    expect(login.statusCode).toBe(200);
    token = login.json<{ accessToken: string }>().accessToken;
  });

  afterEach(async () => {
    await app.close();
    await handle.close();
    await drop();
  });

  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('logs the idle connections it lost, opens others, and goes on answering', async () => {
    // Several requests at once: several pooled connections, idle once they are answered.
    const first = await Promise.all(
      Array.from({ length: 5 }, () => get(`${API_BASE_PATH}/departments`)),
    );
    expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const killed = await terminateBackends(applicationName);
    expect(killed.length).toBeGreaterThan(0);
    await eventually(
      () => log.some((line) => line.includes('PostgreSQL connection lost')),
      'the lost connections to be logged',
    );

    const after = await Promise.all(
      Array.from({ length: 5 }, () => get(`${API_BASE_PATH}/departments`)),
    );
    expect(after.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ready = await get(HEALTH_ENDPOINTS.readyz);
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', reason: null });
    // Replaced: new backends under the same name, none of the ended ones.
    const now = await backendsOf(applicationName);
    expect(now.length).toBeGreaterThan(0);
    expect(now.filter((pid) => killed.includes(pid))).toEqual([]);
    const lost = log.find((line) => line.includes('PostgreSQL connection lost')) ?? '';
    expect(lost).toContain('terminating connection due to administrator command');
    expect(uncaught).toEqual([]);
  });

  it('fails only the work of a connection lost while in use', async () => {
    await expect(
      handle.db.connection().execute(async (connection) => {
        await sql`select 1`.execute(connection);
        await terminateBackends(applicationName);
        await sql`select 1`.execute(connection);
      }),
    ).rejects.toThrow();
    expect(uncaught).toEqual([]);
    const after = await get(`${API_BASE_PATH}/departments`);
    expect(after.statusCode).toBe(200);
    expect(log.some((line) => line.includes('PostgreSQL connection lost'))).toBe(true);
  });

  it('hears live events again once its LISTEN connection is back, and what it missed', async () => {
    await app.startListEvents();
    const events: ListEvent[] = [];
    const unsubscribe = app.listEvents.subscribe({ send: (event) => events.push(event), end() {} });
    const createDepartment = async (name: string) => {
      const response = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/departments`,
        headers: { authorization: `Bearer ${token}` },
        payload: { name, description: '' },
      });
      expect(response.statusCode).toBe(201);
    };
    const departmentEvents = () => events.filter((event) => event.list === 'departments');
    try {
      await createDepartment('Before');
      await eventually(() => departmentEvents().length === 1, 'the first event');

      const [listening] = await backendsOf(applicationName, 'LISTEN');
      expect(await terminateBackends(applicationName, 'LISTEN')).toEqual([listening]);
      // Written while the listener is away: its NOTIFY reaches nobody; the catch-up after
      // LISTEN is back reads the version and sends the event then.
      await createDepartment('While away');
      await eventually(() => departmentEvents().length === 2, 'the missed event, late');
      await eventually(
        async () => (await backendsOf(applicationName, 'LISTEN')).length === 1,
        'LISTEN to be back',
      );
      expect(await backendsOf(applicationName, 'LISTEN')).not.toEqual([listening]);

      await createDepartment('After');
      await eventually(() => departmentEvents().length === 3, 'the event after the reconnect');
      const versions = departmentEvents().map((event) => event.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(log.some((line) => line.includes('Live events: LISTEN connection lost'))).toBe(true);
      expect(uncaught).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('leaves nothing reconnecting behind a LISTEN that could not start', async () => {
    // Port 1: nothing listens there, so every connection is refused at once.
    const errors: unknown[] = [];
    const listener = new PgListener(
      { connectionString: 'postgres://postgres@127.0.0.1:1/test' },
      {
        onNotice: () => undefined,
        onTokenRevoked: () => undefined,
        onListening: () => Promise.resolve(),
        onError: (error) => errors.push(error),
      },
    );
    await expect(listener.start()).rejects.toThrow(/ECONNREFUSED/);
    // Longer than the first retry (250 ms): a listener still retrying would have failed again.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(errors).toEqual([]);
    await listener.close();
  });
});
