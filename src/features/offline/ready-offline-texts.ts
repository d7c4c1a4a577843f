import { formatCount, formatTimeAgo } from '../../ui/format';

/** Device sync's texts (design: Offline-first client), in one place for translation. */
export const READY_OFFLINE_TEXT = {
  ready: 'Ready offline',
  /** The names the progress line gives each list. */
  lists: {
    items: 'items',
    suppliers: 'suppliers',
    departments: 'departments',
    itemAreas: 'item areas',
    categories: 'categories',
    purchaseOrders: 'open purchase orders',
  },
} as const;

const count = formatCount;

/** "Saving items for offline use: 12,000 of 20,000" */
export function savingText(list: string, saved: number, total: number): string {
  return `Saving ${list} for offline use: ${count(saved)} of ${count(total)}`;
}

/** "Brought up to date 2 minutes ago" */
export function syncedAtText(syncedAt: number, now: number): string {
  const when = formatTimeAgo(syncedAt, now);
  return `Brought up to date ${when}`;
}
