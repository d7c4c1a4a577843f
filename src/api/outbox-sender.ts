import { readAccessToken } from '../app/session-storage';
import type { OutboxEntry, SendOutcome } from '../offline/outbox';
import { API_ROOT } from './http';
import { postOutboxEntry } from './outbox-transport';

/**
 * Sends one outbox entry from the page with the signed-in user's token. A 401 here must not
 * reload the page mid-replay: the outbox pauses instead and the session handles the sign-in.
 * The service worker sends through the same postOutboxEntry (sw/sw.ts).
 */
export function sendOutboxEntry(entry: OutboxEntry): Promise<SendOutcome> {
  return postOutboxEntry(entry, { apiRoot: API_ROOT, token: readAccessToken() });
}
