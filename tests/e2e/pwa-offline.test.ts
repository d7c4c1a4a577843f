import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, signInAs } from '../support/browser';
import { startLiveServer, type LiveServer } from '../support/live-server';
import { insertItem, insertReferences } from '../support/stock-fixtures';
import {
  launchPwaContext,
  privateWebRoot,
  median,
  precacheSize,
  savedRowCount,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';

interface InstallabilityError {
  errorId: string;
}

describe.runIf(browserAvailable())('installable, offline-first PWA', () => {
  let server: LiveServer;
  let pwa: PwaContext;
  let page: Page;

  let dist: ReturnType<typeof privateWebRoot>;

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    const refs = await insertReferences(server.handle.db);
    await insertItem(server.handle.db, refs, { name: 'Oat Milk', unit: 'L' });
    await insertItem(server.handle.db, refs, { name: 'Caster Sugar', unit: 'kg' });
    pwa = await launchPwaContext(server.baseUrl);
    page = await pwa.context.newPage();
    await signInAs(page, server.baseUrl, 'Manager');
  });
  afterAll(async () => {
    await pwa.close();
    await server.close();
    dist.remove();
  });

  it('the service worker activates and controls the page after a reload', async () => {
    await waitForServiceWorker(page);
    const script = await page.evaluate<string>('navigator.serviceWorker.controller.scriptURL');
    expect(new URL(script).pathname).toBe('/sw.js');
    const { entries, bytes } = precacheSize(dist.webRoot);
    expect(entries).toBeGreaterThan(10);
    console.log(`PWA precache: ${entries} entries, ${(bytes / 1024).toFixed(1)} KiB`);
  });

  it('has a valid manifest and is installable', async () => {
    const cdp = await pwa.context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(manifest.errors).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      name: 'Inventory',
      short_name: 'Inventory',
      display: 'standalone',
      start_url: '/dashboard',
      scope: '/',
    });
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: InstallabilityError[];
    };
    expect(installabilityErrors).toEqual([]);
    await cdp.detach();
  });

  it('offline, a reload renders the shell, the items list, a received form and the dashboard', async () => {
    // Seen once online: the lists and the form's reference data are saved in Dexie.
    await page.goto('/items', { waitUntil: 'domcontentloaded' });
    await page.getByText('Caster Sugar').first().waitFor();
    await page.goto('/inventory/received-items/create', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Supplier').waitFor();
    // The form shows the suppliers as they arrive; leaving before they are saved would lose them.
    await expect.poll(() => savedRowCount(page, 'suppliers')).toBeGreaterThan(0);
    await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('load');
    // The live-updates stream stays open, so the network is never idle: wait for the worker.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await pwa.context.setOffline(true);
    try {
      await page.goto('/items', { waitUntil: 'domcontentloaded' });
      await page.getByText('Caster Sugar').first().waitFor();
      await page.getByRole('heading', { name: 'Items', level: 1 }).waitFor();
      const banner = page.getByTestId('offline-banner');
      expect(await banner.innerText()).toMatch(/^You are offline\. Showing data saved .+ ago\.$/);
      // Still signed in: an unexpired token stays valid offline.
      await page.getByTestId('header-user-name').waitFor();

      await page.reload();
      await page.getByText('Caster Sugar').first().waitFor();

      await page.goto('/inventory/received-items/create', { waitUntil: 'domcontentloaded' });
      const supplier = page.getByLabel('Supplier');
      await supplier.waitFor();
      // The suppliers come from the offline copy a moment after the form appears.
      await expect.poll(() => supplier.locator('option').count()).toBeGreaterThan(1);

      await page.goto('/dashboard', { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByText('Total Items').first().waitFor();
      expect(page.url()).toMatch(/\/dashboard$/);
    } finally {
      await pwa.context.setOffline(false);
    }
  });

  it('measures the offline reload to the items list (median of 5)', async () => {
    await page.goto('/items', { waitUntil: 'domcontentloaded' });
    await page.getByText('Caster Sugar').first().waitFor();
    await pwa.context.setOffline(true);
    const times: number[] = [];
    try {
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await page.reload();
        await page.getByText('Caster Sugar').first().waitFor();
        times.push(performance.now() - started);
      }
    } finally {
      await pwa.context.setOffline(false);
    }
    console.log(
      `PWA offline reload to the items list: median ${median(times).toFixed(0)} ms (runs: ${times
        .map((time) => time.toFixed(0))
        .join(', ')})`,
    );
    expect(times).toHaveLength(5);
  });
});
