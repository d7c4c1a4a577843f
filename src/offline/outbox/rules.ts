import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '../../../contract/constants';

/**
 * The outbox's timing rules, pure so they are tested on their own.
 *
 * Order (docs/decisions.md, "Outbox rules"): one user's entries are sent in the order they were
 * made (their `seq`). An entry the server answers with an error (5xx) backs off on its own,
 * exponentially up to a cap; during its first HOLD_LINE_SERVER_ERRORS errors it holds back the
 * user's later entries (a restart, a deploy or a lock timeout passes and order is kept). After
 * that it steps aside: later entries go ahead and it keeps retrying on its own backoff, so one
 * entry the server cannot process never stalls the rest forever.
 */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
export const HOLD_LINE_SERVER_ERRORS = 4;

/**
 * Entries older than this wait for the user's confirmation: the server may have forgotten their
 * key, so a lost answer would be applied twice. A day short of the server's retention covers
 * clock differences between the device and the server.
 */
export const CONFIRM_AFTER_MS = (IDEMPOTENCY_KEY_RETENTION_DAYS - 1) * 24 * 60 * 60 * 1000;

/**
 * How long a sender's claim on an entry holds (store.ts, claimEntry): longer than a send may
 * take (transport.ts times out at 20 s), so a live sender always finishes inside it, and short
 * enough that an entry whose sender died (a tab closed mid-request) is soon sent by another.
 */
export const SEND_CLAIM_MS = 30_000;

/** The wait after the n-th consecutive server error of one entry (n from 1). */
export function backoffDelay(serverErrors: number): number {
  const exponent = Math.max(0, Math.min(serverErrors - 1, 30));
  return Math.min(BACKOFF_BASE_MS * 2 ** exponent, BACKOFF_CAP_MS);
}

/** Whether an entry backing off still keeps its user's later entries waiting. */
export function holdsLine(serverErrors: number): boolean {
  return serverErrors > 0 && serverErrors < HOLD_LINE_SERVER_ERRORS;
}

/** Whether an entry made at `createdAt` may no longer be sent without the user confirming it. */
export function needsConfirmation(createdAt: number, confirmedAt: number | null, now: number) {
  return confirmedAt === null && now - createdAt >= CONFIRM_AFTER_MS;
}
