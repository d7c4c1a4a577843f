/**
 * `npx tsx tests/bench/event-loop-lag.ts [--busy] [--engine sqlite|postgres]`: how long a
 * `GET /roles` (and a correct sign-in) waits while one user's heavy requests run (design: Limits
 * that keep one user from stalling everyone; issue 32 row 14). Per engine, a server in its own
 * process (so the load generator does not share its event loop) holds 100,000 lots; this process
 * loops `GET /roles` one after another, first idle, then during each load in turn:
 * - a real import of a 49,000-row, 16 MB items file (the longest names and barcodes the server
 *   takes);
 * - an 8,000,000-row, 16 MB file, which the server refuses with its 413;
 * - 64 parallel wrong logins from another address (127.0.0.2), with a correct sign-in from
 *   127.0.0.1 sent 50 ms after them;
 * - the design's measure: a 16 MB import, the CSV export of every lot and 3 × 32 parallel wrong
 *   logins together, with a correct sign-in sent 50 ms after them.
 * `--busy` starts a second process spinning on a CPU for the whole run, as on a busy laptop.
 * Prints p50/p99/max per load. Asserts nothing. PostgreSQL is skipped when it does not answer.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_BASE_PATH } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Engine } from '../../server/db/schema';
import { seedBulkStock } from '../../server/demo/bulk-stock';
import { PG_URL, testEngines } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';
import { BENCH_USER, seedBenchData } from './fixture';

const LOTS = 100_000;
const IMPORT_ROWS = 49_000;
const MANY_ROWS = 8_000_000;
const LOGIN_FLOOD = 64;
/** The flood's address: loopback too, but not the correct sign-in's 127.0.0.1. */
const FLOODER = '127.0.0.2';
const LOGIN_ROUNDS = 3;
const PARALLEL_LOGINS = 32;

interface Served {
  base: string;
  token: string;
  category: string;
  itemArea: string;
}

/** Child mode: a seeded server on `engine`; prints one JSON line, then serves until killed. */
async function serve(engine: Engine): Promise<void> {
  let handle: DatabaseHandle;
  let drop = async (): Promise<void> => undefined;
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventory-lag-'));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    handle = openSqlite(path.join(dir, 'inventory.sqlite'), { readConnection: true });
  } else {
    const created = await createPgSchema('lag');
    handle = openPostgres(PG_URL, created.schema);
    drop = created.drop;
  }
  await migrateToLatest(handle.db, engine);
  await seedBenchData(handle.db, 100);
  await seedBulkStock(handle.db, {
    items: LOTS / 10,
    lotsPerItem: 10,
    wasteEvery: 1_000_000,
    orderEvery: 1_000_000,
    now: new Date(),
  });
  const app = await buildApp({
    db: handle.db,
    engine,
    config: { ...readConfig({}), webRoot: null },
    jwtSecret: 'bench',
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}${API_BASE_PATH}`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const category = await handle.db
    .selectFrom('categories')
    .select('name')
    .executeTakeFirstOrThrow();
  const itemArea = await handle.db
    .selectFrom('item_areas')
    .select('name')
    .executeTakeFirstOrThrow();
  const served: Served = {
    base,
    token: accessToken,
    category: category.name,
    itemArea: itemArea.name,
  };
  console.log(JSON.stringify(served));
  const stop = async (): Promise<void> => {
    await app.close();
    await handle.close();
    await drop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

function describe(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const figure = (value: number) => value.toFixed(1).padStart(8);
  return `${label.padEnd(34)} n=${String(sorted.length).padStart(5)}  p50 ${figure(percentile(sorted, 0.5))} ms  p99 ${figure(percentile(sorted, 0.99))} ms  max ${figure(sorted.at(-1) ?? Number.NaN)} ms`;
}

/** 49,000 rows with the longest names and barcodes the server takes: about 16 MB. */
function importFile(served: Served, prefix: string): string {
  const lines = ['name,barcode,category,itemArea,unit,alertDaysBeforeExpiry'];
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    const name = `${prefix} item ${index} `.padEnd(200, 'x');
    const barcode = `${prefix}-${index}-`.padEnd(64, '0');
    const unit = 'pcs'.padEnd(24, '.');
    lines.push(`${name},${barcode},${served.category},${served.itemArea},${unit},${index % 30}`);
  }
  return lines.join('\r\n');
}

/** The header, then 8,000,000 one-character rows: 16 MB, far past the row limit. */
function manyRowsFile(): string {
  return `name,barcode,category,itemArea,unit,alertDaysBeforeExpiry\n${'x\n'.repeat(MANY_ROWS)}`;
}

interface Answer {
  status: number;
  text: string;
}

/** A request from a chosen loopback address: the server counts logins per address. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.from },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    // The server may answer (a 413) and close before the whole upload is sent.
    request.on('error', reject);
    request.end(options.body);
  });
}

async function rolesLoop(served: Served, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    await send(`${served.base}/roles`, { headers: { authorization: `Bearer ${served.token}` } });
    times.push(performance.now() - started);
  }
  return times;
}

function elapsedSince(started: number): string {
  return `${((performance.now() - started) / 1000).toFixed(1)} s`;
}

function postCsv(served: Served, csv: string, started: number): Promise<string> {
  return send(`${served.base}/items/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${served.token}`, 'content-type': 'text/csv' },
    body: csv,
  }).then(
    (answer) => `${answer.status}, ${answer.text.slice(0, 70)}, ${elapsedSince(started)}`,
    (error: unknown) => `${String(error)}, ${elapsedSince(started)}`,
  );
}

function wrongLogins(served: Served, rounds: number, parallel: number, tag: string) {
  return async (started: number): Promise<string> => {
    const statuses = new Map<number, number>();
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(
        Array.from({ length: parallel }, async (_, index) => {
          const answer = await send(`${served.base}/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `nobody-${tag}-${round}-${index}`, password: 'wrong!' }),
            from: FLOODER,
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        }),
      );
    }
    return `${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}, ${elapsedSince(started)}`;
  };
}

/** A correct sign-in from another address than the flood's, sent 50 ms after it began. */
async function correctSignIn(served: Served, started: number): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const sent = performance.now();
  const answer = await send(`${served.base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  return `${answer.status} in ${(performance.now() - sent).toFixed(0)} ms (${elapsedSince(started)})`;
}

type Load = Record<string, (started: number) => Promise<string>>;

/** Runs the loads together while GET /roles loops; prints the loop's figures and each outcome. */
async function measureLoad(served: Served, label: string, load: Load): Promise<void> {
  const started = performance.now();
  let running = Object.keys(load).length;
  const outcomes = Object.entries(load).map(([name, run]) =>
    run(started)
      .catch((error: unknown) => String(error))
      .then((text) => {
        running -= 1;
        return `    ${name}: ${text}`;
      }),
  );
  const times = await rolesLoop(served, () => running === 0);
  console.log(describe(label, times));
  for (const outcome of await Promise.all(outcomes)) console.log(outcome);
}

async function measure(engine: Engine): Promise<void> {
  const script = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--serve', engine], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const first = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`server exited with ${String(code)}`)));
    });
    const served = JSON.parse(first) as Served;
    const auth = { authorization: `Bearer ${served.token}` };
    const firstImport = importFile(served, 'LAG');
    const secondImport = importFile(served, 'MIX');
    const manyRows = manyRowsFile();
    const mib = (text: string) => `${(Buffer.byteLength(text) / 2 ** 20).toFixed(1)} MiB`;

    console.log(`\nEvent-loop lag on ${engine}: GET /roles one after another`);
    const idleUntil = performance.now() + 2_000;
    console.log(
      describe('idle (2 s)', await rolesLoop(served, () => performance.now() > idleUntil)),
    );
    await measureLoad(served, 'import of 49,000 items', {
      [`import ${mib(firstImport)}`]: (started) => postCsv(served, firstImport, started),
    });
    await measureLoad(served, '8,000,000-row file', {
      [`import ${mib(manyRows)}`]: (started) => postCsv(served, manyRows, started),
    });
    await measureLoad(served, `${LOGIN_FLOOD} wrong logins`, {
      [`${LOGIN_FLOOD} wrong logins`]: wrongLogins(served, 1, LOGIN_FLOOD, 'flood'),
      'correct sign-in': (started) => correctSignIn(served, started),
    });
    await measureLoad(served, 'import + export + logins', {
      [`import ${mib(secondImport)}`]: (started) => postCsv(served, secondImport, started),
      'export of every lot': async (started) => {
        const answer = await send(`${served.base}/receive-items?format=csv`, { headers: auth });
        return `${answer.status}, ${mib(answer.text)}, ${elapsedSince(started)}`;
      },
      [`${LOGIN_ROUNDS} × ${PARALLEL_LOGINS} wrong logins`]: wrongLogins(
        served,
        LOGIN_ROUNDS,
        PARALLEL_LOGINS,
        'mix',
      ),
      'correct sign-in': (started) => correctSignIn(served, started),
    });
  } finally {
    child.kill('SIGTERM');
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  await serve(process.argv[serveAt + 1] === 'postgres' ? 'postgres' : 'sqlite');
} else {
  const engineAt = process.argv.indexOf('--engine');
  const only = engineAt >= 0 ? process.argv[engineAt + 1] : undefined;
  // A second process spinning on a CPU, as a busy laptop has (issue 32 row 14).
  const spinner = process.argv.includes('--busy')
    ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
    : null;
  try {
    for (const engine of await testEngines()) {
      if (only === undefined || only === engine) await measure(engine);
    }
  } finally {
    spinner?.kill('SIGTERM');
  }
}
