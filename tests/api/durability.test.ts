import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { itemMultipart, uniquePng } from '../support/images';

/**
 * Every write the server acknowledged is still there after the process is killed outright
 * (SIGKILL: no shutdown, no flush) and started again on the same data folder, and re-sending
 * every write of the burst with its Idempotency-Key finishes it exactly once. SQLite only:
 * PostgreSQL's durability is PostgreSQL's own.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_PASSWORD = 'durable-admin-pass';
const WRITES = 50;
const CONCURRENCY = 5;
/** The kill -9 burst: deliveries sent, and answers received before the SIGKILL. */
const BURST = 40;
const KILL_AFTER = 15;

function freePort(): Promise<number> {
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

interface RunningServer {
  child: ChildProcess;
  base: string;
}

/** Starts server/main.ts in its own process and waits for the line saying it listens. */
async function startServerProcess(dataDir: string): Promise<RunningServer> {
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
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
  return { child, base: `http://127.0.0.1:${port}${API_BASE_PATH}` };
}

function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('durability on sqlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
  const started: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map(killHard));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after a SIGKILL and a restart', async () => {
    const first = await startServerProcess(dataDir);
    started.push(first.child);
    const token = await logIn(first.base);
    const acknowledged = new Map<number, string>();

    async function write(n: number): Promise<void> {
      const name = `Durable ${n}`;
      const response = await fetch(`${first.base}/departments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ name, description: `write ${n}` }),
      });
      expect(response.status).toBe(201);
      const body = (await response.json()) as { DepartmentId: number };
      acknowledged.set(body.DepartmentId, name);
    }
    for (let n = 0; n < WRITES; n += CONCURRENCY) {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, (_unused, offset) => write(n + offset + 1)),
      );
    }
    await killHard(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBe(WRITES);

    const second = await startServerProcess(dataDir);
    started.push(second.child);
    const response = await fetch(`${second.base}/departments`, {
      headers: { authorization: `Bearer ${await logIn(second.base)}` },
    });
    const list = (await response.json()) as {
      departments: { DepartmentId: number; name: string }[];
    };
    const found = new Map(list.departments.map((row) => [row.DepartmentId, row.name]));
    for (const [id, name] of acknowledged) expect(found.get(id)).toBe(name);
    await killHard(second.child);
  }, 120_000);

  it('finishes a killed burst of deliveries exactly once when the outbox re-sends it', async () => {
    const first = await startServerProcess(dataDir);
    started.push(first.child);
    const token = await logIn(first.base);
    const post = async (base: string, bearer: string, path: string, body: object) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(201);
      return (await response.json()) as Record<string, unknown>;
    };
    const suffix = randomUUID().slice(0, 8);
    const category = await post(first.base, token, '/categories', {
      name: `Burst ${suffix}`,
      description: '',
    });
    const area = await post(first.base, token, '/locations', {
      name: `Dock ${suffix}`,
      speedClass: 'Fast',
    });
    const supplier = await post(first.base, token, '/suppliers', {
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
    const itemResponse = await fetch(`${first.base}/items`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...upload.headers },
      body: upload.payload,
    });
    expect(itemResponse.status).toBe(201);
    const itemId = ((await itemResponse.json()) as { itemId: number }).itemId;

    const writes = Array.from({ length: BURST }, (_unused, n) => ({
      key: randomUUID(),
      body: {
        supplierId: supplier.SupplierId,
        receiveItems: [
          { itemId, quantity: '1', expirationDate: '2031-01-01', status: `${suffix}-${n}` },
        ],
      },
    }));
    const send = (base: string, bearer: string, write: (typeof writes)[number]) =>
      fetch(`${base}/receive-items`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${bearer}`,
          'content-type': 'application/json',
          'idempotency-key': write.key,
        },
        body: JSON.stringify(write.body),
      });
    // The burst: CONCURRENCY at a time; SIGKILL as soon as KILL_AFTER answers have arrived.
    const acknowledged = new Map<string, string>();
    let next = 0;
    const kill: { done: Promise<void> | null } = { done: null };
    async function worker(): Promise<void> {
      while (next < writes.length && !kill.done) {
        const write = writes[next++];
        if (!write) return;
        let answer: { status: number; text: string };
        try {
          const response = await send(first.base, token, write);
          answer = { status: response.status, text: await response.text() };
        } catch {
          return; // the connection died with the server: this write is unacknowledged
        }
        expect(answer.status, answer.text).toBe(201);
        acknowledged.set(write.key, answer.text);
        if (acknowledged.size >= KILL_AFTER) kill.done ??= killHard(first.child);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await kill.done;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size).toBeLessThan(BURST);

    const second = await startServerProcess(dataDir);
    started.push(second.child);
    const again = await logIn(second.base);
    let replayed = 0;
    for (const write of writes) {
      const response = await send(second.base, again, write);
      expect(response.status).toBe(201);
      const text = await response.text();
      const original = acknowledged.get(write.key);
      if (response.headers.get('idempotent-replayed') === 'true') replayed += 1;
      if (original !== undefined) {
        expect(response.headers.get('idempotent-replayed')).toBe('true');
        expect(text).toBe(original);
      }
    }
    const list = await fetch(`${second.base}/receive-items`, {
      headers: { authorization: `Bearer ${again}` },
    });
    const lots = (
      (await list.json()) as { receiveItems: { Status: string; ItemID: number }[] }
    ).receiveItems.filter((lot) => lot.ItemID === itemId);
    const perWrite = new Map<string, number>();
    for (const lot of lots) perWrite.set(lot.Status, (perWrite.get(lot.Status) ?? 0) + 1);
    expect(perWrite.size).toBe(BURST);
    expect([...perWrite.values()].every((count) => count === 1)).toBe(true);
    console.log(
      `kill -9 burst: ${BURST} deliveries, ${acknowledged.size} acknowledged before SIGKILL, ${replayed} answered from their key on re-send, ${BURST - replayed} recorded by it; ${lots.length} lots, duplicates 0`,
    );
    await killHard(second.child);
  }, 180_000);
});
