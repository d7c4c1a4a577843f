import { useEffect } from 'react';
import { getOutboxKey } from '../api/auth';
import { probeServer } from '../api/connectivity-probe';
import { useSession } from './SessionContext';
import { requestPersistentStorage } from '../offline/device-data';
import { notifyOutboxSent } from '../offline/outbox/events';
import { sendOutboxEntry } from '../offline/outbox/page-sender';
import { startReplayLoop } from '../offline/outbox/replay-loop';
import { openSealedEntries } from '../offline/outbox/sealing';
import { claimUnboundEntries, resumePaused } from '../offline/outbox/store';

/**
 * Replays the signed-in user's outbox (at start, when the browser comes back online or the
 * page is shown again, as soon as a probe finds the server again, on a timer) while mounted.
 * Entries paused by a 401 resume: the user is signed in again (and entries kept from before
 * user ids are claimed by their name's user), and those sealed at their Sign Out open with the
 * key the server gives them (sealing.ts), before any round. Lists hear about what was sent
 * through onOutboxSent, wherever this hook is mounted.
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
    // Until the key arrives (no network yet) sealed entries wait; each round asks again.
    const openSealed = () => openSealedEntries(userId, getOutboxKey).catch(() => 0);
    void claimUnboundEntries(userId, userName)
      .then(openSealed)
      .then(() => resumePaused(userId))
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        stop = startReplayLoop({
          userId,
          send: sendOutboxEntry,
          beforeRound: openSealed,
          probe: probeServer,
          onReport: (report) => notifyOutboxSent(report.sent.map(({ entry }) => entry.kind)),
        });
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, userName]);
}
