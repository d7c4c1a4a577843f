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
 * before and after in turn (ABBA), one server loaded at a time. Prints each round (its rate, the
 * server's CPU time per delivery, the round's after/before) and the medians; asserts nothing. BENCH_PG=0 skips PostgreSQL; BENCH_PROFILE=dir: each server writes
 * a CPU profile under dir/before or dir/after when it stops; BENCH_ACTIVITY=0 runs the after-tree
 * with its activity log off (issue 35's cost, not the sites').
 * `npx tsx tests/bench/sites-deliveries.ts`
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { SITE_HEADER } from '../../contract/paths';
import { testEngines } from '../support/engines';
import { median, quadRatios } from './abba';
import { delivery } from './delivery-request';
import type { DeliveryServer } from './delivery-server';
import { TREES, abbaRounds, startSides, startTreeProcess, type Side } from './tree-process';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const SERVER_FILE = 'tests/bench/delivery-server.ts';

type Engine = 'sqlite' | 'postgres';

/** A side's server, with its process id for the CPU time it spends. */
type Running = DeliveryServer & { pid: number | undefined };

/** Starts delivery-server.ts in `tree` and waits for its line. */
async function startServer(side: Side, tree: string, engine: Engine) {
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_PROFILE, side)}`]
    : [];
  const started = await startTreeProcess<DeliveryServer>(SERVER_FILE, {
    cwd: tree,
    env: { BENCH_ENGINE: engine },
    nodeArgs: profile,
  });
  return { ...started, ready: { ...started.ready, pid: started.child.pid } };
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds the process has used (user + system), or NaN where /proc cannot tell. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

/**
 * Deliveries per second against one server; errors and non-201 answers counted apart; and the
 * server process's CPU time per delivery (on PostgreSQL its Node side only), which a shared
 * machine's load sways less than the rate.
 */
async function deliveriesPerSecond(server: Running, seconds: number) {
  // The site's header as the app sends it; the before-tree's server ignores it.
  const next = delivery(server.token, { [SITE_HEADER]: '1' });
  const cpuBefore = cpuSeconds(server.pid);
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
  const cpuMicroseconds = ((cpuSeconds(server.pid) - cpuBefore) * 1e6) / result['2xx'];
  return {
    perSecond: result.requests.average,
    failed: result.non2xx + result.errors,
    cpuMicroseconds,
  };
}

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
      (side, { perSecond, failed, cpuMicroseconds }) =>
        `${side} ${Math.round(perSecond)}/s ${Math.round(cpuMicroseconds)} µs CPU` +
        (failed ? ` (${failed} failed)` : ''),
    );
    // Each round's own after/before: its two halves ran seconds apart, so a load that drifts
    // over the run sways the pair less than it sways the medians of each side.
    const ratios = figures.after.map(
      (after, round) => after.perSecond / (figures.before[round]?.perSecond ?? Number.NaN),
    );
    console.log(`  rounds' after/before: ${ratios.map((ratio) => ratio.toFixed(3)).join(', ')}`);
    const before = median(figures.before.map((figure) => figure.perSecond));
    const after = median(figures.after.map((figure) => figure.perSecond));
    // Two rounds (before after, after before) make an ABBA quad, in which a drift that is linear
    // over its four segments (PostgreSQL's background work after a side's writes, a load that
    // rises) cancels.
    const quads = quadRatios(
      figures.after.map((figure) => figure.perSecond),
      figures.before.map((figure) => figure.perSecond),
    );
    console.log(
      `  median deliveries/s: before ${Math.round(before)}, after ${Math.round(after)}, ` +
        `after/before ${(after / before).toFixed(3)} (target >= 0.90); ` +
        `median of the rounds' after/before ${median(ratios).toFixed(3)}; ` +
        `median of the ABBA quads' ${median(quads).toFixed(3)} (${quads.map((q) => q.toFixed(3)).join(', ')})`,
    );
    const cpuBefore = median(figures.before.map((figure) => figure.cpuMicroseconds));
    const cpuAfter = median(figures.after.map((figure) => figure.cpuMicroseconds));
    console.log(
      `  median server CPU per delivery${engine === 'postgres' ? ' (Node only)' : ''}: ` +
        `before ${Math.round(cpuBefore)} µs, after ${Math.round(cpuAfter)} µs, ` +
        `before/after ${(cpuBefore / cpuAfter).toFixed(3)}`,
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
