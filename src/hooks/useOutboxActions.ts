import { useCallback } from 'react';
import { sendOutboxEntry } from '../api/outbox-sender';
import { useSession } from '../app/SessionContext';
import { discardEntry, replayExclusively, retryEntry } from '../offline/outbox';
import { notifyOutboxSent } from '../offline/outbox-events';

/** Retry (back in the queue and sent at once when online) and discard for a failed entry. */
export function useOutboxActions() {
  const { session } = useSession();
  const userName = session?.userName ?? '';

  const retry = useCallback(
    async (id: string) => {
      await retryEntry(id);
      if (typeof navigator !== 'undefined' && !navigator.onLine) return;
      const report = await replayExclusively(userName, sendOutboxEntry);
      if (report) notifyOutboxSent(report.sent.map(({ entry }) => entry.kind));
    },
    [userName],
  );

  const discard = useCallback((id: string) => discardEntry(id), []);

  return { retry, discard };
}
