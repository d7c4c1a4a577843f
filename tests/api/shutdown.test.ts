import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { SERVER_PID_FILE } from '../../server/ops/data-dir-lock';
import { SHUTDOWN_GRACE_MS } from '../../server/ops/shutdown';
import {
  countLotsByMarker,
  createDeliveryFixture,
  exited,
  killHard,
  logIn,
  sendDelivery,
  startServerProcess,
} from '../support/server-process';

/**
 * SIGTERM while 20 clients post deliveries (design: Operating it): the server stops taking
 * requests, finishes those in flight, closes the database and exits within the grace time;
 * after a restart every delivery answered 2xx is there exactly once. SQLite: the server's own
 * process and data folder (PostgreSQL keeps what it committed by itself).
 */
const CLIENTS = 20;
const SIGNAL_AFTER = 60;

describe('graceful stop on sqlite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
  const started: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map(killHard));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered delivery once after a SIGTERM under load, and exits in time', async () => {
    const first = await startServerProcess(dataDir);
    started.push(first.child);
    expect(fs.existsSync(path.join(dataDir, SERVER_PID_FILE))).toBe(true);
    const token = await logIn(first.base);
    const fixture = await createDeliveryFixture(first.base, token);

    const answered = new Map<string, number>();
    const refused: number[] = [];
    let signalledAt: number | null = null;
    let answeredAfterSignal = 0;
    let sent = 0;
    async function client(n: number): Promise<void> {
      for (let round = 0; ; round += 1) {
        const write = { key: randomUUID(), marker: `${fixture.suffix}-${n}-${round}` };
        sent += 1;
        let status: number;
        try {
          const response = await sendDelivery(first.base, token, fixture, write);
          status = response.status;
          await response.arrayBuffer();
        } catch {
          return; // the connection was refused or cut: never acknowledged
        }
        if (status < 200 || status > 299) {
          refused.push(status);
          return;
        }
        answered.set(write.marker, status);
        if (signalledAt !== null) answeredAfterSignal += 1;
        if (answered.size >= SIGNAL_AFTER && signalledAt === null) {
          signalledAt = Date.now();
          first.child.kill('SIGTERM');
        }
      }
    }
    const exit = exited(first.child);
    await Promise.all(Array.from({ length: CLIENTS }, (_unused, n) => client(n)));
    const code = await exit;
    const tookMs = Date.now() - ((signalledAt as number | null) ?? Date.now());
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_GRACE_MS);
    // Requests in flight at the signal were finished and answered, not cut.
    expect(answeredAfterSignal).toBeGreaterThan(0);
    // New requests during the stop hear 503 (or find the port closed), never a false 2xx.
    expect(refused.every((status) => status === 503)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, SERVER_PID_FILE))).toBe(false);

    const second = await startServerProcess(dataDir);
    started.push(second.child);
    const counts = await countLotsByMarker(second.base, await logIn(second.base), fixture.itemId);
    const missing = [...answered.keys()].filter((marker) => counts.get(marker) !== 1);
    expect(missing).toEqual([]);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    console.log(
      `SIGTERM under load: ${sent} deliveries sent by ${CLIENTS} clients, ${answered.size} answered 2xx (${answeredAfterSignal} of them after the signal), ${refused.length} refused with 503; exit ${String(code)} ${tookMs} ms after the signal; after restart ${counts.size} lots, every answered one once`,
    );
    await killHard(second.child);
  }, 180_000);

  /** A request that stays in flight: its body never finishes arriving. */
  function hangingRequest(origin: string): Promise<net.Socket> {
    const url = new URL(origin);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST ${API_BASE_PATH}/login HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`,
        );
        // Time for the server to read the headers: from then on the request is in flight.
        setTimeout(() => resolve(socket), 1000);
      });
      socket.on('error', () => undefined);
      socket.once('error', reject);
    });
  }

  it('waits for a request in flight, and exits at once, with 1, on a second signal', async () => {
    const server = await startServerProcess(dataDir);
    started.push(server.child);
    const socket = await hangingRequest(server.origin);
    const exit = exited(server.child);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGINT');
    expect(await exit).toBe(1);
    expect(server.child.signalCode).toBeNull();
    socket.destroy();
  }, 120_000);

  it('exits by the grace time when a request never finishes', async () => {
    const server = await startServerProcess(dataDir);
    started.push(server.child);
    const socket = await hangingRequest(server.origin);
    const exit = exited(server.child);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exit).toBe(1);
    const tookMs = Date.now() - signalledAt;
    expect(tookMs).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS - 500);
    expect(tookMs).toBeLessThan(SHUTDOWN_GRACE_MS + 2000);
    socket.destroy();
  }, 120_000);
});
