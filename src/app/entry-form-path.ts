import type { OutboxKind } from '../offline/outbox';

/** The form each kind of outbox entry was made with. */
const FORM_PATH: Record<OutboxKind, string> = {
  receive: '/inventory/received-items/create',
  'po-receive': '/inventory/po-items/create',
  waste: '/reports/create',
  order: '/orders/create',
};

/** The query parameter naming the failed entry a form opens filled in with. */
export const ENTRY_PARAM = 'entry';

/** Where a failed entry opens to be corrected: its form, filled in from the entry. */
export function entryFormPath(entry: { id: string; kind: OutboxKind }): string {
  return `${FORM_PATH[entry.kind]}?${ENTRY_PARAM}=${encodeURIComponent(entry.id)}`;
}
