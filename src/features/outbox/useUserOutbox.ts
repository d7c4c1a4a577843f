import { useEffect, useState } from 'react';
import { useSession } from '../../app/SessionContext';
import type { OutboxEntry } from '../../offline/outbox';
import { watchOutbox } from '../../offline/outbox-watch';
import { requestOutboxSync } from '../../pwa/background-sync';

interface Watched {
  userId: string;
  entries: OutboxEntry[];
}

/**
 * Every outbox entry of the signed-in user (pending, failed, paused), oldest first, live.
 * While some wait to be sent, a Background Sync is requested (the worker replays them even if
 * the app is closed when the network returns).
 */
export function useUserOutbox(): OutboxEntry[] {
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

  return entries;
}
