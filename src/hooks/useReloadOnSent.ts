import { useEffect, useState } from 'react';
import type { OutboxKind } from '../offline/outbox';
import { onOutboxSent } from '../offline/outbox-events';

/** A number that grows whenever queued submissions of `kind` reach the server: reload on it. */
export function useReloadOnSent(kind: OutboxKind): number {
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      onOutboxSent((kinds) => {
        if (kinds.includes(kind)) setVersion((current) => current + 1);
      }),
    [kind],
  );
  return version;
}
