import { OUTBOX_SYNC_TAG } from '../../../contract/sync-tag';

/** Background Sync is not in TypeScript's DOM lib. */
interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Asks the browser to wake the service worker when the network returns, so queued entries are
 * sent even if the app is closed by then. Where it is missing (Firefox, Safari) the page's own
 * triggers (start, online event, timer) do the work.
 */
export async function requestOutboxSync(): Promise<boolean> {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !navigator.serviceWorker.controller
  )
    return false;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration &
      SyncRegistration;
    if (!registration.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Permission withheld or the worker is being replaced: the page triggers still replay.
    return false;
  }
}
