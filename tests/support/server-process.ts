import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { expect } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { ROOT } from '../../scripts/build-if-stale';
import { itemMultipart, uniquePng } from './images';

/** The real server (server/main.ts) in its own process, on a SQLite data folder. */
export const ADMIN_PASSWORD = 'process-admin-pass';

export function freePort(): Promise<number> {
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

export interface RunningServer {
  child: ChildProcess;
  /** The API's base URL. */
  base: string;
  /** The server's root URL (health checks). */
  origin: string;
  /** Everything it printed so far. */
  output: () => string;
}

/** Starts server/main.ts in its own process and waits for the line saying it listens. */
export async function startServerProcess(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_NAME: 'admin',
      ADMIN_PASSWORD,
      JWT_SECRET: '',
      LOG_LEVEL: 'warn',
      WEB_ROOT: path.join(dataDir, 'no-web-app'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const listen = () => {
      if (output.includes('Inventory is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  const origin = `http://127.0.0.1:${port}`;
  return { child, base: `${origin}${API_BASE_PATH}`, origin, output: () => output };
}

/** Resolves with the process's exit code (null after a signal) once it has exited. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const done = exited(child);
  child.kill('SIGKILL');
  return done.then(() => undefined);
}

/** Runs a script of scripts/ (npm run backup, restore) as its own process. */
export function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

export async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export async function postJson(
  base: string,
  token: string,
  route: string,
  body: object,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, route).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** What a delivery needs: a supplier and an item (with an image), made through the API. */
export async function createDeliveryFixture(
  base: string,
  token: string,
): Promise<{ supplierId: unknown; itemId: number; suffix: string }> {
  const suffix = randomUUID().slice(0, 8);
  const category = await postJson(base, token, '/categories', {
    name: `Burst ${suffix}`,
    description: '',
  });
  const area = await postJson(base, token, '/locations', {
    name: `Dock ${suffix}`,
    speedClass: 'Fast',
  });
  const supplier = await postJson(base, token, '/suppliers', {
    name: `Burst Farms ${suffix}`,
    email: 'burst@example.com',
    phoneNumber: '+44 20 7946 0000',
    address: '',
  });
  const upload = itemMultipart(
    {
      name: `Burst Flour ${suffix}`,
      barcode: `BURST-${suffix}`,
      categoryId: category.CategoryId,
      itemAreaId: area.itemAreaId,
      unit: 'kg',
      alertDaysBeforeExpiry: null,
    },
    { bytes: uniquePng() },
  );
  const itemResponse = await fetch(`${base}/items`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...upload.headers },
    body: new Uint8Array(upload.payload),
  });
  expect(itemResponse.status).toBe(201);
  const itemId = ((await itemResponse.json()) as { itemId: number }).itemId;
  return { supplierId: supplier.SupplierId, itemId, suffix };
}

/** One delivery of one lot whose Status is `marker`, with an Idempotency-Key. */
export function sendDelivery(
  base: string,
  token: string,
  fixture: { supplierId: unknown; itemId: number },
  write: { key: string; marker: string },
): Promise<Response> {
  return fetch(`${base}/receive-items`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': write.key,
    },
    body: JSON.stringify({
      supplierId: fixture.supplierId,
      receiveItems: [
        {
          itemId: fixture.itemId,
          quantity: '1',
          expirationDate: '2031-01-01',
          status: write.marker,
        },
      ],
    }),
  });
}

/** How many lots of the item carry each Status, read through the API. */
export async function countLotsByMarker(
  base: string,
  token: string,
  itemId: number,
): Promise<Map<string, number>> {
  const list = await fetch(`${base}/receive-items`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status).toBe(200);
  const lots = (
    (await list.json()) as { receiveItems: { Status: string; ItemID: number }[] }
  ).receiveItems.filter((lot) => lot.ItemID === itemId);
  const counts = new Map<string, number>();
  for (const lot of lots) counts.set(lot.Status, (counts.get(lot.Status) ?? 0) + 1);
  return counts;
}
