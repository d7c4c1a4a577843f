import { useEffect, useSyncExternalStore } from 'react';
import { openSharedEventStream } from '../api/shared-events';
import {
  readDeviceSyncedAt,
  showReady,
  stopDeviceSync,
  syncDevice,
  syncList,
  syncPagesOn,
} from '../offline/device-sync/device-sync';
import { announceListChange, deviceListOf } from '../offline/device-sync/list-changes';
import { deviceSyncState, type DeviceSyncState } from '../offline/device-sync/sync-state';

/**
 * Device sync while signed in (design: Offline-first client): every device list at sign-in,
 * again on reconnect and on return to the app, and the one list an event names as soon as
 * another device writes it, with the pages `roleName` may read (device-pages.ts: roles, open
 * stocktakes, near-expiry). Every event also goes to the open screens (list-changes.ts), after
 * the device copy it names is written.
 */
export function useDeviceSync(roleName: string | null): DeviceSyncState {
  useEffect(() => {
    if (roleName === null) return;
    let active = true;
    // A device copy that cannot be read (closed at sign-out, private mode) just shows nothing.
    readDeviceSyncedAt()
      .then((syncedAt) => {
        if (active && syncedAt !== null && deviceSyncState.get().phase === 'idle') {
          showReady(syncedAt);
        }
      })
      .catch(() => undefined);
    const syncAll = () => void syncDevice(roleName).catch(() => undefined);
    syncAll();
    const onVisible = () => {
      if (document.visibilityState === 'visible') syncAll();
    };
    window.addEventListener('online', syncAll);
    document.addEventListener('visibilitychange', onVisible);
    const stop = openSharedEventStream({
      // Reopened after a gap: what changed meanwhile was not heard.
      onOpen: syncAll,
      onEvent: (event) => {
        const kind = deviceListOf(event.list);
        // User Timing marks (DevTools, tests/bench/live-sync-browser.ts): event heard → copy saved.
        performance.mark(`live-event:${event.list}`);
        if (kind) {
          syncList(kind).then(
            () => performance.mark(`device-copy:${kind}`),
            () => undefined,
          );
        }
        // Screens reading a device page (the count screen) observe its copy: this write shows.
        void syncPagesOn(event.list, roleName).catch(() => undefined);
        announceListChange(event);
      },
    });
    return () => {
      active = false;
      stopDeviceSync();
      stop();
      window.removeEventListener('online', syncAll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [roleName]);
  return useSyncExternalStore(deviceSyncState.subscribe, deviceSyncState.get);
}
