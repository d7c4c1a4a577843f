import { API_ROOT } from '../../api/http';
import { reportReachable, reportUnreachable } from '../../api/connectivity';
import { readAccessToken } from '../../lib/session-storage';
import { tokenUserId } from '../../lib/token-claims';
import type { SendOutcome } from './outcome';
import type { OutboxEntry } from './store';
import { postOutboxEntry } from './transport';

/**
 * Sends one outbox entry from the page, only with a token of the entry's own user, read at the
 * moment of sending: another tab may have signed in someone else meanwhile, and the server would
 * record them as the author. Without such a token the entry waits (paused) for its user. A 401
 * here must not reload the page mid-replay: the outbox pauses and the session handles sign-in.
 * The service worker sends through the same postOutboxEntry (sw/sw.ts).
 */
export async function sendOutboxEntry(entry: OutboxEntry): Promise<SendOutcome> {
  const token = readAccessToken();
  if (!token || !entry.userId || tokenUserId(token) !== entry.userId) {
    return { kind: 'unauthorized' };
  }
  const outcome = await postOutboxEntry(entry, { apiRoot: API_ROOT, token });
  if (outcome.kind === 'unreachable') reportUnreachable();
  else reportReachable();
  return outcome;
}
