import { useEffect, useState } from 'react';
import type { FirstItems } from '../lib/first-items';
import { readFirstItems } from '../offline/first-items-cache';

/**
 * The items list's first screenful as the device kept it, read once on mount: one small record,
 * there well before all the cached items are read.
 */
export function useFirstItems(): FirstItems | null {
  const [first, setFirst] = useState<FirstItems | null>(null);
  useEffect(() => {
    let active = true;
    readFirstItems().then(
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
