import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from '../../scripts/build-if-stale';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser';
import { PENDING_STATE } from '../../src/offline/outbox/pending-state';

/**
 * Helpers of the PWA browser tests. A persistent context (a real profile directory) is what a
 * service worker, Background Sync and installability need; a plain context is incognito.
 */
export interface PwaContext {
  context: BrowserContext;
  close: () => Promise<void>;
}

export async function launchPwaContext(
  baseURL: string,
  viewport = { width: 1280, height: 800 },
  /** Extra Chromium flags, e.g. a fake camera (tests/support/fake-camera.ts). */
  extraArgs: string[] = [],
): Promise<PwaContext> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...extraArgs],
    baseURL,
    viewport,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A private copy of dist/ for one test file: a build started meanwhile (another test run) must
 * not swap the service worker or delete chunks under a test. Returns its path and a remover.
 */
export function privateWebRoot(): { webRoot: string; remove: () => void } {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-dist-'));
  fs.cpSync(path.join(ROOT, 'dist'), webRoot, { recursive: true });
  return { webRoot, remove: () => fs.rmSync(webRoot, { recursive: true, force: true }) };
}

/** Waits until the worker is active (precache complete) and, after a reload, controls the page. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await page.waitForFunction('navigator.serviceWorker.controller !== null');
}

/**
 * How many rows of a reference list (items, suppliers, …) the device holds once the list is
 * saved (cacheMeta has its record, written in the same transaction as the rows), read from
 * IndexedDB in the page; null before that. A page load cuts short a save still running.
 */
export async function savedRowCount(page: Page, kind: string): Promise<number | null> {
  return page.evaluate(
    (kind) =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('inventory');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          // The items are kept as pages of items (src/offline/item-pages.ts).
          const store = kind === 'items' ? 'itemPages' : kind;
          const read = db.transaction(['cacheMeta', store]);
          const meta = read.objectStore('cacheMeta').get(kind);
          const rows = read.objectStore(store).getAll();
          read.oncomplete = () => {
            db.close();
            const all = rows.result as { items?: unknown[] }[];
            const count =
              kind === 'items'
                ? all.reduce((sum, page) => sum + (page.items?.length ?? 0), 0)
                : all.length;
            resolve(meta.result === undefined ? null : count);
          };
          read.onerror = () => reject(new Error(String(read.error)));
        };
      }),
    kind,
  );
}

/**
 * The URLs the build precaches, read from dist/sw.js (the injected manifest), and their bytes;
 * `files`: the distinct ones (the manifest names a few public files twice, the cache once).
 */
export function precacheSize(dist = path.join(ROOT, 'dist')): {
  entries: number;
  files: number;
  bytes: number;
} {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] ?? '');
  const bytes = urls.reduce((sum, url) => {
    const file = path.join(dist, url);
    return sum + (fs.existsSync(file) ? fs.statSync(file).size : 0);
  }, 0);
  return { entries: urls.length, files: new Set(urls).size, bytes };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The header's outbox badge: its accessible name, or null while hidden. */
export async function outboxBadgeLabel(page: Page): Promise<string | null> {
  // One look, no auto-wait: a badge seen by a count and gone (sent) before a getAttribute left
  // that getAttribute waiting its whole 30 s for an element that no longer exists.
  return page
    .getByTestId('outbox-badge')
    .evaluateAll((badges) => badges[0]?.getAttribute('aria-label') ?? null);
}

/**
 * Moves within the running app the way a clerk does (a link click: history and router, no page
 * load), so an offline test exercises the outbox rather than an offline page load, which
 * pwa-offline.test.ts covers on its own.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  // A panel or dialog left open by the previous step is closed first, as a person would.
  while (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** An outbox entry as a form queues it, less what the store adds (id, seq, time, state). */
export interface SeededEntry {
  kind: string;
  path: string;
  body: unknown;
  summary: string;
  userId: string;
  userName: string;
}

/**
 * Writes entries into the device's outbox directly (IndexedDB, after the last seq), pending and
 * never tried, as if the forms had queued them: the app reads them on its next start.
 */
export function seedOutbox(page: Page, entries: readonly SeededEntry[]): Promise<void> {
  return page.evaluate(
    ({ rows, pending }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('inventory');
        open.onerror = () => reject(new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('outbox', 'readwrite');
          const store = tx.objectStore('outbox');
          const last = store.index('seq').openCursor(null, 'prev');
          last.onsuccess = () => {
            let seq = (last.result?.value as { seq?: number } | undefined)?.seq ?? 0;
            for (const row of rows) {
              seq += 1;
              store.add({
                ...row,
                id: crypto.randomUUID(),
                seq,
                createdAt: Date.now(),
                ...pending,
              });
            }
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('outbox write failed'));
        };
      }),
    { rows: entries, pending: PENDING_STATE },
  );
}
