import { useEffect, useState } from 'react';
import type { FirstItems } from '../lib/first-items';
import { readFirstItems } from '../offline/first-items-cache';
import { earlyFirstItems, takeEarlyFirstItems } from '../offline/first-items-early';

/**
 * The items list's first screenful as the device kept it, read once on mount: one small record,
 * there well before all the cached items are read. At start-up its read began before the
 * screen rendered (route-table's readEarly); when it has answered, the first render shows it.
 */
export function useFirstItems(): FirstItems | null {
  const [first, setFirst] = useState<FirstItems | null>(() => earlyFirstItems() ?? null);
  useEffect(() => {
    let active = true;
    (takeEarlyFirstItems() ?? readFirstItems()).then(
      (value) => {
        if (active) setFirst(value);
      },
      // Without it the list simply waits for every item.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return first;
}
