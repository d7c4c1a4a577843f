import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSession } from './SessionContext';
import { onOutboxSent, outboxSentCount } from '../offline/outbox/events';
import type { OutboxKind } from '../offline/outbox/kinds';
import { watchOutbox } from '../offline/outbox/store';

/** Whether `kind` is the kind, or one of the kinds, a list reloads on. */
function isOf(kinds: OutboxKind | readonly OutboxKind[], kind: OutboxKind): boolean {
  return typeof kinds === 'string' ? kinds === kind : kinds.includes(kind);
}

/**
 * A number that changes whenever queued submissions of `kind` (one, or a list's several: a
 * module constant, so the subscription stays put) reach the server: reload on it.
 * Two signals, so neither a lost event nor a late subscription can leave the list stale:
 * the sent count (useSyncExternalStore compares it again after subscribing, so a send between
 * render and subscription is seen), and the outbox itself: an entry of this kind that was
 * waiting and is gone (sent by any tab or the service worker) reloads too.
 */
export function useReloadOnSent(kind: OutboxKind | readonly OutboxKind[]): number {
  const subscribe = useCallback(
    (listener: () => void) =>
      onOutboxSent((kinds) => {
        if (kinds.some((sent) => isOf(kind, sent))) listener();
      }),
    [kind],
  );
  const sent = useSyncExternalStore(
    subscribe,
    () => (typeof kind === 'string' ? [kind] : kind).reduce((n, k) => n + outboxSentCount(k), 0),
    () => 0,
  );
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const [gone, setGone] = useState(0);
  const waiting = useRef<Set<string> | null>(null);

  useEffect(() => {
    waiting.current = null;
    if (!userId) return;
    return watchOutbox(userId, (entries) => {
      const now = new Set(
        entries
          .filter((entry) => isOf(kind, entry.kind) && entry.status === 'pending')
          .map((entry) => entry.id),
      );
      const before = waiting.current;
      waiting.current = now;
      if (before && [...before].some((id) => !entries.some((entry) => entry.id === id))) {
        setGone((count) => count + 1);
      }
    });
  }, [userId, kind]);

  return sent + gone;
}
