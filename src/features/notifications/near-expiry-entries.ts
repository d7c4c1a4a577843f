import { NOTIFICATION_TEXT } from '../../../contract/messages';
import type { NearExpiryWire } from '../../api/near-expiry';
import { format } from 'date-fns';
import { formatDayMonth, formatDayMonthTime, formatQuantity } from '../../ui/format';
import { translate, translateMessage } from '../../i18n';

/** One line of the 'Near Expiry Items' panel, ready to draw. */
export interface NearExpiryNotice {
  key: string;
  name: string;
  expiresOn: string;
  /** The date has passed: the panel says "expired on" and tags it (issue 25). */
  expired: boolean;
  remaining: string;
}

/** Today on this device as yyyy-MM-dd, the form of ExpirationDate. */
export function localToday(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd');
}

/**
 * Spec 2.2: the item name, or 'Item #id' when the name is missing. The id is the item's
 * (ItemID) when sent, since that is what staff look up; otherwise the entry's own ID.
 */
export function toNearExpiryNotice(
  entry: NearExpiryWire,
  index: number,
  today: string = localToday(),
): NearExpiryNotice {
  const name = entry.Item?.Name?.trim();
  const id = entry.ItemID ?? entry.ID ?? '?';
  const quantity = entry.RemainingQuantity;
  return {
    key: entry.ID !== undefined ? String(entry.ID) : `row-${index}`,
    name: name || translateMessage(NOTIFICATION_TEXT.itemFallback(id)),
    expiresOn: formatDayMonth(entry.ExpirationDate),
    expired: typeof entry.ExpirationDate === 'string' && entry.ExpirationDate.slice(0, 10) < today,
    remaining: typeof quantity === 'number' ? formatQuantity(quantity) : '—',
  };
}

export function toNearExpiryNotices(
  entries: readonly NearExpiryWire[],
  today: string = localToday(),
): NearExpiryNotice[] {
  return entries.map((entry, index) => toNearExpiryNotice(entry, index, today));
}

/**
 * Offline the panel keeps the last list the server sent (the spec, written for an online-only
 * app, empties it): it says so, and from when, so nobody takes it for the live list.
 */
export function savedCopyText(savedAt: number): string {
  return translate('notifications.savedCopy', { when: formatDayMonthTime(savedAt) });
}
