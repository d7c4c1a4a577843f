import { readTokenExpiry } from '../lib/session-storage';

/** What the stored access token says about the session (spec 2.5, 9). */
export type TokenVerdict = 'missing' | 'valid' | 'expired' | 'invalid';

/** No token, an unreadable one (no exp claim), one past its exp, or a valid one. */
export function checkToken(token: string | null, now: number): TokenVerdict {
  if (!token) return 'missing';
  const expiry = readTokenExpiry(token);
  if (expiry === null) return 'invalid';
  return expiry <= now ? 'expired' : 'valid';
}

/** setTimeout cannot wait longer than this (about 24.8 days); longer delays fire at once. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * How long until the token expires, for a timer that signs the user out while the app is
 * open; null when there is nothing a timer can wait for (unreadable token or too far away:
 * the next start-up check handles that).
 */
export function msUntilExpiry(token: string, now: number): number | null {
  const expiry = readTokenExpiry(token);
  if (expiry === null) return null;
  const delay = Math.max(expiry - now, 0);
  return delay > MAX_TIMER_DELAY_MS ? null : delay;
}
