import { formatDateTime } from '../../ui/format';
import type { OutboxStatus } from '../../offline/outbox/store';

function submissions(count: number): string {
  return `${count} ${count === 1 ? 'submission' : 'submissions'}`;
}

/** The header badge's accessible name, e.g. "3 submissions waiting". */
export function outboxBadgeLabel(count: number): string {
  return `${submissions(count)} waiting`;
}

/** What the badge shows: the count, capped so it fits. */
export function outboxBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The panel's title: what is waiting, or (once the last entry went while it was open) that nothing is. */
export const OUTBOX_PANEL_TITLE = {
  waiting: 'Submissions not yet sent',
  empty: 'All submissions sent',
} as const;
export const OUTBOX_EMPTY_TEXT = 'Nothing is waiting on this device.';
/** The browser did not make this device's storage persistent (navigator.storage.persist()). */
export const STORAGE_NOT_PERSISTENT_TEXT =
  'This browser may clear what the app saved on this device, submissions not yet sent included, if space runs low or the app goes unused for a week. Send them while you are online.';

export const OUTBOX_STATUS_LABEL: Record<OutboxStatus, string> = {
  pending: 'Pending',
  failed: 'Failed',
  paused: 'Paused until you sign in',
  confirm: 'Waiting for your confirmation',
};

/** When an entry was made, en-GB, e.g. "7 Mar 2026, 14:05". */
export function formatQueuedAt(createdAt: number): string {
  return formatDateTime(createdAt);
}

/** Sign Out with entries still queued (they stay on the device for this user). */
export function signOutWarning(count: number): string {
  return `You have ${submissions(count)} not yet sent. They stay on this device and will be sent when you sign in again.`;
}
