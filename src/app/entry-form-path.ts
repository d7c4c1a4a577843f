import type { OutboxKind } from '../offline/outbox';

/**
 * The form each kind of outbox entry was made with. Stocktake counts have none: a refused count
 * is discarded and counted again on the count screen, which shows it with the server's message.
 */
const FORM_PATH: Partial<Record<OutboxKind, string>> = {
  receive: '/inventory/received-items/create',
  'po-receive': '/inventory/po-items/create',
  waste: '/reports/create',
  order: '/orders/create',
};

/** The query parameter naming the failed entry a form opens filled in with. */
export const ENTRY_PARAM = 'entry';

/** Where a failed entry opens to be corrected: its form, filled in from the entry. */
export function entryFormPath(entry: { id: string; kind: OutboxKind }): string | null {
  const form = FORM_PATH[entry.kind];
  return form ? `${form}?${ENTRY_PARAM}=${encodeURIComponent(entry.id)}` : null;
}
