import { format } from 'date-fns';

/** Now as stored: ISO-8601 UTC text (see db/schema.ts). */
export function nowIso(): string {
  return new Date().toISOString();
}

/** The server's local calendar date, YYYY-MM-DD (near-expiry counts from it). */
export function localToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}
