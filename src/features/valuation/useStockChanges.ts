import { useListChangeCount } from '../../hooks/useListChangeCount';
import { useReloadOnSent } from '../../hooks/useReloadOnSent';

/**
 * A reload counter for the money reports: it moves when this device's receipts, waste or
 * orders are sent, or when a live event says another device changed stock, so the figures
 * follow the stock without a manual refresh.
 */
export function useStockChanges(): number {
  return (
    useReloadOnSent('receive') +
    useReloadOnSent('po-receive') +
    useReloadOnSent('waste') +
    useListChangeCount('receive-items') +
    useListChangeCount('waste') +
    useListChangeCount('orders')
  );
}
