import { useEffect, useState } from 'react';
import { onListChange } from './list-changes';

/**
 * How many live events have named this list since the screen opened: a screen adds it to its
 * reload counter, so another device's write shows within moments.
 */
export function useListChangeCount(list: string): number {
  const [count, setCount] = useState(0);
  useEffect(
    () =>
      onListChange(
        (named) => named === list,
        () => setCount((n) => n + 1),
      ),
    [list],
  );
  return count;
}
