import { translate, type MessageId } from '../../i18n';
import { outbox } from '../../i18n/messages/en/outbox';
import { formatDateTime } from '../../ui/format';
import type { OutboxStatus } from '../../offline/outbox/store';

/** The header badge's accessible name, e.g. "3 submissions waiting". */
export function outboxBadgeLabel(count: number): string {
  return translate('outbox.badgeLabel', { count });
}

/** What the badge shows: the count, capped so it fits. */
export function outboxBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The browser did not make this device's storage persistent: the spec-language text (tests). */
export const STORAGE_NOT_PERSISTENT_TEXT = outbox['outbox.storageNotPersistent'];

export const OUTBOX_STATUS_LABEL: Record<OutboxStatus, MessageId> = {
  pending: 'outbox.statusPending',
  failed: 'outbox.statusFailed',
  paused: 'outbox.statusPaused',
  confirm: 'outbox.statusConfirm',
};

/** When an entry was made, en-GB, e.g. "7 Mar 2026, 14:05". */
export function formatQueuedAt(createdAt: number): string {
  return formatDateTime(createdAt);
}

/** Sign Out with entries still queued (they stay on the device for this user). */
export function signOutWarning(count: number): string {
  return translate('outbox.signOutWarning', { count });
}
