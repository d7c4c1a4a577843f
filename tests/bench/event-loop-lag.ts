/**
 * `npx tsx tests/bench/event-loop-lag.ts`: how long a `GET /roles` waits while one user's heavy
 * requests run (design: Limits that keep one user from stalling everyone). Per engine, a server
 * in its own process (so the load generator does not share its event loop) holds 100,000 lots;
 * this process then loops `GET /roles` one after another while a 16 MB item import (a dry run
 * of 50,000 rows of long names, the most the server accepts), the CSV export of every lot and
 * 3 × 32 parallel logins with wrong names run together. Prints p50/p99/max of the loop before
 * (idle) and during the load. Asserts nothing. PostgreSQL is skipped when it does not answer.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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
const IMPORT_ROWS = 50_000;
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
    handle = openSqlite(path.join(dir, 'inventory.sqlite'));
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
  return `${label.padEnd(26)} n=${String(sorted.length).padStart(5)}  p50 ${figure(percentile(sorted, 0.5))} ms  p99 ${figure(percentile(sorted, 0.99))} ms  max ${figure(sorted.at(-1) ?? Number.NaN)} ms`;
}

/** 50,000 rows with the longest names and barcodes the server takes: about 16 MB. */
function importFile(served: Served): string {
  const lines = ['name,barcode,category,itemArea,unit,alertDaysBeforeExpiry'];
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    const name = `Imported item ${index} `.padEnd(200, 'x');
    const barcode = `LAG-${index}-`.padEnd(64, '0');
    const unit = 'pcs'.padEnd(24, '.');
    lines.push(`${name},${barcode},${served.category},${served.itemArea},${unit},${index % 30}`);
  }
  return lines.join('\r\n');
}

async function rolesLoop(served: Served, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${served.base}/roles`, {
      headers: { authorization: `Bearer ${served.token}` },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
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
    const csv = importFile(served);
    const auth = { authorization: `Bearer ${served.token}` };

    const idleUntil = performance.now() + 2_000;
    const idle = await rolesLoop(served, () => performance.now() > idleUntil);

    const outcomes: string[] = [];
    let running = 3;
    const done = (label: string) => (text: string) => {
      outcomes.push(`${label}: ${text}`);
      running -= 1;
    };
    const started = performance.now();
    const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
    void fetch(`${served.base}/items/import?dryRun=true`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'text/csv' },
      body: csv,
    })
      .then(
        async (response) =>
          `${response.status}, ${(await response.text()).slice(0, 80)}, ${elapsed()}`,
      )
      .catch((error: unknown) => String(error))
      .then(done(`import ${(Buffer.byteLength(csv) / 2 ** 20).toFixed(1)} MiB`));
    void fetch(`${served.base}/receive-items?format=csv`, { headers: auth })
      .then(async (response) => {
        const bytes = (await response.arrayBuffer()).byteLength;
        return `${response.status}, ${(bytes / 2 ** 20).toFixed(1)} MiB, ${elapsed()}`;
      })
      .catch((error: unknown) => String(error))
      .then(done('export of every lot'));
    void (async () => {
      const statuses = new Map<number, number>();
      for (let round = 0; round < LOGIN_ROUNDS; round += 1) {
        await Promise.all(
          Array.from({ length: PARALLEL_LOGINS }, async (_, index) => {
            const response = await fetch(`${served.base}/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                name: `nobody-${round}-${index}`,
                password: 'wrong-password',
              }),
            });
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          }),
        );
      }
      return `${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')}, ${elapsed()}`;
    })()
      .catch((error: unknown) => String(error))
      .then(done(`${LOGIN_ROUNDS} × ${PARALLEL_LOGINS} wrong logins`));
    const loaded = await rolesLoop(served, () => running === 0);

    console.log(`\nEvent-loop lag on ${engine}: GET /roles one after another`);
    console.log(describe('idle (2 s)', idle));
    console.log(describe('during the load', loaded));
    for (const outcome of outcomes) console.log(`  ${outcome}`);
  } finally {
    child.kill('SIGTERM');
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  await serve(process.argv[serveAt + 1] === 'postgres' ? 'postgres' : 'sqlite');
} else {
  for (const engine of await testEngines()) await measure(engine);
}
