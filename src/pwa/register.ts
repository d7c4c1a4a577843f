import { Workbox } from 'workbox-window';
import type { PageMessage } from '../../contract/sync-tag';
import type { OutboxKind } from '../offline/outbox/kinds';
import { notifyOutboxSent } from '../offline/outbox/events';
import { setServiceWorkerRegistration } from '../lib/app-code';
import { createExternalStore } from '../lib/external-store';

/** Set when a new version is installed and waiting: calling it switches to it and reloads. */
export const updateStore = createExternalStore<(() => void) | null>(null);

/**
 * Registers the service worker (production builds only: devOptions are off) and looks for a
 * new version on start and on return to the app (watchForUpdates). A new version waits until
 * the user presses Reload in the update prompt, so nothing reloads by itself under someone
 * typing a delivery in.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, {
    scope: import.meta.env.BASE_URL,
    // The worker script is always fetched from the server, never from the HTTP cache.
    updateViaCache: 'none',
  });

  const applyUpdate = () => {
    // Reload once the new worker controls the page (not before: the old chunks would go).
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  };
  workbox.addEventListener('waiting', () => updateStore.set(applyUpdate));

  // The worker replayed queued entries on a Background Sync event: lists reload.
  workbox.addEventListener('message', (event) => {
    const message = event.data as PageMessage | undefined;
    if (message?.type === 'OUTBOX_SENT') notifyOutboxSent(message.kinds as OutboxKind[]);
  });

  const registered = workbox.register().catch(() => undefined);
  setServiceWorkerRegistration(registered);
  watchForUpdates(workbox, registered);
}

/**
 * Looks for a new version at start and whenever the app is brought back: an installed app on
 * iOS is resumed, not reloaded, so the browser's own check on navigation may never come
 * (vite-plugin-pwa#554). Offline the check fails quietly and the next one tries again.
 */
function watchForUpdates(workbox: Workbox, registered: Promise<unknown>): void {
  const check = () => void workbox.update().catch(() => undefined);
  void registered.then((registration) => {
    if (!registration) return;
    check();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}
