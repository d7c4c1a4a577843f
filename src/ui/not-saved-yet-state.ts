import { useSyncExternalStore } from 'react';

/*
 * How many NotSavedYet notices are on screen. The offline banner reads it so it does not say
 * "Showing data saved 1 minute ago" (the newest save of any list) above a page whose own list
 * was never saved: one coherent message, not two that disagree.
 */
let shown = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called by NotSavedYet while mounted; returns the undo. */
export function markNotSavedYetShown(): () => void {
  shown += 1;
  notify();
  return () => {
    shown -= 1;
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the page shows "Not saved on this device yet". */
export function useNotSavedYetShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  );
}
