import { translate } from '../../i18n';
import { useCallback, useState } from 'react';
import type { StocktakeCount } from '../../../contract/schemas/stocktakes';
import { isOnline } from '../../api/connectivity';
import { handleUnauthorized } from '../../api/http';
import { sendOutboxEntry } from '../../offline/outbox/page-sender';
import { useSession } from '../../hooks/SessionContext';
import { outboxSubmission } from '../../offline/outbox/kinds';
import { discardEntry, type NewOutboxEntry } from '../../offline/outbox/store';
import { submitThroughOutbox } from '../../offline/outbox/submit';
import { countBody } from './stocktake-lines';
import { readChosenSiteId } from '../../lib/site-choice';

export type CountOutcome =
  | { state: 'sent'; count: StocktakeCount | null }
  | { state: 'queued' }
  | { state: 'refused'; message: string };

/**
 * Counting and deleting counts of one stocktake, each through the outbox (its id is the
 * Idempotency-Key): offline they wait on the device and arrive once; two devices' counts add up.
 * The screen stays open between counts, so outcomes are returned rather than navigated on.
 */
export function useStocktakeCounts(stocktakeId: number, fallback: string) {
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const userName = session?.userName ?? '';
  const [sending, setSending] = useState(0);

  const run = useCallback(
    async (fields: NewOutboxEntry): Promise<CountOutcome> => {
      setSending((n) => n + 1);
      try {
        // A count is made at the chosen site, and sent there whatever the device shows later.
        const atSite = { ...fields, siteId: fields.siteId ?? readChosenSiteId(userId || null) };
        const result = await submitThroughOutbox(atSite, sendOutboxEntry, { online: isOnline() });
        switch (result.state) {
          case 'sent':
            return { state: 'sent', count: (result.response ?? null) as StocktakeCount | null };
          case 'queued':
            return { state: 'queued' };
          case 'rejected':
            return { state: 'refused', message: result.message ?? fallback };
          case 'unauthorized':
            handleUnauthorized();
            return { state: 'queued' };
        }
      } finally {
        setSending((n) => n - 1);
      }
    },
    [fallback, userId],
  );

  const addCount = useCallback(
    (itemId: number, quantity: string, itemName: string) =>
      run({
        ...outboxSubmission(
          'stocktake-count',
          countBody(itemId, quantity),
          translate('stocktakes.countSummary', { quantity: quantity.trim(), item: itemName }),
          stocktakeId,
        ),
        userId,
        userName,
      }),
    [run, stocktakeId, userId, userName],
  );

  const deleteCount = useCallback(
    (countId: number, itemName: string) =>
      run({
        ...outboxSubmission(
          'stocktake-count-delete',
          null,
          translate('stocktakes.deleteSummary', { item: itemName }),
          stocktakeId,
          countId,
        ),
        userId,
        userName,
      }),
    [run, stocktakeId, userId, userName],
  );

  /** A count still on this device is simply dropped: the server never saw it. */
  const dropPending = useCallback((entryId: string) => discardEntry(entryId), []);

  return { addCount, deleteCount, dropPending, sending: sending > 0 };
}
