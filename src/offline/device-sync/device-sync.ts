import { isNetworkFailure } from '../../api/http';
import { loadReferenceList } from '../../api/reference-loaders';
import { appCodeOnDevice } from '../../lib/app-code';
import { database } from '../database';
import { syncSites } from '../sites-copy';
import { refreshReference, type ReferenceKind } from '../reference-cache';
import { isCurrentSignIn, writeForSignIn, writeTicket, type WriteTicket } from '../write-session';
import { devicePagesFor, type DevicePage } from './device-pages';
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

/**
 * The role's device pages (device-pages.ts) after the reference lists, each written only while
 * the sign-in of `ticket` lasts (a page of several requests, the open stocktakes, is that
 * sign-in's whole or not at all). One the server refuses (a role changed since sign-in) does not
 * keep the device from being ready for the rest; no network does.
 */
async function syncPages(pages: readonly DevicePage[], ticket: WriteTicket): Promise<void> {
  let unreachable: Error | null = null;
  for (const page of pages) {
    // Signed out meanwhile: nothing more is asked for that sign-in.
    if (!isCurrentSignIn(ticket)) return;
    try {
      await page.sync(ticket);
    } catch (error) {
      if (isNetworkFailure(error)) unreachable ??= error as Error;
    }
  }
  if (unreachable) throw unreachable;
}

/** The part of the role's device pages a live event names (device-pages.ts), if any. */
export async function syncPagesOn(list: string, roleName: string | null): Promise<void> {
  const ticket = writeTicket();
  for (const page of devicePagesFor(roleName)) await page.onEvent?.(list)?.(ticket);
}

let running: Promise<void> | null = null;
let again = false;
let stopped = false;
let syncRole: string | null = null;

/**
 * Sign Out: the run in progress stops before its next list instead of asking the server with no
 * token (each 401 would be for nobody's session). The next sign-in's sync starts afresh.
 */
export function stopDeviceSync(): void {
  stopped = true;
  again = false;
}

/**
 * Brings every device list up to date, one after another (the phone's connection and
 * IndexedDB are shared with the screen in use), then the pages `roleName` may read. Calls
 * during a run share one more run after it. A failure (offline) leaves the last state: the
 * next trigger tries again.
 */
export function syncDevice(roleName: string | null = null): Promise<void> {
  syncRole = roleName;
  stopped = false;
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        // "Ready offline" is this sign-in's: not written for a run that outlived it.
        const ticket = writeTicket();
        // The user's sites first: the lists after are the chosen site's. A server without
        // sites (404) or none reached leaves the choice as it is.
        await syncSites(ticket).catch(() => undefined);
        for (const kind of DEVICE_LISTS) {
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by stopDeviceSync during the awaits
          if (stopped) return;
          await syncList(kind);
        }
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- set by stopDeviceSync during the awaits
        if (stopped) return;
        await syncPages(devicePagesFor(syncRole), ticket);
        const syncedAt = Date.now();
        const db = database();
        const written = await writeForSignIn(db, ticket, [db.keyValue], () =>
          db.keyValue.put({ key: SYNCED_AT_KEY, value: syncedAt }),
        );
        if (written) showReady(syncedAt);
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
