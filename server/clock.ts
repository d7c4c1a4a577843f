import { format } from 'date-fns';

/** Now as stored: ISO-8601 UTC text (see db/schema.ts). */
export function nowIso(): string {
  return new Date().toISOString();
}

/** The server's local calendar date, YYYY-MM-DD (near-expiry counts from it). */
export function localToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/** The instant a server-local calendar day starts, as stored (ISO UTC); offset shifts the day. */
export function startOfLocalDay(date: string, offsetDays = 0): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day + offsetDays).toISOString();
}
