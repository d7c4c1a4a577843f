import { loadReferenceList } from '../../api/reference-loaders';
import { appCodeOnDevice } from '../../pwa/app-code';
import { database } from '../database';
import { refreshReference, type ReferenceKind } from '../reference-cache';
import { deviceSyncState } from './sync-state';

/**
 * Every reference list the offline forms need (received, PO, waste, order): every role reads
 * them (server/routes), so the device keeps them all whatever screen was visited.
 */
export const DEVICE_LISTS: readonly ReferenceKind[] = [
  'items',
  'suppliers',
  'departments',
  'itemAreas',
  'categories',
  // Open purchase orders, to receive against offline (design: Purchasing); empty for a role
  // that may not read them.
  'purchaseOrders',
];

/** When the device was last wholly brought up to date (kept across Sign Out: shared data). */
const SYNCED_AT_KEY = 'device-synced-at';

export async function readDeviceSyncedAt(): Promise<number | null> {
  const row = await database().keyValue.get(SYNCED_AT_KEY);
  return typeof row?.value === 'number' ? row.value : null;
}

/** One list brought up to date by delta sync; a first whole list reports its saving. */
export async function syncList(kind: ReferenceKind): Promise<void> {
  await refreshReference(
    kind,
    (state) => loadReferenceList(kind, state),
    undefined,
    (saved, total) => deviceSyncState.set({ phase: 'saving', kind, saved, total }),
  );
}

/**
 * Shows "Ready offline" for lists brought up to date at `syncedAt` once the app's code is on the
 * device too (a first visit's service worker may still be precaching): until then the offline
 * forms would not open, so the header shows nothing rather than a promise it cannot keep.
 */
export function showReady(syncedAt: number): void {
  if (deviceSyncState.get().phase === 'saving') deviceSyncState.set({ phase: 'idle' });
  void appCodeOnDevice().then(() => {
    const state = deviceSyncState.get();
    if (state.phase === 'saving' || (state.phase === 'ready' && state.syncedAt >= syncedAt)) return;
    deviceSyncState.set({ phase: 'ready', syncedAt });
  });
}

let running: Promise<void> | null = null;
let again = false;

/**
 * Brings every device list up to date, one after another (the phone's connection and
 * IndexedDB are shared with the screen in use). Calls during a run share one more run after it.
 * A failure (offline) leaves the last state: the next trigger tries again.
 */
export function syncDevice(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        for (const kind of DEVICE_LISTS) await syncList(kind);
        const syncedAt = Date.now();
        await database().keyValue.put({ key: SYNCED_AT_KEY, value: syncedAt });
        showReady(syncedAt);
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by calls made during the awaits above
      } while (again);
    } finally {
      running = null;
      const state = deviceSyncState.get();
      // A failed first sync must not leave the progress on screen.
      if (state.phase === 'saving') {
        const syncedAt = await readDeviceSyncedAt().catch(() => null);
        if (syncedAt === null) deviceSyncState.set({ phase: 'idle' });
        else showReady(syncedAt);
      }
    }
  })();
  return running;
}
