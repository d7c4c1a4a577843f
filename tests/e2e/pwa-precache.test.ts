import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '../support/browser';
import { startLiveServer, type LiveServer } from '../support/live-server';
import {
  launchPwaContext,
  precacheSize,
  privateWebRoot,
  waitForServiceWorker,
  type PwaContext,
} from './pwa-harness';

/** sw/precache.ts's IN_FLIGHT: the files the installing worker asks for at once. */
const IN_FLIGHT = 2;

/**
 * Issue 34: the worker's install fetches its precache a few files at a time instead of Workbox's
 * one at a time ("Ready offline" waits for it), and still stores every file.
 */
describe.runIf(browserAvailable())('the service worker precache', () => {
  let server: LiveServer;
  let pwa: PwaContext;
  let page: Page;
  let dist: ReturnType<typeof privateWebRoot>;
  /** The worker's fetches of the app's files under way at once: now, and the most seen. */
  const workerFetches = { now: 0, most: 0, total: 0 };

  beforeAll(async () => {
    dist = privateWebRoot();
    server = await startLiveServer({ webRoot: dist.webRoot });
    // Seen from the server: the worker's fetch() is `Sec-Fetch-Dest: empty`, while the page's
    // own scripts, styles and images name what they load.
    server.app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.headers['sec-fetch-dest'] !== 'empty' || request.url?.startsWith('/api')) return;
      workerFetches.now += 1;
      workerFetches.total += 1;
      workerFetches.most = Math.max(workerFetches.most, workerFetches.now);
      response.once('close', () => {
        workerFetches.now -= 1;
      });
    });
    pwa = await launchPwaContext(server.baseUrl);
    page = await pwa.context.newPage();
    await page.goto('/login');
    await waitForServiceWorker(page);
  });
  afterAll(async () => {
    await pwa.close();
    await server.close();
    dist.remove();
  });

  it('stores every file of the manifest, asking for several at once and never more than its limit', async () => {
    const stored = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache'));
      if (!precache) return { name: null, files: 0 };
      return { name: precache, files: (await (await caches.open(precache)).keys()).length };
    });
    expect(stored.name).not.toBeNull();
    expect(stored.files).toBe(precacheSize(dist.webRoot).files);
    expect(workerFetches.total).toBeGreaterThan(IN_FLIGHT);
    expect(workerFetches.most).toBeGreaterThan(1);
    expect(workerFetches.most).toBeLessThanOrEqual(IN_FLIGHT);
  });

  it('serves a lazy screen from the precache with the network gone', async () => {
    await pwa.context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    // A chunk no visit loaded (the transfers list), asked for with the network gone: the
    // worker's route answers it from the precache.
    const chunk = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.startsWith('workbox-precache')) ?? '';
      const keys = await (await caches.open(precache)).keys();
      const url = keys
        .map((key) => key.url)
        .find((key) => /\/assets\/TransferListPage-.*\.js/.test(key));
      if (!url) return null;
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    });
    await pwa.context.setOffline(false);
    expect(chunk?.status).toBe(200);
    expect(chunk?.type).toContain('javascript');
  });
});
