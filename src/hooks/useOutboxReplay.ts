import { useEffect } from 'react';
import { sendOutboxEntry } from '../api/outbox-sender';
import { useSession } from '../app/SessionContext';
import { resumePaused } from '../offline/outbox';
import { notifyOutboxSent } from '../offline/outbox-events';
import { startReplayLoop } from '../offline/replay-triggers';

/**
 * Replays the signed-in user's outbox (at start, when the browser comes back online, on a
 * timer) while mounted. Entries paused by a 401 resume: the user is signed in again. Lists
 * hear about what was sent through onOutboxSent, wherever this hook is mounted.
 */
export function useOutboxReplay(): void {
  const { session, status } = useSession();
  const userName = status === 'signed-in' ? (session?.userName ?? null) : null;

  useEffect(() => {
    if (userName === null) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    void resumePaused(userName)
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        stop = startReplayLoop({
          userName,
          send: sendOutboxEntry,
          onReport: (report) => notifyOutboxSent(report.sent.map(({ entry }) => entry.kind)),
        });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userName]);
}
