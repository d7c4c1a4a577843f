import type { OutboxEntry } from './entry';

/** What one attempt to send an entry came to, as the sender saw it. */
export type SendOutcome =
  | { kind: 'accepted'; response: unknown }
  /** Refused (4xx): the server's own message, or null when it sent none. */
  | { kind: 'rejected'; status: number; message: string | null }
  | { kind: 'unauthorized' }
  /**
   * No usable answer: no network, a timeout, a captive portal, a gateway or busy server, or the
   * same key still being processed (a 409 with Retry-After).
   */
  | { kind: 'unreachable' }
  /** The server answered with an error of its own (5xx): this entry backs off. */
  | { kind: 'server-error'; status: number };

export type SendEntry = (entry: OutboxEntry) => Promise<SendOutcome>;

/** What the server's answer said, as far as the outbox cares. */
export interface AnswerFacts {
  status: number;
  /** The server's error message (arrays joined), null when it sent none. */
  message: string | null;
  /** Whether a Retry-After header came with it. */
  retryAfter: boolean;
}

/**
 * Sorts an HTTP answer into an outcome: 2xx accepted; 401 pauses; a 409 with Retry-After is the
 * same key still in flight (server/idempotency.ts), so try again; other 4xx refuse; the rest
 * retries.
 */
export function classifyAnswer({ status, message, retryAfter }: AnswerFacts): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'accepted', response: null };
  if (status === 401) return { kind: 'unauthorized' };
  if (status === 409 && retryAfter) return { kind: 'unreachable' };
  // 408 and 429 are the network or the server asking for patience, not a verdict on the entry.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { kind: 'rejected', status, message };
  }
  // A gateway or an unavailable server says nothing about this entry: the whole round waits.
  if (status >= 500 && status !== 502 && status !== 503 && status !== 504) {
    return { kind: 'server-error', status };
  }
  return { kind: 'unreachable' };
}
