import { notifyOutboxQueued } from './events';
import type { SendEntry } from './outcome';
import {
  discardEntry,
  enqueue,
  readEntry,
  sendEntry,
  type NewOutboxEntry,
  type OutboxEntry,
} from './store';

export type SubmitResult =
  | { state: 'sent'; response: unknown }
  /** Offline, a network error, a timeout or a 5xx: kept and sent later. */
  | { state: 'queued'; entry: OutboxEntry }
  /** Refused (4xx): the server's message, or null when it sent none (the form's fallback). */
  | { state: 'rejected'; message: string | null }
  | { state: 'unauthorized' };

export interface SubmitOptions {
  /** Whether to try sending at once (the app believes it is online). */
  online: boolean;
  /** A failed entry this corrected submission replaces once it is sent or queued. */
  replaces?: string | null;
}

/**
 * A form's submission: written to the outbox first (so a crash or a closed tab loses nothing),
 * then sent at once when the app believes it is online. A refusal (4xx) is answered on the
 * form itself and the entry dropped: the clerk still has the form to fix, and a corrected
 * submission is a new one with a new key. A correction of a failed entry removes that entry
 * only once the new one is sent or safely queued (the failed one is never sent again).
 */
export async function submitThroughOutbox(
  fields: NewOutboxEntry,
  send: SendEntry,
  { online, replaces = null }: SubmitOptions,
): Promise<SubmitResult> {
  // Written already claimed when sent at once: a replay round started meanwhile (the service
  // worker's Background Sync, another tab) leaves it to this sender.
  const entry = await enqueue(fields, { sending: online });
  const dropReplaced = async () => {
    if (!replaces) return;
    const old = await readEntry(replaces);
    if (old?.userId === fields.userId && old.status === 'failed') await discardEntry(replaces);
  };
  if (!online) {
    await dropReplaced();
    notifyOutboxQueued();
    return { state: 'queued', entry };
  }
  const outcome = await sendEntry(entry, send);
  switch (outcome.kind) {
    case 'accepted':
      await dropReplaced();
      return { state: 'sent', response: outcome.response };
    case 'rejected':
      await discardEntry(entry.id);
      return { state: 'rejected', message: outcome.message };
    case 'unauthorized':
      await dropReplaced();
      return { state: 'unauthorized' };
    case 'unreachable':
    case 'server-error':
      await dropReplaced();
      notifyOutboxQueued();
      return { state: 'queued', entry };
  }
}
