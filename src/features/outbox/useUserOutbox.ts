import { useEffect, useState } from 'react';
import { useSession } from '../../app/SessionContext';
import type { OutboxEntry } from '../../offline/outbox';
import { watchOutbox } from '../../offline/outbox-watch';
import { requestOutboxSync } from '../../pwa/background-sync';

interface Watched {
  userName: string;
  entries: OutboxEntry[];
}

/**
 * Every outbox entry of the signed-in user (pending, failed, paused), oldest first, live.
 * While some wait to be sent, a Background Sync is requested (the worker replays them even if
 * the app is closed when the network returns).
 */
export function useUserOutbox(): OutboxEntry[] {
  const { session, status } = useSession();
  const userName = status === 'signed-in' ? (session?.userName ?? '') : '';
  const [watched, setWatched] = useState<Watched>({ userName, entries: [] });

  useEffect(() => {
    if (!userName) return;
    return watchOutbox(userName, (entries) => setWatched({ userName, entries }));
  }, [userName]);

  const entries = watched.userName === userName && userName ? watched.entries : [];
  const waiting = entries.some((entry) => entry.status === 'pending');
  useEffect(() => {
    if (waiting) void requestOutboxSync();
  }, [waiting, entries.length]);

  return entries;
}
