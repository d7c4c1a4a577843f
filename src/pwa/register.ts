import { Workbox } from 'workbox-window';
import type { PageMessage } from '../../contract/sync-tag';
import type { OutboxKind } from '../offline/outbox/kinds';
import { notifyOutboxSent } from '../offline/outbox/events';
import { setServiceWorkerRegistration } from '../lib/app-code';
import { createExternalStore } from '../lib/external-store';

/** Set when a new version is installed and waiting: calling it switches to it and reloads. */
export const updateStore = createExternalStore<(() => void) | null>(null);

/**
 * Registers the service worker (production builds only: devOptions are off). A new version
 * waits until the user presses Reload in the update prompt, so nothing reloads by itself under
 * someone typing a delivery in.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === 'undefined') return;
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(`${import.meta.env.BASE_URL}sw.js`, {
    scope: import.meta.env.BASE_URL,
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

  setServiceWorkerRegistration(workbox.register().catch(() => undefined));
}
