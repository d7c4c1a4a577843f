/// <reference lib="webworker" />
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * Files the installing worker fetches at once. Workbox precaches one at a time (workbox#2528:
 * unbounded, hundreds at once ran Chrome out of resources), so the install grew with every
 * lazy chunk the app gained (issue 34: "Ready offline" at sign-in waits for it; 193 files, 33
 * more than before sites, most under 2 KB, so latency, not bytes). Two, not more: Chromium opens
 * six connections to a host over HTTP/1.1 and the page holds one for its event stream; at three
 * and six the page's own chunks and its first item list waited behind the precache (the bench's
 * first item card, tests/bench/browser-sites-scale.ts).
 */
const IN_FLIGHT = 2;

/**
 * Workbox's precache of `entries` (cache names, keys, revisions and the cacheability rules
 * unchanged: the files go through the controller's own strategy, as its install does), with the
 * install fetching IN_FLIGHT files at a time. A file that cannot be stored fails the install,
 * as before; the previous worker (if any) then keeps serving.
 */
export function precacheInParallel(
  entries: readonly (PrecacheEntry | string)[],
): PrecacheController {
  const controller = new PrecacheController();
  controller.addToCacheList([...entries]);
  // Workbox's rule: a revisioned file bypasses the HTTP cache; a hashed name may use it.
  const reload = new Set(
    entries.flatMap((entry) =>
      typeof entry !== 'string' && entry.revision
        ? [new URL(entry.url, self.location.href).href]
        : [],
    ),
  );
  const integrity = new Map(
    entries.flatMap((entry) =>
      typeof entry !== 'string' && entry.integrity
        ? [[new URL(entry.url, self.location.href).href, entry.integrity] as const]
        : [],
    ),
  );
  self.addEventListener('install', (event) => {
    const queue = [...controller.getURLsToCacheKeys()];
    const fetchNext = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, cacheKey] = next;
        const request = new Request(url, {
          integrity: integrity.get(url),
          cache: reload.has(url) ? 'reload' : 'default',
          credentials: 'same-origin',
        });
        await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
      }
    };
    event.waitUntil(Promise.all(Array.from({ length: IN_FLIGHT }, fetchNext)));
  });
  // Drops files of an earlier precache no longer listed, as workbox's activate does.
  self.addEventListener('activate', (event) => {
    event.waitUntil(controller.activate(event));
  });
  return controller;
}
