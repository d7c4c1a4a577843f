import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  countLotsByMarker,
  createDeliveryFixture,
  killHard,
  logIn,
  sendDelivery,
  startServerProcess,
} from '../support/server-process';

/**
 * Every write the server acknowledged is still there after the process is killed outright
 * (SIGKILL: no shutdown, no flush) and started again on the same data folder, and re-sending
 * every write of the burst with its Idempotency-Key finishes it exactly once. SQLite only:
 * PostgreSQL's durability is PostgreSQL's own.
 */
const WRITES = 50;
const CONCURRENCY = 5;
/** The kill -9 burst: deliveries sent, and answers received before the SIGKILL. */
const BURST = 40;
const KILL_AFTER = 15;

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
    const fixture = await createDeliveryFixture(first.base, token);
    const { itemId, suffix } = fixture;

    const writes = Array.from({ length: BURST }, (_unused, n) => ({
      key: randomUUID(),
      marker: `${suffix}-${n}`,
    }));
    const send = (base: string, bearer: string, write: (typeof writes)[number]) =>
      sendDelivery(base, bearer, fixture, write);
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
    const perWrite = await countLotsByMarker(second.base, again, itemId);
    const lots = [...perWrite.values()].reduce((sum, count) => sum + count, 0);
    expect(perWrite.size).toBe(BURST);
    expect([...perWrite.values()].every((count) => count === 1)).toBe(true);
    console.log(
      `kill -9 burst: ${BURST} deliveries, ${acknowledged.size} acknowledged before SIGKILL, ${replayed} answered from their key on re-send, ${BURST - replayed} recorded by it; ${lots} lots, duplicates 0`,
    );
    await killHard(second.child);
  }, 180_000);
});
