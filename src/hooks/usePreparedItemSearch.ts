import { useEffect } from 'react';
import { prepareItemSearch, type MatchableItem } from '../lib/item-match';

/** Without requestIdleCallback (Safari): after the screen's first paints. */
const FALLBACK_DELAY_MS = 300;

/**
 * Builds the list's search index while the page is idle, so the first keystroke does not fold
 * every name first (tens of milliseconds at 100,000 items). Once per list: the index is kept
 * with the list's array.
 */
export function usePreparedItemSearch(items: readonly MatchableItem[]): void {
  useEffect(() => {
    if (items.length === 0) return;
    const prepare = () => prepareItemSearch(items);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prepare);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(prepare, FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [items]);
}
