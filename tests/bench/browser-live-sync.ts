/**
 * Device sync in the browser at warehouse scale (issue 20): Chromium at 390 px with a fresh
 * profile against the real server holding N items. Prints, asserts nothing:
 * - login click → "Ready offline" (every device list and page saved, the app's code on the device);
 * - one item changed elsewhere: the live event heard → the device copy committed, and the write
 *   sent → committed (User Timing marks the app sets in src/hooks/useDeviceSync.ts).
 * `npx tsx tests/bench/browser-live-sync.ts [N]` (default 20000; BENCH_DELTAS, default 10).
 */
import type { Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale';
import { launchPwaContext, median, type PwaContext } from '../e2e/pwa-harness';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { renameOneItem } from '../support/rename-item';
import { scaleItemBarcode, seedScaleItems } from '../support/scale-fixture';
import { TEST_PASSWORD, userNameFor } from '../support/test-server';

const DELTAS = Number(process.env.BENCH_DELTAS ?? 10);

/**
 * Signs in through the form; returns the ms from the Login click to the first whole list's
 * arrival (the saving strip shows; null when it came and went between two looks, as a small
 * list's saving can) and to "Ready offline".
 */
async function loginToReady(
  page: Page,
  server: LiveServer,
): Promise<{ arrived: number | null; ready: number }> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('Username').fill(userNameFor('Manager'));
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  const started = Date.now();
  await page.getByRole('button', { name: 'Login' }).click();
  const ready = page.getByTestId('ready-offline');
  // Where the time goes: the strip appears when the items' whole list has arrived and saving starts.
  const strip = page.getByTestId('device-sync-progress');
  await strip.or(ready).first().waitFor({ timeout: 300_000 });
  const arrived = (await strip.count()) > 0 ? Date.now() - started : null;
  await ready.waitFor({ timeout: 300_000 });
  return { arrived, ready: Date.now() - started };
}

/** The page's marks of one delta: event heard and copy committed, as epoch ms. */
async function deltaMarks(page: Page): Promise<{ heard: number; committed: number }> {
  // No named function inside: tsx would wrap it in a helper the page lacks (and the app's CSP
  // forbids the string form).
  const handle = await page.waitForFunction(
    () => {
      const heard = performance.getEntriesByName('live-event:items', 'mark').at(-1);
      const committed = performance.getEntriesByName('device-copy:items', 'mark').at(-1);
      return heard && committed && committed.startTime >= heard.startTime
        ? {
            heard: performance.timeOrigin + heard.startTime,
            committed: performance.timeOrigin + committed.startTime,
          }
        : null;
    },
    null,
    { timeout: 30_000, polling: 5 },
  );
  return (await handle.jsonValue()) as { heard: number; committed: number };
}

async function measure(count: number): Promise<void> {
  const server = await startLiveServer();
  let pwa: PwaContext | null = null;
  try {
    await seedScaleItems(server.handle.db, count);
    pwa = await launchPwaContext(server.baseUrl, { width: 390, height: 844 });
    const page = await pwa.context.newPage();
    page.setDefaultTimeout(120_000);
    const { arrived, ready } = await loginToReady(page, server);
    console.error(`  … login click → Ready offline: ${ready} ms`);

    const heardToCommitted: number[] = [];
    const writeToCommitted: number[] = [];
    for (let run = 0; run < DELTAS; run += 1) {
      await page.evaluate(() => performance.clearMarks());
      // Item 5n has no image, and an item without one cannot be saved: take 5n + 1.
      const sent = Date.now();
      await renameOneItem(server, 5 * run + 1, `Live ${run} ${scaleItemBarcode(run)}`);
      const marks = await deltaMarks(page);
      heardToCommitted.push(marks.committed - marks.heard);
      writeToCommitted.push(marks.committed - sent);
    }

    console.log(`\nDevice sync in the browser at 390 px, ${count.toLocaleString('en-GB')} items`);
    console.log(
      `  login click → "Ready offline" (full first sync committed): ${ready} ms (${arrived === null ? 'the saving strip came and went unseen' : `the items' whole list arrived, saving begins, at ${arrived} ms`})`,
    );
    console.log(
      `  one item changed elsewhere, event heard → device copy committed: median ${median(heardToCommitted).toFixed(0)} ms, max ${Math.max(...heardToCommitted).toFixed(0)} ms (target < 500 ms; ${DELTAS} changes)`,
    );
    console.log(
      `  the write sent → device copy committed: median ${median(writeToCommitted).toFixed(0)} ms, max ${Math.max(...writeToCommitted).toFixed(0)} ms`,
    );
  } finally {
    await pwa?.close();
    await server.close();
  }
}

buildIfStale();
const [count] = process.argv.slice(2).map(Number).filter(Number.isFinite);
await measure(count ?? 20_000);
