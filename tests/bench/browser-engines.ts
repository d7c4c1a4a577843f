/**
 * Every engine at warehouse scale (issue 37): Chromium, Firefox and WebKit (those installed,
 * tests/support/browser-engines.ts) against the real server holding N items, behind the proxy
 * that can refuse connections (a Wi-Fi without route). Prints, per engine, asserts nothing:
 * - login click → "Ready offline";
 * - first item card on /items (a page load, the app's code from the service worker);
 * - offline reload (connections refused) → first item card (median of 5);
 * - the server reachable again → a waste report saved meanwhile arrives (median of 5), with
 *   `navigator.onLine` never changing.
 * `npx tsx tests/bench/browser-engines.ts [N]` (default 20000). BROWSER_ENGINES=firefox picks
 * engines; BENCH_WEB_ROOT=dir serves another build (e.g. an older commit's dist, for a before
 * and after). Times come from polls every 100 ms: up to about 0.1 s late.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, ROOT } from '../../scripts/build-if-stale';
import { startFaultProxy } from '../e2e/fault-proxy';
import { median } from '../e2e/pwa-harness';
import { browserEngines, launchEngine } from '../support/browser-engines';
import {
  reportWasteOffline,
  signInToReadyOffline,
  waitForServiceWorker,
} from '../support/engine-journeys';
import type { EngineName, EngineSession } from '../support/engine-session';
import { isoDateIn } from '../support/e2e-fixtures';
import { startLiveServer } from '../support/live-server';
import { seedScaleItems } from '../support/scale-fixture';
import { insertItem, insertLot, insertReferences, userIdOf } from '../support/stock-fixtures';

const ITEMS = Number(process.argv[2] ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** As in tests/e2e/every-engine.ts: long enough for a backoff to have grown. */
const OUTAGE_MS = 15_000;
const FIRST_CARD = '.item-card';

/** ms from the page's navigation start to the moment a poll first saw an item card. */
async function firstItemAfterLoad(session: EngineSession): Promise<number> {
  await session.waitFor(`document.querySelector('${FIRST_CARD}')`, 'the first item', 120_000);
  return session.run<number>('performance.now()');
}

async function measure(engine: EngineName, webRoot: string): Promise<void> {
  const server = await startLiveServer({ webRoot });
  const db = server.handle.db;
  await seedScaleItems(db, ITEMS);
  const refs = await insertReferences(db);
  const itemId = await insertItem(db, refs, { name: 'Bench Waste Milk', unit: 'L' });
  await insertLot(db, {
    itemId,
    supplierId: refs.supplierId,
    receivedBy: await userIdOf(db, 'Manager'),
    quantity: 1_000_000,
    expirationDate: isoDateIn(5),
  });
  const proxy = await startFaultProxy(server.baseUrl);
  const session = await launchEngine(engine);
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(56)} ${value}`);
  try {
    console.log(`${engine}, ${ITEMS} items`);
    line(
      'login click → "Ready offline"',
      `${await signInToReadyOffline(session, proxy.baseUrl)} ms`,
    );
    await waitForServiceWorker(session);
    await session.goto(`${proxy.baseUrl}/items`);
    line('first item on /items', `${Math.round(await firstItemAfterLoad(session))} ms`);

    await proxy.refuseConnections();
    const reloads: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await session.reload();
      reloads.push(await firstItemAfterLoad(session));
    }
    line(`offline reload → first item (median of ${RUNS})`, `${Math.round(median(reloads))} ms`);
    await proxy.acceptConnections();

    const wasteCount = async () =>
      (await db.selectFrom('waste').select('id').where('item_id', '=', itemId).execute()).length;
    const arrivals: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const before = await wasteCount();
      await proxy.refuseConnections();
      await reportWasteOffline(session, 'Bench Waste Milk');
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await proxy.acceptConnections();
      const back = Date.now();
      while ((await wasteCount()) === before) {
        if (Date.now() - back > 120_000) throw new Error('The report never arrived');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      arrivals.push(Date.now() - back);
    }
    line(
      `server reachable again → report arrived (median of ${RUNS})`,
      `${(median(arrivals) / 1000).toFixed(1)} s (each: ${arrivals.map((ms) => (ms / 1000).toFixed(1)).join(', ')})`,
    );
  } finally {
    await session.close();
    await proxy.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  let webRoot = process.env.BENCH_WEB_ROOT;
  let copy: string | null = null;
  if (!webRoot) {
    buildIfStale();
    // A private copy: a build started meanwhile must not swap the service worker under the run.
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-engines-dist-'));
    fs.cpSync(path.join(ROOT, 'dist'), copy, { recursive: true });
    webRoot = copy;
  }
  try {
    for (const engine of browserEngines()) await measure(engine, webRoot);
  } finally {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }
}

await main();
