import { useOutboxEntries } from '../../hooks/useOutboxEntries';
import { useReloadOnSent } from '../../hooks/useReloadOnSent';

/** Every purchasing kind: what a purchasing screen shows waiting and reloads on. */
const KINDS = [
  'purchase-order',
  'purchase-order-edit',
  'purchase-order-send',
  'purchase-order-cancel',
] as const;

/** The signed-in user's waiting purchasing submissions, oldest first. */
export function usePurchasingEntries() {
  return useOutboxEntries().filter((entry) => (KINDS as readonly string[]).includes(entry.kind));
}

/** Changes whenever a queued purchasing submission reaches the server: reload on it. */
export function useReloadOnPurchasingSent(): number {
  return (
    useReloadOnSent('purchase-order') +
    useReloadOnSent('purchase-order-edit') +
    useReloadOnSent('purchase-order-send') +
    useReloadOnSent('purchase-order-cancel')
  );
}
