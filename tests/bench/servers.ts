/**
 * The benchmark's servers, in their own process so the load generator does not share their
 * event loop: ours on a temporary SQLite database with BENCH_ITEMS items, bare Fastify answering
 * the same `GET /items` bytes from memory, and json-server on the same items. Prints their
 * ports as one JSON line, then serves until killed.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { API_BASE_PATH } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { sql } from 'kysely';
import { openPostgres, openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { BENCH_USER, seedBenchData } from './fixture';
import { measureFirstSync, type FirstSyncFigures } from './first-sync-transfer';

export interface BenchServers {
  ours: string;
  bare: string;
  jsonServer: string;
  token: string;
  bytes: number;
  /**
   * SQLite: measured here, before the bare server's copy of the list warms the cache; the client
   * then shares the server's process (receiving 350 KiB costs it a few ms at most).
   */
  firstSync?: FirstSyncFigures;
}

interface JsonServerApp {
  set(setting: string, value: unknown): JsonServerApp;
  use(handler: unknown): void;
  listen(port: number, host: string, ready: () => void): { address(): AddressInfo | string };
}
interface JsonServerModule {
  create(): JsonServerApp;
  defaults(options: { logger: boolean }): unknown;
  router(data: object): unknown;
}

const ITEMS = Number(process.env.BENCH_ITEMS ?? 1000);
/**
 * BENCH_SCHEMA: ours on PostgreSQL (TEST_DATABASE_URL) in that schema instead of SQLite, alone
 * (no bare Fastify, no json-server); BENCH_SEED=0: a further instance on a schema already seeded.
 */
const PG_SCHEMA = process.env.BENCH_SCHEMA ?? null;
const SEED = process.env.BENCH_SEED !== '0';
const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function portOf(address: AddressInfo | string | null): number {
  return typeof address === 'object' && address ? address.port : 0;
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  if (!response.ok) throw new Error(`Login failed with ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Ours alone on PostgreSQL (issue 26: two instances on one database). */
async function postgresInstance(schema: string): Promise<void> {
  if (SEED) {
    const admin = openPostgres(PG_URL);
    await sql
      .raw(`drop schema if exists ${schema} cascade; create schema ${schema}`)
      .execute(admin.db);
    await admin.close();
  }
  // DATABASE_POOL_SIZE as the app reads it, so a run can try another pool size.
  const handle = openPostgres(PG_URL, schema, readConfig().databasePoolSize);
  if (SEED) {
    await migrateToLatest(handle.db, 'postgres');
    await seedBenchData(handle.db, ITEMS);
    await sql`analyze`.execute(handle.db);
  }
  const config = { ...readConfig({}), webRoot: null };
  const app = await buildApp({ db: handle.db, engine: 'postgres', config, jwtSecret: 'bench' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const ours = `http://127.0.0.1:${portOf(app.server.address())}${API_BASE_PATH}`;
  const cpu = Fastify();
  cpu.get('/cpu', () => process.cpuUsage());
  await cpu.listen({ host: '127.0.0.1', port: 0 });
  const token = await logIn(ours);
  const servers: BenchServers = {
    ours,
    bare: `http://127.0.0.1:${portOf(cpu.server.address())}`,
    jsonServer: '',
    token,
    bytes: 0,
  };
  console.log(JSON.stringify(servers));
}

async function main(): Promise<void> {
  // Exit on the bench's SIGTERM, so `--cpu-prof` (NODE_OPTIONS) writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  if (PG_SCHEMA) {
    await postgresInstance(PG_SCHEMA);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventory-bench-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const handle = openSqlite(path.join(dir, 'inventory.sqlite'));
  const config = { ...readConfig({}), webRoot: null };
  await migrateToLatest(handle.db, 'sqlite');
  await seedBenchData(handle.db, ITEMS);
  const app = await buildApp({ db: handle.db, engine: 'sqlite', config, jwtSecret: 'bench' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const ours = `http://127.0.0.1:${portOf(app.server.address())}${API_BASE_PATH}`;
  const token = await logIn(ours);
  const firstSync = await measureFirstSync(ours, { authorization: `Bearer ${token}` });

  const response = await fetch(`${ours}/items`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const bare = Fastify();
  bare.get('/items', (_request, reply) => reply.type('application/json').send(bytes));
  // The servers' CPU time so far (µs): the bench reads it around each run for CPU per request.
  bare.get('/cpu', () => process.cpuUsage());
  await bare.listen({ host: '127.0.0.1', port: 0 });

  const require = createRequire(import.meta.url);
  const jsonServer = require('json-server') as JsonServerModule;
  const { items } = JSON.parse(bytes.toString('utf8')) as { items: object[] };
  // json-server pretty-prints (2 spaces: 385 KiB where ours is 303 KiB at 1,000 items); compact,
  // it sends the same items in about the bytes we send, so the two do the same work.
  const server = jsonServer.create().set('json spaces', 0);
  server.use(jsonServer.defaults({ logger: false }));
  server.use(jsonServer.router({ items }));
  const listening = await new Promise<{ address(): AddressInfo | string }>((resolve) => {
    const handleOf = server.listen(0, '127.0.0.1', () => resolve(handleOf));
  });

  const servers: BenchServers = {
    ours,
    bare: `http://127.0.0.1:${portOf(bare.server.address())}`,
    jsonServer: `http://127.0.0.1:${portOf(listening.address())}`,
    token,
    bytes: bytes.byteLength,
    firstSync,
  };
  console.log(JSON.stringify(servers));
}

await main();
