import { useEffect, useState } from 'react';
import type { StockAdjustmentList } from '../../contract/schemas/stocktakes';
import { listStockAdjustments } from '../api/stocktakes';
import { listPageKey, readListPage, saveListPage } from '../offline/list-pages';
import { writeTicket } from '../offline/write-session';

/**
 * Stocktake adjustments (all, or one item's): the saved copy at once, then the network's. A
 * secondary panel, so a failure only keeps what was saved: no alert (offline it would fail on
 * every item).
 */
export function useStockAdjustments(itemId?: number): StockAdjustmentList | null {
  const key = listPageKey('stock-adjustments', itemId ? `itemId=${itemId}` : '');
  const [state, setState] = useState<{ key: string; data: StockAdjustmentList } | null>(null);

  useEffect(() => {
    let active = true;
    let fresh = false;
    void readListPage<StockAdjustmentList>(key)
      .then((page) => {
        if (active && !fresh && page) setState({ key, data: page.data });
      })
      .catch(() => undefined);
    const ticket = writeTicket();
    listStockAdjustments(itemId)
      .then(async (data) => {
        if (!active) return;
        fresh = true;
        setState({ key, data });
        await saveListPage(key, data, ticket);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      active = false;
    };
  }, [key, itemId]);

  return state?.key === key ? state.data : null;
}
