/**
 * Issue 34: at 100,000 items, login click to "Ready offline" and to the first item card, before
 * sites and after, in one run on one machine. "Before" is a worktree of 8134249, the last commit
 * before the sites work (BENCH_BEFORE_TREE, default /work/wt/i34-before; see
 * sites-deliveries.ts's header for making it); "after" is this tree. Each side runs its own
 * server and its own production build in a process of its own (scale-server.ts, loading that
 * tree's code), on its own fresh SQLite database of BENCH_ITEMS items (default 100,000; after:
 * every item area at Main, the only site).
 *
 * One run: a phone (Chromium at 390 px, a fresh profile) opens /items signed out, the Manager
 * signs in on the login form it shows, and the sign-in goes back to /items; timed from the
 * Login click to the first item card attached and to "Ready offline" (device sync's whole first
 * sync saved). The page's API requests are counted with and without X-Site-Id, so the table
 * shows the header was sent as the app sends it. One unmeasured run a side, then BENCH_ROUNDS
 * rounds (default 6), before and after in turn (ABBA). Prints each round and the medians with
 * the ratio after/before; asserts nothing. `npx tsx tests/bench/browser-sites-scale.ts`
 */
import type { Request } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, SITE_HEADER } from '../../contract/paths';
import { median } from '../e2e/pwa-harness';
import { signInAs } from '../support/browser';
import { firstItemEpoch, openPhonePage } from './browser-phone';
import type { ScaleServer } from './scale-server';
import { TREES, abbaRounds, startSides, startTreeProcess, type Side } from './tree-process';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SERVER_SCRIPT = path.join(import.meta.dirname, 'scale-server.ts');

interface Run {
  /** Login click → first item card attached (ms). */
  firstItem: number;
  /** Login click → "Ready offline" (ms). */
  ready: number;
  /** Login click → the sign-in's answer (ms): the server's part before any list. */
  login: number;
  /** Login click → the service worker controls the page, the app's code stored (ms). */
  appCode: number;
  /** The page's API requests until "Ready offline", and those that carried X-Site-Id. */
  requests: number;
  withSite: number;
  /** Method and path of those sent without it. */
  withoutSite: string[];
  /** Every one: when it started and ended after the click (ms), with the header or not. */
  timeline: string[];
}

interface Sent {
  name: string;
  site: boolean;
  at: number;
  end?: number;
}

/** Records (wall clock) when a service worker first controls the page: its precache is done. */
const APP_CODE_PROBE = `navigator.serviceWorker.addEventListener('controllerchange', () => {
  window.__appCodeAt ??= Date.now();
});`;

async function oneRun(baseUrl: string): Promise<Run> {
  const { pwa, page } = await openPhonePage(baseUrl);
  try {
    await page.addInitScript(APP_CODE_PROBE);
    const sent = new Map<Request, Sent>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith(API_BASE_PATH)) return;
      const name = `${request.method()} ${url.pathname.slice(API_BASE_PATH.length)}${url.search}`;
      sent.set(request, { name, site: SITE_HEADER in request.headers(), at: Date.now() });
    });
    const finished = (request: Request) => {
      const entry = sent.get(request);
      if (entry) entry.end = Date.now();
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);
    const clickedAt = await signInAs(page, baseUrl, 'Manager', '/items');
    const firstItem = (await firstItemEpoch(page)) - clickedAt;
    await page.getByTestId('ready-offline').waitFor({ timeout: 300_000 });
    const ready = Date.now() - clickedAt;
    const appCodeAt = await page.evaluate(
      () => (window as unknown as { __appCodeAt?: number }).__appCodeAt ?? Number.NaN,
    );
    const seen = [...sent.values()];
    const since = (at: number | undefined) => (at === undefined ? '…' : String(at - clickedAt));
    const login = seen.find((request) => request.name === 'POST /login')?.end ?? Number.NaN;
    return {
      firstItem,
      ready,
      login: login - clickedAt,
      appCode: appCodeAt - clickedAt,
      requests: seen.length,
      withSite: seen.filter((request) => request.site).length,
      withoutSite: seen.filter((request) => !request.site).map((request) => request.name),
      timeline: seen.map(
        (request) =>
          `${since(request.at)}-${since(request.end)} ${request.name}${request.site ? ' (site)' : ''}`,
      ),
    };
  } finally {
    await pwa.close();
  }
}

/** BENCH_REQUESTS=1: each request's start and end after the click (ms), to see where time went. */
function printTimeline(run: Run): void {
  if (process.env.BENCH_REQUESTS === '1') console.log(`      ${run.timeline.join('\n      ')}`);
}

function clock(): string {
  return `${new Date().toISOString().slice(11, 19)} UTC, load ${os.loadavg()[0]?.toFixed(2)}`;
}

function describe(side: Side, run: Run): string {
  return (
    `${side} ready ${Math.round(run.ready)} ms, first item ${Math.round(run.firstItem)} ms ` +
    `(signed in at ${Math.round(run.login)}, app code at ${Math.round(run.appCode)}), ` +
    `${run.withSite}/${run.requests} requests with ${SITE_HEADER}`
  );
}

function ratioLine(label: string, before: number[], after: number[]): string {
  const [b, a] = [median(before), median(after)];
  const ratio = a / b;
  const verdict = ratio <= 1.1 ? 'ok' : 'OVER';
  return (
    `  ${label.padEnd(32)} ${String(Math.round(b)).padStart(8)} ${String(Math.round(a)).padStart(8)}` +
    `   ${ratio.toFixed(3).padStart(6)}  ${verdict}`
  );
}

async function bench(): Promise<void> {
  // One after the other: each builds its tree's app if stale, then seeds its database.
  const { servers, stop } = await startSides((_side, tree) =>
    startTreeProcess<ScaleServer>(SERVER_SCRIPT, {
      cwd: tree,
      env: { BENCH_TREE: tree, BENCH_ITEMS: String(ITEMS) },
    }),
  );
  try {
    console.log(
      `\nLogin click to the first item card and to "Ready offline", ${ITEMS.toLocaleString('en-GB')} ` +
        `items, Chromium at 390 px, before sites (8134249) and after, ${ROUNDS} rounds (ABBA)`,
    );
    for (const side of ['before', 'after'] as const) {
      const run = await oneRun(servers[side].baseUrl);
      console.log(`  warm-up (${clock()}): ${describe(side, run)}`);
      console.log(`    ${side}: sent without ${SITE_HEADER}: ${run.withoutSite.join(', ')}`);
      printTimeline(run);
    }
    const runs = await abbaRounds(
      ROUNDS,
      async (side) => {
        const run = await oneRun(servers[side].baseUrl);
        printTimeline(run);
        return run;
      },
      describe,
      (round) => `round ${round + 1} (${clock()})`,
    );
    const figure = (side: Side, key: 'ready' | 'firstItem') => runs[side].map((run) => run[key]);
    console.log(
      `\n  ${'median (ms)'.padEnd(32)} ${'before'.padStart(8)} ${'after'.padStart(8)}   after/before (target <= 1.10)`,
    );
    console.log(
      ratioLine(
        'login click → "Ready offline"',
        figure('before', 'ready'),
        figure('after', 'ready'),
      ),
    );
    console.log(
      ratioLine(
        'login click → first item card',
        figure('before', 'firstItem'),
        figure('after', 'firstItem'),
      ),
    );
    const afterHeader = runs.after.every((run) => run.withSite > 0);
    console.log(`  ${SITE_HEADER} sent after: ${afterHeader ? 'yes, every run' : 'NO'}`);
  } finally {
    await stop();
  }
}

if (!fs.existsSync(path.join(TREES.before, 'server'))) {
  console.log(
    `browser-sites-scale skipped: no before-tree at ${TREES.before} (see the file's header)`,
  );
} else {
  await bench();
}
