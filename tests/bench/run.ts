/**
 * `npm run bench`: the API on a temporary SQLite database with 1,000 items, loaded by autocannon
 * (10 connections, BENCH_SECONDS each, 10 by default). Prints figures; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_BASE_PATH } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { BENCH_USER, seedBenchData } from './fixture';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

interface Target {
  label: string;
  path: string;
  headers?: Record<string, string>;
  /** The answer every request should get (a revalidation expects 304). */
  status?: number;
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

/** One fetch first: a missing route is reported and skipped rather than hammered. */
async function benchOne(base: string, token: string, target: Target): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, ...target.headers };
  // fetch asks for compression unless told otherwise; autocannon sends only these headers.
  const probe = await fetch(`${base}${target.path}`, {
    headers: { 'accept-encoding': 'identity', ...headers },
  });
  const size = (await probe.arrayBuffer()).byteLength;
  if (probe.status >= 400) {
    console.log(`${target.label.padEnd(44)} skipped: answered ${probe.status}`);
    return;
  }
  const result = await autocannon({
    url: `${base}${target.path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  const figures = [
    `${Math.round(result.requests.average)} req/s`.padStart(11),
    `p50 ${result.latency.p50} ms`.padStart(12),
    `p99 ${result.latency.p99} ms`.padStart(12),
    `${probe.status} ${probe.headers.get('content-encoding') ?? 'plain'} ${(size / 1024).toFixed(1)} KiB`.padStart(
      24,
    ),
  ];
  // autocannon counts a 304 as non-2xx: only a surprise is worth a note.
  const unexpected = (target.status ?? 200) === 200 ? result.non2xx : result['2xx'];
  const problems = unexpected + result.errors + result.timeouts;
  const note = problems
    ? `  (${unexpected} unexpected answers, ${result.errors} errors, ${result.timeouts} timeouts)`
    : '';
  console.log(`${target.label.padEnd(44)}${figures.join('')}${note}`);
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventory-bench-'));
  const handle = openSqlite(path.join(dir, 'inventory.sqlite'));
  const config = { ...readConfig({}), webRoot: null };
  const app = await buildApp({ db: handle.db, engine: 'sqlite', config, jwtSecret: 'bench' });
  try {
    await migrateToLatest(handle.db, 'sqlite');
    await seedBenchData(handle.db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}${API_BASE_PATH}`;
    const token = await logIn(base);
    const etag = (
      await fetch(`${base}/items`, { headers: { authorization: `Bearer ${token}` } })
    ).headers.get('etag');
    const targets: Target[] = [
      { label: 'GET /items (1,000 items)', path: '/items' },
      {
        label: 'GET /items (1,000 items, gzip)',
        path: '/items',
        headers: { 'accept-encoding': 'gzip' },
      },
      {
        label: 'GET /items (If-None-Match: 304)',
        path: '/items',
        headers: { 'if-none-match': etag ?? '' },
        status: 304,
      },
      { label: 'GET /items?page=1&pageSize=20', path: '/items?page=1&pageSize=20' },
      { label: 'GET /departments (25)', path: '/departments' },
    ];
    console.log(
      `\nAPI benchmark: SQLite, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}`,
    );
    console.log('(sizes are of the body before compression)\n');
    for (const target of targets) await benchOne(base, token, target);
    console.log('');
  } finally {
    await app.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
