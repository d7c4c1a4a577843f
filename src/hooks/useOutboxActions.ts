import { useCallback } from 'react';
import { useSession } from './SessionContext';
import { notifyOutboxSent } from '../offline/outbox/events';
import { sendOutboxEntry } from '../offline/outbox/page-sender';
import { replayExclusively } from '../offline/outbox/replay';
import { confirmEntry, discardEntry, retryEntry } from '../offline/outbox/store';

/**
 * The outbox panel's actions: retry a waiting entry now, confirm an old one (both sent at once
 * when online) and discard. A failed entry is corrected in its form instead (kinds.ts: its form).
 */
export function useOutboxActions() {
  const { session } = useSession();
  const userId = session?.userId ?? '';

  const sendNow = useCallback(async () => {
    // Pressed by the user: try even when the last request found no server (it is the probe).
    if (!navigator.onLine || !userId) return;
    const report = await replayExclusively(userId, sendOutboxEntry);
    if (report) notifyOutboxSent(report.sent.map(({ entry }) => entry.kind));
  }, [userId]);

  const retry = useCallback(
    async (id: string) => {
      await retryEntry(id);
      await sendNow();
    },
    [sendNow],
  );

  const confirm = useCallback(
    async (id: string) => {
      await confirmEntry(id);
      await sendNow();
    },
    [sendNow],
  );

  const discard = useCallback((id: string) => discardEntry(id), []);

  return { retry, confirm, discard };
}
