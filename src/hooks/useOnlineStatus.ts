import { useSyncExternalStore } from 'react';
import { isOnline, serverReachable } from '../api/connectivity';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  const stopReachable = serverReachable.subscribe(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stopReachable();
  };
}

/**
 * Whether the app is online as the user lives it (live): the browser has a network and the
 * server answered the last request (no captive portal, no Wi-Fi without a route).
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
