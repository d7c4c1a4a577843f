import { createExternalStore } from '../lib/external-store';

/**
 * Whether the server answered lately. `navigator.onLine` says only that some network is there:
 * a Wi-Fi with no route or a captive portal leaves it true while every request fails. A failed
 * request (no answer, timeout, a portal's page) marks the server unreachable; the next answer
 * from the server clears it.
 */
export const serverReachable = createExternalStore<boolean>(true);

export function reportReachable(): void {
  serverReachable.set(true);
}

export function reportUnreachable(): void {
  serverReachable.set(false);
}

/** Online as the user lives it: the browser has a network and the server answers. */
export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine) && serverReachable.get();
}

// The browser found a network again: believe it until a request says otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', reportReachable);
