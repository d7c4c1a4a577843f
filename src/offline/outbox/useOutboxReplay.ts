import { useEffect } from 'react';
import { useSession } from '../../hooks/SessionContext';
import { requestPersistentStorage } from '../device-data';
import { notifyOutboxSent } from './events';
import { sendOutboxEntry } from './page-sender';
import { startReplayLoop } from './replay-loop';
import { claimUnboundEntries, resumePaused } from './store';

/**
 * Replays the signed-in user's outbox (at start, when the browser comes back online, on a
 * timer) while mounted. Entries paused by a 401 resume: the user is signed in again (and
 * entries kept from before user ids are claimed by their name's user). Lists
 * hear about what was sent through onOutboxSent, wherever this hook is mounted.
 */
export function useOutboxReplay(): void {
  const { session, status } = useSession();
  const userId = status === 'signed-in' ? (session?.userId ?? null) : null;
  const userName = session?.userName ?? '';

  useEffect(() => {
    if (userId === null) return;
    // Queued submissions must survive storage pressure.
    void requestPersistentStorage();
    let cancelled = false;
    let stop: (() => void) | null = null;
    void claimUnboundEntries(userId, userName)
      .then(() => resumePaused(userId))
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        stop = startReplayLoop({
          userId,
          send: sendOutboxEntry,
          onReport: (report) => notifyOutboxSent(report.sent.map(({ entry }) => entry.kind)),
        });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, userName]);
}
