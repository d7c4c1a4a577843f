/**
 * `npm run bench`: autocannon (50 connections, BENCH_SECONDS each, 10 by default) against our
 * API, bare Fastify answering the same bytes from memory and json-server on the same items,
 * side by side in one run, at 1,000 items and then 100,000 (BENCH_LARGE=0 skips those).
 * Each target first gets the same unmeasured warm-up.
 * The servers run in a child process (servers.ts). Prints figures and ratios; asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { sql } from 'kysely';
import { openPostgres } from '../../server/db/connect';
import { delivery } from './delivery-request';
import { firstSyncLine, measureFirstSync } from './first-sync-transfer';
import type { BenchServers } from './servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
/** 100,000 items make 40 MB answers: a few connections keep the machine's memory safe. */
const LARGE_CONNECTIONS = 4;
const LABEL_WIDTH = 46;

interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
  /** The answer every request should get (a revalidation expects 304). */
  status?: number;
  method?: 'GET' | 'POST';
  /** A fresh body and headers per request (each delivery its own Idempotency-Key). */
  perRequest?: () => { headers: Record<string, string>; body: string };
}

interface Figures {
  requestsPerSecond: number;
  /** The servers' process CPU per answered request: what an answer costs, whatever the client. */
  cpuMsPerRequest: number;
  /** Requests answered, the unmeasured warm-up's included. */
  answered: number;
}

/** The servers' process CPU time so far, in ms (all three share one process, one runs at a time). */
async function serverCpuMs(bareBase: string): Promise<number> {
  const usage = (await (await fetch(`${bareBase}/cpu`)).json()) as { user: number; system: number };
  return (usage.user + usage.system) / 1000;
}

/** Starts servers.ts with `items` items and waits for its JSON line of addresses. */
async function startServers(
  items: number,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; servers: BenchServers }> {
  // BENCH_PROFILE=dir: each server process writes a CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'tests/bench/servers.ts'], {
    env: { ...process.env, BENCH_ITEMS: String(items), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`Bench servers exited with ${code}`)));
  });
  return { child, servers: JSON.parse(first) as BenchServers };
}

async function stopServers(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One request first: a missing route is reported and skipped rather than hammered. */
async function benchOne(
  target: Target,
  connections: number,
  bareBase: string,
): Promise<Figures | null> {
  const sample = target.perRequest?.();
  const headers = { ...target.headers, ...sample?.headers };
  // fetch asks for compression unless told otherwise; autocannon sends only these headers.
  const probe = await fetch(target.url, {
    method: target.method ?? 'GET',
    headers: { 'accept-encoding': 'identity', ...headers },
    ...(sample ? { body: sample.body } : {}),
  });
  const size = (await probe.arrayBuffer()).byteLength;
  if (probe.status >= 400) {
    console.log(`${target.label.padEnd(LABEL_WIDTH)} skipped: answered ${probe.status}`);
    return null;
  }
  const perRequest = target.perRequest;
  const options = (duration: number): AutocannonOptions => ({
    url: target.url,
    connections,
    duration,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    ...(perRequest
      ? {
          requests: [
            {
              setupRequest: (request) => {
                const next = perRequest();
                return {
                  ...request,
                  headers: { ...request.headers, ...next.headers },
                  body: next.body,
                };
              },
            },
          ],
        }
      : {}),
  });
  // Every server gets the same unmeasured warm-up: the first one run would otherwise be
  // measured while its code is still being compiled.
  const warmUp = await autocannon(options(WARM_UP_SECONDS));
  const cpuBefore = await serverCpuMs(bareBase);
  const result = await autocannon(options(SECONDS));
  const cpuMsPerRequest =
    ((await serverCpuMs(bareBase)) - cpuBefore) / Math.max(1, result['2xx'] + result.non2xx);
  const encoding = probe.headers.get('content-encoding') ?? 'plain';
  const figures = [
    `${Math.round(result.requests.average)} req/s`.padStart(12),
    `p50 ${result.latency.p50} ms`.padStart(13),
    `p99 ${result.latency.p99} ms`.padStart(13),
    `${probe.status} ${encoding} ${(size / 1024).toFixed(1)} KiB`.padStart(24),
    `cpu ${cpuMsPerRequest.toFixed(3)} ms/req`.padStart(20),
  ];
  // autocannon counts a 304 as non-2xx: only a surprise is worth a note.
  const unexpected = (target.status ?? 200) < 300 ? result.non2xx : result['2xx'];
  const problems = unexpected + result.errors + result.timeouts;
  const note = problems
    ? `  (${unexpected} unexpected answers, ${result.errors} errors, ${result.timeouts} timeouts)`
    : '  (0 errors)';
  console.log(`${target.label.padEnd(LABEL_WIDTH)}${figures.join('')}${note}`);
  const answered = warmUp['2xx'] + warmUp.non2xx + result['2xx'] + result.non2xx;
  return { requestsPerSecond: result.requests.average, cpuMsPerRequest, answered };
}

function ratio(label: string, top: Figures | null, bottom: Figures | null, target: string): void {
  if (!top || !bottom || bottom.requestsPerSecond === 0) return;
  const value = top.requestsPerSecond / bottom.requestsPerSecond;
  console.log(
    `  ${label.padEnd(LABEL_WIDTH - 2)}${value.toFixed(2).padStart(12)}x   (target ${target})`,
  );
}

async function benchSize(items: number, connections: number): Promise<void> {
  const { child, servers } = await startServers(items);
  const run = (target: Target) => benchOne(target, connections, servers.bare);
  try {
    const count = items.toLocaleString('en-US');
    const auth = { authorization: `Bearer ${servers.token}` };
    console.log(
      `\n${count} items (GET /items ${(servers.bytes / 1024).toFixed(0)} KiB), ${connections} connections`,
    );
    if (servers.firstSync) console.log(firstSyncLine(servers.firstSync, LABEL_WIDTH));
    const first = await fetch(`${servers.ours}/items`, { headers: auth });
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const bare = await run({
      label: `bare Fastify, same bytes from memory`,
      url: `${servers.bare}/items`,
    });
    const jsonServer = await run({
      label: `json-server, same items`,
      url: `${servers.jsonServer}/items`,
    });
    const ours = await run({
      label: `ours GET /items`,
      url: `${servers.ours}/items`,
      headers: auth,
    });
    await run({
      label: `ours GET /items (gzip)`,
      url: `${servers.ours}/items`,
      headers: { ...auth, 'accept-encoding': 'gzip' },
    });
    const notModified = await run({
      label: `ours GET /items (If-None-Match: 304)`,
      url: `${servers.ours}/items`,
      headers: { ...auth, 'if-none-match': etag },
      status: 304,
    });
    await run({
      label: `ours GET /items?page=1&pageSize=20`,
      url: `${servers.ours}/items?page=1&pageSize=20`,
      headers: auth,
    });
    const deliveries = await run({
      label: `ours POST /receive-items (10 rows, new key)`,
      url: `${servers.ours}/receive-items`,
      method: 'POST',
      status: 201,
      perRequest: delivery(servers.token),
    });
    console.log('ratios');
    ratio('ours / bare Fastify', ours, bare, '>= 0.60');
    ratio('ours / json-server', ours, jsonServer, '>= 5');
    ratio('304 / 200 (req/s)', notModified, ours, '>= 5');
    // The 304 runs near the load generator's own ceiling on two cores (a 20-row page gets about
    // as many): the server's CPU per answer says what each costs the server.
    if (notModified && ours && notModified.cpuMsPerRequest > 0) {
      const cheaper = ours.cpuMsPerRequest / notModified.cpuMsPerRequest;
      console.log(
        `  ${'200 / 304 (server CPU per request)'.padEnd(LABEL_WIDTH - 2)}${cheaper.toFixed(2).padStart(12)}x   (target >= 5)`,
      );
    }
    if (deliveries) {
      const met = deliveries.requestsPerSecond >= 1000 ? 'met' : 'not met';
      console.log(
        `  ${'deliveries/s'.padEnd(LABEL_WIDTH - 2)}${Math.round(deliveries.requestsPerSecond).toString().padStart(12)}    (target >= 1,000: ${met})`,
      );
    }
  } finally {
    await stopServers(child);
  }
}

/**
 * CPU time so far (ms) of the processes named postgres on this machine (its backends, WAL writer
 * and so on), from /proc; null where there is none to read (another OS, a remote server).
 */
function postgresCpuMs(): number | null {
  let ticks = 0;
  let found = false;
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // Exited meanwhile.
      }
      if (!stat.includes('(postgres)')) continue;
      // After "pid (comm) ": state is field 3; utime and stime are fields 14 and 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    }
  } catch {
    return null;
  }
  // Linux reports in clock ticks of 1/100 s on every platform Node runs on.
  return found ? ticks * 10 : null;
}

/**
 * Issue 26: PostgreSQL at `items` items, two app instances (two processes) on one database as
 * behind a load balancer: GET /items on one, then 10-row deliveries sent to both at once.
 */
async function benchPostgres(items: number): Promise<void> {
  const schema = `bench_${randomUUID().slice(0, 8)}`;
  const first = await startServers(items, { BENCH_SCHEMA: schema });
  const second = await startServers(items, { BENCH_SCHEMA: schema, BENCH_SEED: '0' });
  try {
    const auth = { authorization: `Bearer ${first.servers.token}` };
    console.log(`\nPostgreSQL, ${items.toLocaleString('en-US')} items, two instances`);
    console.log(firstSyncLine(await measureFirstSync(first.servers.ours, auth), LABEL_WIDTH));
    await benchOne(
      { label: 'ours GET /items (instance A)', url: `${first.servers.ours}/items`, headers: auth },
      LARGE_CONNECTIONS,
      first.servers.bare,
    );
    const postgresBefore = postgresCpuMs();
    const halves = await Promise.all(
      [first, second].map(({ servers }) =>
        benchOne(
          {
            label: `ours POST /receive-items (10 rows), ${servers === first.servers ? 'A' : 'B'}`,
            url: `${servers.ours}/receive-items`,
            method: 'POST',
            status: 201,
            perRequest: delivery(servers.token),
          },
          CONNECTIONS / 2,
          servers.bare,
        ),
      ),
    );
    const postgresAfter = postgresCpuMs();
    const total = halves.reduce((sum, half) => sum + (half?.requestsPerSecond ?? 0), 0);
    const met = total >= 1000 ? 'met' : 'not met';
    console.log(
      `  ${'deliveries/s, both instances'.padEnd(LABEL_WIDTH - 2)}${Math.round(total).toString().padStart(12)}    (target >= 1,000: ${met})`,
    );
    // Over the warm-ups and the runs alike: both instances' deliveries, all of PostgreSQL's CPU.
    const answered = halves.reduce((sum, half) => sum + (half?.answered ?? 0), 0);
    if (postgresBefore !== null && postgresAfter !== null && answered > 0) {
      const perDelivery = (postgresAfter - postgresBefore) / answered;
      console.log(
        `  ${'PostgreSQL CPU per delivery (local server)'.padEnd(LABEL_WIDTH - 2)}${perDelivery.toFixed(3).padStart(12)} ms`,
      );
    }
  } finally {
    await stopServers(second.child);
    await stopServers(first.child);
    const admin = openPostgres(
      process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    );
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(admin.db);
    await admin.close();
  }
}

if (process.env.BENCH_PG === 'only') {
  await benchPostgres(100_000);
  process.exit(0);
}

console.log(`API benchmark: SQLite, autocannon -d ${SECONDS}, Node ${process.version}`);
console.log('(sizes are of the body a client without Accept-Encoding gets)');
await benchSize(1000, CONNECTIONS);
if (process.env.BENCH_LARGE !== '0') await benchSize(100_000, LARGE_CONNECTIONS);
if (process.env.BENCH_PG !== '0') await benchPostgres(100_000);
console.log('');
