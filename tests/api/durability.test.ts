import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';

/**
 * Every write the server acknowledged is still there after the process is killed outright
 * (SIGKILL: no shutdown, no flush) and started again on the same data folder. SQLite only:
 * PostgreSQL's durability is PostgreSQL's own.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN_PASSWORD = 'durable-admin-pass';
const WRITES = 50;
const CONCURRENCY = 5;

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
});
