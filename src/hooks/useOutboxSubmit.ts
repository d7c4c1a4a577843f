import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { OFFLINE_TEXT } from '../../contract/messages';
import { isOnline } from '../api/connectivity';
import { handleUnauthorized } from '../api/http';
import { useSession } from './SessionContext';
import { useSubmitOnce } from './useSubmitOnce';
import { showAlert } from '../lib/alert';
import { readChosenSiteId } from '../lib/site-choice';
import { outboxListPath, type OutboxSubmission } from '../offline/outbox/kinds';
import { sendOutboxEntry } from '../offline/outbox/page-sender';
import { submitThroughOutbox } from '../offline/outbox/submit';

export interface OutboxSubmitTexts {
  /** Alerted when the server accepted it at once (from its answer, when that decides). */
  success: string | ((response: unknown) => string);
  /** Alerted when the server refused it without a message of its own. */
  fallback: string;
  /** Where to go instead of the kind's list once the server accepted it, from its answer. */
  sentPath?: (response: unknown) => string | null;
}

/**
 * A stock form's submission through the outbox, with the spec's locked submitting state.
 * Sent: success alert and the kind's list (kinds.ts). Queued (offline, network error, 5xx): saved, said so, and
 * the list, where it shows as pending. Refused: the server's message (or the fallback) and the
 * form stays. A 401 keeps the entry paused for the same user and applies the 401 rule.
 * `replaces` names a failed entry this corrected submission replaces (opened from the outbox).
 */
export function useOutboxSubmit(texts: OutboxSubmitTexts) {
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const userName = session?.userName ?? '';
  const navigate = useNavigate();
  const { busy, run } = useSubmitOnce();
  const { success, fallback, sentPath } = texts;

  const submit = useCallback(
    (submission: OutboxSubmission, replaces: string | null = null) =>
      run(async () => {
        const result = await submitThroughOutbox(
          // Made at the chosen site, and sent there whatever the device shows later.
          { ...submission, userId, userName, siteId: readChosenSiteId(userId || null) },
          sendOutboxEntry,
          // Offline or with no server answering (a portal), queue at once instead of waiting
          // out a timeout; the replay loop is the one that probes.
          { online: isOnline(), replaces },
        );
        const listPath = outboxListPath(submission.kind);
        switch (result.state) {
          case 'sent':
            showAlert(typeof success === 'function' ? success(result.response) : success);
            void navigate(sentPath?.(result.response) ?? listPath);
            break;
          case 'queued':
            showAlert(OFFLINE_TEXT.queued);
            void navigate(listPath);
            break;
          case 'rejected':
            showAlert(result.message ?? fallback);
            break;
          case 'unauthorized':
            showAlert(OFFLINE_TEXT.queued);
            handleUnauthorized();
            break;
        }
      }).catch(() => showAlert(fallback)),
    [run, userId, userName, success, fallback, sentPath, navigate],
  );

  return { busy, submit };
}
