import { translate, type MessageId } from '../../i18n';
import type { DeviceSyncState } from '../../offline/device-sync/sync-state';
import { formatCount, formatTimeAgo } from '../../ui/format';

type ListKind = Extract<DeviceSyncState, { phase: 'saving' }>['kind'];

/** Each list's progress line, a sentence of its own so every language can word it. */
const SAVING: Record<ListKind, MessageId> = {
  items: 'offline.savingItems',
  suppliers: 'offline.savingSuppliers',
  departments: 'offline.savingDepartments',
  itemAreas: 'offline.savingItemAreas',
  categories: 'offline.savingCategories',
  purchaseOrders: 'offline.savingPurchaseOrders',
};

/** "Saving items for offline use: 12,000 of 20,000" */
export function savingText(list: ListKind, saved: number, total: number): string {
  return translate(SAVING[list], { saved: formatCount(saved), total: formatCount(total) });
}

/** "Brought up to date 2 minutes ago" */
export function syncedAtText(syncedAt: number, now: number): string {
  return translate('offline.syncedAt', { when: formatTimeAgo(syncedAt, now) });
}
