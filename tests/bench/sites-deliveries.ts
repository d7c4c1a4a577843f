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
 * a CPU profile under dir/before or dir/after when it stops.
 * `npx tsx tests/bench/sites-deliveries.ts`
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SITE_HEADER } from '../../contract/paths';
import { testEngines } from '../support/engines';
import { delivery } from './delivery-request';
import type { DeliveryServer } from './delivery-server';
import { TREES, abbaRounds, startSides, startTreeProcess, type Side } from './tree-process';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const SERVER_FILE = 'tests/bench/delivery-server.ts';

type Engine = 'sqlite' | 'postgres';

/** Starts delivery-server.ts in `tree` and waits for its line. */
function startServer(side: Side, tree: string, engine: Engine) {
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_PROFILE, side)}`]
    : [];
  return startTreeProcess<DeliveryServer>(SERVER_FILE, {
    cwd: tree,
    env: { BENCH_ENGINE: engine },
    nodeArgs: profile,
  });
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
  const { servers, stop } = await startSides((side, tree) => startServer(side, tree, engine));
  try {
    console.log(
      `\n${engine}: 20,000 items, 200,000 lots; before at one site, after at ${servers.after.sites} sites`,
    );
    const figures = await abbaRounds(
      ROUNDS,
      async (side) => {
        await deliveriesPerSecond(servers[side], 1);
        return deliveriesPerSecond(servers[side], SECONDS);
      },
      (side, { perSecond, failed }) =>
        `${side} ${Math.round(perSecond)}/s${failed ? ` (${failed} failed)` : ''}`,
    );
    const before = median(figures.before.map((figure) => figure.perSecond));
    const after = median(figures.after.map((figure) => figure.perSecond));
    console.log(
      `  median deliveries/s: before ${Math.round(before)}, after ${Math.round(after)}, ` +
        `after/before ${(after / before).toFixed(3)} (target >= 0.90)`,
    );
  } finally {
    await stop();
  }
}

if (!fs.existsSync(path.join(TREES.before, 'server'))) {
  console.log(
    `sites-deliveries skipped: no before-tree at ${TREES.before} (see the file's header)`,
  );
} else {
  fs.copyFileSync(path.join(TREES.after, SERVER_FILE), path.join(TREES.before, SERVER_FILE));
  console.log(
    `Deliveries (10 rows) before sites (8134249) and after, autocannon ${CONNECTIONS} connections, ` +
      `${ROUNDS} rounds of ${SECONDS} s each side`,
  );
  await benchEngine('sqlite');
  if (process.env.BENCH_PG === '0') console.log('PostgreSQL skipped (BENCH_PG=0)');
  else if ((await testEngines()).includes('postgres')) await benchEngine('postgres');
}
