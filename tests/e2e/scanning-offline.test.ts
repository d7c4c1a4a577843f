import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, signInAs } from '../support/browser';
import { drawBarcode, fakeCameraFlags, writeFakeCameraVideo } from '../support/fake-camera';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { insertItem, insertReferences } from '../support/stock-fixtures';
import {
  launchPwaContext,
  privateWebRoot,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';

const BUTTER = { name: 'Offline Butter', barcode: '5000112637922' };

/**
 * Scanning with no network: after a reload offline, the scan loop, its worker and ZXing's
 * .wasm must all come from the service worker's precache, and the item from Dexie.
 */
describe.runIf(browserAvailable())('barcode scanning offline', () => {
  let server: LiveServer;
  let pwa: PwaContext;
  let page: Page;
  let dist: ReturnType<typeof privateWebRoot>;
  let video: string;

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    const db = server.handle.db;
    const refs = await insertReferences(db);
    const id = await insertItem(db, refs, { name: BUTTER.name, unit: 'kg' });
    await db.updateTable('items').set({ barcode: BUTTER.barcode }).where('id', '=', id).execute();
    video = writeFakeCameraVideo('scan-offline', [
      { image: await drawBarcode('ean13', BUTTER.barcode), frames: 30 },
    ]);
    pwa = await launchPwaContext(
      server.baseUrl,
      { width: 390, height: 844 },
      fakeCameraFlags(video),
    );
    page = await pwa.context.newPage();
    await signInAs(page, server.baseUrl, 'Warehouse Staff');
  });

  afterAll(async () => {
    await pwa.close();
    await server.close();
    dist.remove();
    fs.rmSync(video, { force: true });
  });

  it('a camera read picks the item after a reload with the network cut', async () => {
    await waitForServiceWorker(page);
    await page.goto('/reports/create');
    const picker = page.locator('.item-picker input').first();
    // Online once, so the items are in Dexie (the scanner itself was never opened online).
    await picker.click();
    await page.getByRole('option', { name: new RegExp(BUTTER.name) }).waitFor();
    await page.waitForLoadState('load');
    // The live-updates stream stays open, so the network is never idle: wait for the worker.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const precached = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        if (requests.some((request) => /\/assets\/zxing_reader-.*\.wasm/.test(request.url))) {
          return true;
        }
      }
      return false;
    });
    expect(precached).toBe(true);

    await pwa.context.setOffline(true);
    try {
      await page.reload();
      await picker.click();
      await page.getByRole('option', { name: new RegExp(BUTTER.name) }).waitFor();
      await picker.press('Escape');
      await picker.blur();
      await page.getByRole('button', { name: 'Scan' }).click();
      await expect.poll(() => picker.inputValue(), { timeout: 20_000 }).toBe(BUTTER.name);
    } finally {
      await pwa.context.setOffline(false);
    }
  });
});
