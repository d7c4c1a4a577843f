import { useEffect, useState } from 'react';
import { useSession } from './SessionContext';
import { requestOutboxSync } from '../offline/outbox/background-sync';
import type { OutboxKind } from '../offline/outbox/kinds';
import { watchOutbox, type OutboxEntry } from '../offline/outbox/store';

interface Watched {
  userId: string;
  entries: OutboxEntry[];
}

/**
 * The signed-in user's outbox entries (pending, failed, paused, confirm), oldest first, live;
 * only those of `kind` when one is named (a list screen), all of them otherwise (the panel).
 * While some wait to be sent, a Background Sync is requested (the worker replays them even if
 * the app is closed when the network returns).
 */
export function useOutboxEntries<K extends OutboxKind>(
  kind?: K,
): Extract<OutboxEntry, { kind: K }>[] {
  const { session, status } = useSession();
  const userId = status === 'signed-in' ? (session?.userId ?? '') : '';
  const [watched, setWatched] = useState<Watched>({ userId, entries: [] });

  useEffect(() => {
    if (!userId) return;
    return watchOutbox(userId, (entries) => setWatched({ userId, entries }));
  }, [userId]);

  const entries = watched.userId === userId && userId ? watched.entries : [];
  const waiting = entries.some((entry) => entry.status === 'pending');
  useEffect(() => {
    if (waiting) void requestOutboxSync();
  }, [waiting, entries.length]);

  return entries.filter(
    (entry): entry is Extract<OutboxEntry, { kind: K }> =>
      (kind === undefined || entry.kind === kind) && entry.userId === userId,
  );
}
