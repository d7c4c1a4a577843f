import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { HEALTH_ENDPOINTS } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { DATABASE_DOES_NOT_ANSWER } from '../../server/ops/health';
import { readConfig } from '../../server/config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import type { Engine } from '../../server/db/schema';
import { PG_URL } from '../support/engines';
import { testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';
import { createTestServer, type TestServer } from '../support/test-server';

/** The app on a database handle as given: not migrated, closed, or unreachable. */
async function appOn(handle: DatabaseHandle, log?: string[]) {
  return buildApp({
    db: handle.db,
    engine: handle.engine,
    config: { ...readConfig({}), webRoot: null },
    jwtSecret: 'test-secret-0123456789abcdef',
    ...(log && { logStream: { write: (line: string) => log.push(line) } }),
  });
}

/** A database that fails, its name in what the driver says: a closed file, a missing database. */
function failingDatabase(
  engine: Engine,
  name: string,
): { handle: DatabaseHandle; cleanUp: () => void } {
  if (engine === 'postgres') {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    return { handle: openPostgres(url.toString()), cleanUp: () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'readyz-'));
  const handle = openSqlite(path.join(dir, `${name}.sqlite`));
  return { handle, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A port nothing listens on: bound once, then closed. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function freshUnmigrated(engine: Engine) {
  if (engine === 'sqlite') return { handle: openSqlite(':memory:'), drop: async () => undefined };
  const { schema, drop } = await createPgSchema('h');
  return { handle: openPostgres(PG_URL, schema), drop };
}

describe.each(await testEngines())('health and readiness on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  it('answers /healthz and /readyz with 200 without a token, never cached', async () => {
    const health = await server.app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.healthz });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await server.app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.readyz });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', reason: null });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers every one of many probes in a row (no rate limit)', async () => {
    for (let n = 0; n < 60; n += 1) {
      const ready = await server.app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.readyz });
      expect(ready.statusCode).toBe(200);
    }
  });

  it('is not ready before the migrations ran, and says which are missing', async () => {
    const { handle, drop } = await freshUnmigrated(engine);
    const app = await appOn(handle);
    try {
      const ready = await app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.readyz });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'unavailable',
        reason: expect.stringMatching(/^Database migrations not done: 001-initial, /) as unknown,
      });
      const health = await app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.healthz });
      expect(health.statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.close();
      await drop();
    }
  });

  it('says only that the database does not answer; the driver text goes to the log', async () => {
    const name = `no_such_database_${engine}`;
    const { handle, cleanUp } = failingDatabase(engine, name);
    // SQLite: a handle closed under the app; PostgreSQL: a database that does not exist.
    if (engine === 'sqlite') {
      await sql`select 1`.execute(handle.db); // Kysely closes only a driver it has opened.
      await handle.close();
    }
    const log: string[] = [];
    const app = await appOn(handle, log);
    try {
      const ready = await app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.readyz });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: DATABASE_DOES_NOT_ANSWER });
      expect(ready.body).not.toContain(name);
      const logged = log.map((line) => JSON.parse(line) as { err?: { message: string } });
      const detail = logged.find((entry) => entry.err)?.err?.message ?? '';
      expect(detail).toMatch(
        engine === 'postgres' ? `database "${name}" does not exist` : /not open|destroyed/,
      );
      expect(ready.body).not.toContain(detail);
    } finally {
      await app.close();
      if (engine === 'postgres') await handle.close();
      cleanUp();
    }
  });

  if (engine === 'postgres') {
    it('is not ready when PostgreSQL is unreachable, and logs why', async () => {
      const handle = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/test`);
      const log: string[] = [];
      const app = await appOn(handle, log);
      try {
        const ready = await app.inject({ method: 'GET', url: HEALTH_ENDPOINTS.readyz });
        expect(ready.statusCode).toBe(503);
        expect(ready.json<{ reason: string }>().reason).toBe(DATABASE_DOES_NOT_ANSWER);
        expect(log.join('')).toContain('ECONNREFUSED');
      } finally {
        await app.close();
        await handle.close();
      }
    });
  }
});
