/** An outbox entry's shape, apart from store.ts so outcome.ts can name it without a cycle. */
import type { OutboxBodies, OutboxKind } from './kinds';

/**
 * pending: waits to be sent; failed: refused (4xx), to be corrected in its form or discarded;
 * paused: the server asked for a sign-in (401), resumes when its user signs in; confirm: too old
 * to be sent blindly, waits for the user's confirmation.
 */
export type OutboxStatus = 'pending' | 'failed' | 'paused' | 'confirm';

interface EntryFields {
  id: string;
  /** API path relative to the API root, e.g. /receive-items (kinds.ts builds it). */
  path: string;
  /** What a person sees in the pending list, e.g. "Waste: 2 × Milk (Damaged)". */
  summary: string;
  /** Whose entry it is (the token's `sub`): sent only with a token of this user. */
  userId: string;
  /** Shown beside the entry; the id, not the name, decides whose it is. */
  userName: string;
  /**
   * The site it was made at (design: Sites and transfers): sent as X-Site-Id whatever site the
   * device shows when it goes. Absent or null on entries made before a site was chosen (before
   * sites): sent without the header, so the server takes the user's first site, Main then.
   */
  siteId?: number | null;
  /** Monotonic on this device: the order entries were made in (createdAt may tie). */
  seq: number;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  /** Consecutive server errors (5xx), for the entry's own backoff. */
  serverErrors: number;
  /** Not sent before this time (ms) while backing off; null when due. */
  nextAttemptAt: number | null;
  /** When the user confirmed sending an entry older than the server keeps keys. */
  confirmedAt: number | null;
  /** What the entry shows: the refusal's text (failed) or the backoff note (pending). */
  lastError: string | null;
  lastAttemptAt: number | null;
  /**
   * A sender (a tab or the service worker) is sending it until this time (ms): nobody else
   * sends it meanwhile. Absent on entries kept from before claims.
   */
  sendingUntil?: number | null;
}

/** One queued submission: a union on `kind`, each with the body its route reads. */
export type OutboxEntry = {
  [K in OutboxKind]: EntryFields & { kind: K; body: OutboxBodies[K] };
}[OutboxKind];
