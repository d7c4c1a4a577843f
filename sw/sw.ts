/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { API_BASE_PATH } from '../contract/paths';
import { replayExclusively } from '../src/offline/outbox/replay';
import { forgetReplaySession, readReplaySession } from '../src/offline/outbox/replay-session';
import { postOutboxEntry } from '../src/offline/outbox/transport';
import { OUTBOX_SYNC_TAG, type PageMessage, type WorkerMessage } from '../contract/sync-tag';
import { precacheInParallel } from './precache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Background Sync is not in TypeScript's WebWorker lib. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// The app shell and every screen's lazy chunk, so any screen opens with no network.
cleanupOutdatedCaches();
const precache = precacheInParallel(self.__WB_MANIFEST);
registerRoute(new PrecacheRoute(precache));

// Client-side routes: every navigation gets index.html (the API is never a navigation target).
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [new RegExp(`^${API_BASE_PATH}/`), /^\/api\//],
  }),
);

// Item images are content-addressed (their URL is their hash): cache first, bounded.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(`${API_BASE_PATH}/images/`),
  new CacheFirst({
    cacheName: 'item-images',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.ok ? response : null) },
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);
// Every other API response is left to the network; Dexie in the page holds the data.

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WorkerMessage | undefined;
  // The page's update prompt: the user chose Reload.
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes the open page at once, so it works offline without a reload.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/**
 * Replays the outbox with the page's code (src/offline/outbox: the same replay, the same
 * transport and its table of kinds), as the user
 * the page last saved. Web Locks keep tabs and this worker from sending at once. Throwing
 * asks the browser to try the sync again later.
 */
async function replayFromWorker(): Promise<void> {
  const session = await readReplaySession();
  // Nobody signed in on this device (or their token was refused): the page replays after sign-in.
  if (!session) return;
  // Only the token's own user's entries, with that token: never someone else's.
  const report = await replayExclusively(session.userId, (entry) =>
    postOutboxEntry(entry, { apiRoot: session.apiRoot, token: session.token }),
  );
  if (!report) return; // a tab is sending right now
  if (report.sent.length > 0) {
    const message: PageMessage = {
      type: 'OUTBOX_SENT',
      kinds: [...new Set(report.sent.map(({ entry }) => entry.kind))],
    };
    const pages = await self.clients.matchAll({ type: 'window' });
    for (const page of pages) page.postMessage(message);
  }
  if (report.stoppedBy === 'unauthorized') await forgetReplaySession();
  if (report.stoppedBy === 'unreachable') throw new Error('The server is still unreachable.');
  // A page is sending an entry right now (one sender per submission): the browser wakes this
  // worker again later for whatever that page leaves behind.
  if (report.stoppedBy === 'busy') throw new Error('A page is sending the outbox.');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(replayFromWorker());
});
