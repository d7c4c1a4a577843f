import { discardEntry, enqueue, sendEntry, type OutboxEntry, type SendEntry } from './outbox';

export type SubmitResult =
  | { state: 'sent'; response: unknown }
  /** Offline, a network error, a timeout or a 5xx: kept and sent later. */
  | { state: 'queued'; entry: OutboxEntry }
  | { state: 'rejected'; message: string }
  | { state: 'unauthorized' };

/**
 * A form's submission: written to the outbox first (so a crash or a closed tab loses nothing),
 * then sent at once when the browser believes it is online. A refusal (4xx) is answered on the
 * form itself and the entry dropped: the clerk still has the form to fix, and a corrected
 * submission is a new one with a new key.
 */
export async function submitThroughOutbox(
  fields: Pick<OutboxEntry, 'kind' | 'path' | 'body' | 'summary' | 'userName' | 'method'>,
  send: SendEntry,
  online: boolean = typeof navigator === 'undefined' || navigator.onLine,
): Promise<SubmitResult> {
  const entry = await enqueue(fields);
  if (!online) return { state: 'queued', entry };
  const outcome = await sendEntry(entry, send);
  switch (outcome.kind) {
    case 'accepted':
      return { state: 'sent', response: outcome.response };
    case 'rejected':
      await discardEntry(entry.id);
      return { state: 'rejected', message: outcome.message };
    case 'unauthorized':
      return { state: 'unauthorized' };
    case 'unreachable':
      return { state: 'queued', entry };
  }
}
