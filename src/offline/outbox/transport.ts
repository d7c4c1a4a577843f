import { DEVICE_TIME_HEADER, IDEMPOTENCY_HEADER, SITE_HEADER } from '../../../contract/paths';
import { sendRequest } from '../../api/send-request';
import { outboxMethod } from './kinds';
import { classifyAnswer, type SendOutcome } from './outcome';
import type { OutboxEntry } from './store';

/** Where and as whom an outbox entry is sent: the page and the service worker each supply it. */
export interface OutboxTransport {
  /** The provider API root, e.g. /api/v1/inventory-system. */
  apiRoot: string;
  /** The Bearer token, or null (the server then answers 401 and the queue pauses). */
  token: string | null;
  timeoutMs?: number;
}

const SEND_TIMEOUT_MS = 20_000;

/**
 * An entry's headers: its key, the site it was made at (never the one the device shows), and
 * this device's clock as it sends, by which the server corrects a time the entry recorded (a
 * count's countedAt) when the clock is wrong.
 */
function entryHeaders(entry: OutboxEntry): Record<string, string> {
  const headers: Record<string, string> = {
    [IDEMPOTENCY_HEADER]: entry.id,
    [DEVICE_TIME_HEADER]: new Date().toISOString(),
  };
  if (typeof entry.siteId === 'number') headers[SITE_HEADER] = String(entry.siteId);
  return headers;
}

/**
 * Sends one outbox entry with its id as the Idempotency-Key and sorts the answer into an
 * outcome. Goes through the one HTTP client's sendRequest, which uses only what a page and a
 * service worker both have (fetch, no document), so the background-sync replay in sw/ sends
 * exactly as the page does.
 */
export async function postOutboxEntry(
  entry: OutboxEntry,
  transport: OutboxTransport,
): Promise<SendOutcome> {
  const method = outboxMethod(entry.kind);
  const answer = await sendRequest(`${transport.apiRoot}${entry.path}`, {
    method,
    token: transport.token,
    // The refusal is kept on the entry and may be read days later, after a language switch: it
    // is kept in English (the catalogues' own language) and said in the language of the moment
    // where it is shown (entryNoteText, FormErrors), as the server would have said it.
    language: 'en',
    headers: entryHeaders(entry),
    // A DELETE has no body, and Fastify refuses an empty one declared as JSON.
    ...(method === 'DELETE' ? {} : { json: entry.body }),
    signal: AbortSignal.timeout(transport.timeoutMs ?? SEND_TIMEOUT_MS),
    // A captive portal answers anything with its own page: that is no acceptance.
    requireJson: true,
  });
  if (answer.kind === 'unreachable') return { kind: 'unreachable' };
  const { response } = answer;
  if (response.ok) return { kind: 'accepted', response: answer.data };
  // A DELETE repeated after a lost answer finds nothing left to delete: that is its success.
  if (method === 'DELETE' && response.status === 404) {
    return { kind: 'accepted', response: undefined };
  }
  return classifyAnswer({
    status: response.status,
    message: answer.message,
    retryAfter: response.headers.has('Retry-After'),
  });
}
