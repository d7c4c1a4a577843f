import { useEffect, useState } from 'react';
import { onListChange } from '../offline/device-sync/list-changes';

/** The lists a screen shows: one name, several, or a test (e.g. every `stocktake:{id}`). */
export type ListMatch = string | readonly string[] | ((list: string) => boolean);

function matcherOf(match: ListMatch): (list: string) => boolean {
  if (typeof match === 'function') return match;
  const names: readonly string[] = typeof match === 'string' ? [match] : match;
  return (list) => names.includes(list);
}

/**
 * How many live events have named the screen's lists since it opened: a screen adds it to its
 * reload counter, so another device's write shows within moments. An array or a test must be
 * stable (a module constant), or the screen resubscribes on every render.
 */
export function useListChangeCount(match: ListMatch): number {
  const [count, setCount] = useState(0);
  useEffect(() => onListChange(matcherOf(match), () => setCount((n) => n + 1)), [match]);
  return count;
}
