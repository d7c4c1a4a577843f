import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Item } from '../../contract/schemas/reference';
import { itemScanHandler, type ScanDetails } from './item-scan';
import type { ScanHandler, ScanOutcome } from './scan-outcome';

export interface ItemScan {
  /** The camera's reads (ScanButton): the outcome is the dialog's to show. */
  onScan: ScanHandler;
  /** A keyboard-wedge scan: its outcome shows in `notice`. */
  onWedge: (code: string) => void;
  /** What to show under the picker or list (ScanNotice); null after a pick. */
  notice: ScanOutcome | null;
  /** Clears the notice and forgets scans still waiting (the user chose otherwise). */
  dismiss: () => void;
}

/**
 * The one scan dispatch of the item pickers and the Items page: a read picks its item from
 * `items` (item-scan.ts). A scan is never dropped: one that matches nothing while `loading` (the
 * device copy not read yet, or the refresh from the server still under way) is kept, said to be
 * waiting, and looked up again as the items arrive; "No item with barcode" only once they have.
 * Scans keep their order: one arriving behind a waiting scan waits too.
 */
export function useItemScan(
  items: readonly Item[],
  loading: boolean,
  take: (item: Item, details: ScanDetails) => void,
): ItemScan {
  const [notice, setNotice] = useState<ScanOutcome | null>(null);
  const waiting = useRef<string[]>([]);
  const latest = useRef({ items, loading, take });
  // In the commit, like useWedgeScan: a scan right after a render looks in that render's items.
  useLayoutEffect(() => {
    latest.current = { items, loading, take };
  });

  const lookUp = useCallback((code: string): ScanOutcome => {
    const now = latest.current;
    const outcome = itemScanHandler(now.items, now.take)(code);
    return outcome.kind === 'unknown' && now.loading
      ? { kind: 'waiting', code: code.trim() }
      : outcome;
  }, []);

  const onScan = useCallback(
    (code: string): ScanOutcome => {
      const outcome: ScanOutcome =
        waiting.current.length > 0 ? { kind: 'waiting', code: code.trim() } : lookUp(code);
      if (outcome.kind === 'waiting') waiting.current.push(code);
      // The dialog shows an unknown or refused read; the page shows what happens after it.
      if (outcome.kind === 'waiting' || outcome.kind === 'picked') {
        setNotice(outcome.kind === 'waiting' ? outcome : null);
      }
      return outcome;
    },
    [lookUp],
  );

  const onWedge = useCallback(
    (code: string) => {
      const outcome = onScan(code);
      setNotice(outcome.kind === 'picked' ? null : outcome);
    },
    [onScan],
  );

  const dismiss = useCallback(() => {
    waiting.current = [];
    setNotice(null);
  }, []);

  // New items, or the loading over: the waiting scans are looked up again, oldest first.
  useEffect(() => {
    let last: ScanOutcome | null = null;
    for (let code = waiting.current.shift(); code !== undefined; code = waiting.current.shift()) {
      last = lookUp(code);
      if (last.kind === 'waiting') {
        waiting.current.unshift(code);
        break;
      }
    }
    if (last === null || last.kind === 'waiting') return;
    // The items this effect waited for are here: what the scan found shows now.
    setNotice(last.kind === 'picked' ? null : last);
  }, [items, loading, lookUp]);

  return { onScan, onWedge, notice, dismiss };
}
