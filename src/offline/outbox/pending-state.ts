/**
 * The delivery state of an entry just queued: pending, never tried. Its own module, free of
 * Dexie, so the browser tests that seed an outbox directly write the same shape.
 */
export const PENDING_STATE = {
  status: 'pending',
  attempts: 0,
  serverErrors: 0,
  nextAttemptAt: null,
  confirmedAt: null,
  lastError: null,
  lastAttemptAt: null,
} as const;
