/**
 * Issue 34: 10-row deliveries per second before sites and after, on SQLite and PostgreSQL, in
 * one run on one machine. "Before" is a worktree of 8134249, the last commit before the sites
 * work (BENCH_BEFORE_TREE, default /work/wt/i34-before; make it with
 * `git worktree add --detach /work/wt/i34-before 8134249` and link node_modules into it);
 * "after" is this tree. Each side runs its own server code in its own process
 * (delivery-server.ts, copied into the before-tree), on its own database of 20,000 items and
 * 200,000 lots: at Main alone before, over Main, Bar and Kitchen after, where each delivery
 * names its site in X-Site-Id as the app does. Then BENCH_ROUNDS rounds (default 6) of
 * autocannon (50 connections, BENCH_SECONDS each, default 5, after an unmeasured second),
 * before and after in turn (ABBA), one server loaded at a time. Prints each round and the
 * medians; asserts nothing. BENCH_PG=0 skips PostgreSQL; BENCH_PROFILE=dir: each server writes
 * a CPU profile under dir/before or dir/after when it stops; BENCH_ACTIVITY=0 runs the after-tree
 * with its activity log off (issue 35's cost, not the sites').
 * `npx tsx tests/bench/sites-deliveries.ts`
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SITE_HEADER } from '../../contract/paths';
import { testEngines } from '../support/engines';
import { delivery } from './delivery-request';
import type { DeliveryServer } from './delivery-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const BEFORE_TREE = process.env.BENCH_BEFORE_TREE ?? '/work/wt/i34-before';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const AFTER_TREE = path.resolve(HERE, '../..');
const SERVER_FILE = 'tests/bench/delivery-server.ts';

type Side = 'before' | 'after';
type Engine = 'sqlite' | 'postgres';

/** Starts delivery-server.ts in `tree` and waits for its line. */
async function startServer(
  side: Side,
  tree: string,
  engine: Engine,
): Promise<{ child: ChildProcess; server: DeliveryServer }> {
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_PROFILE, side)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', SERVER_FILE], {
    cwd: tree,
    env: { ...process.env, BENCH_ENGINE: engine },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${tree}: server exited with ${code}`)));
  });
  return { child, server: JSON.parse(first) as DeliveryServer };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Deliveries per second against one server; errors and non-201 answers counted apart. */
async function deliveriesPerSecond(server: DeliveryServer, seconds: number) {
  // The site's header as the app sends it; the before-tree's server ignores it.
  const next = delivery(server.token, { [SITE_HEADER]: '1' });
  const result = await autocannon({
    url: `${server.url}/receive-items`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          const { headers, body } = next();
          return { ...request, headers: { ...request.headers, ...headers }, body };
        },
      },
    ],
  });
  return { perSecond: result.requests.average, failed: result.non2xx + result.errors };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function benchEngine(engine: Engine): Promise<void> {
  const started: ChildProcess[] = [];
  try {
    const servers = {} as Record<Side, DeliveryServer>;
    for (const [side, tree] of [
      ['before', BEFORE_TREE],
      ['after', AFTER_TREE],
    ] as const) {
      const { child, server } = await startServer(side, tree, engine);
      started.push(child);
      servers[side] = server;
    }
    console.log(
      `\n${engine}: 20,000 items, 200,000 lots; before at one site, after at ${servers.after.sites} sites`,
    );
    const figures: Record<Side, number[]> = { before: [], after: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order: Side[] = round % 2 ? ['after', 'before'] : ['before', 'after'];
      const line: string[] = [];
      for (const side of order) {
        await deliveriesPerSecond(servers[side], 1);
        const { perSecond, failed } = await deliveriesPerSecond(servers[side], SECONDS);
        figures[side].push(perSecond);
        line.push(`${side} ${Math.round(perSecond)}/s${failed ? ` (${failed} failed)` : ''}`);
      }
      console.log(`  round ${round + 1}: ${line.join(', ')}`);
    }
    const before = median(figures.before);
    const after = median(figures.after);
    console.log(
      `  median deliveries/s: before ${Math.round(before)}, after ${Math.round(after)}, ` +
        `after/before ${(after / before).toFixed(3)} (target >= 0.90)`,
    );
  } finally {
    for (const child of started.reverse()) await stopServer(child);
  }
}

if (!fs.existsSync(path.join(BEFORE_TREE, 'server'))) {
  console.log(`sites-deliveries skipped: no before-tree at ${BEFORE_TREE} (see the file's header)`);
} else {
  fs.copyFileSync(path.join(AFTER_TREE, SERVER_FILE), path.join(BEFORE_TREE, SERVER_FILE));
  console.log(
    `Deliveries (10 rows) before sites (8134249) and after, autocannon ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${SECONDS} s each side`,
  );
  await benchEngine('sqlite');
  if (process.env.BENCH_PG === '0') console.log('PostgreSQL skipped (BENCH_PG=0)');
  else if ((await testEngines()).includes('postgres')) await benchEngine('postgres');
}
