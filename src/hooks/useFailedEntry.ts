import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from './SessionContext';
import { ENTRY_PARAM, type OutboxKind } from '../offline/outbox/kinds';
import { readEntry, type OutboxEntry } from '../offline/outbox/store';

/**
 * The failed outbox entry a form was opened with (`?entry=ID` from the outbox panel or a list),
 * when it is the signed-in user's, of this form's kind(s) and still failed; else null. The form
 * fills itself from its body in `onFound` and sends the correction as a new submission
 * replacing it.
 */
export function useFailedEntry<K extends OutboxKind>(
  kinds: readonly K[],
  onFound: (entry: Extract<OutboxEntry, { kind: K }>) => void,
): Extract<OutboxEntry, { kind: K }> | null {
  const [params] = useSearchParams();
  const id = params.get(ENTRY_PARAM);
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const [entry, setEntry] = useState<Extract<OutboxEntry, { kind: K }> | null>(null);
  const kindKey = kinds.join(',');
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  useEffect(() => {
    if (!id || !userId) return;
    let active = true;
    void readEntry(id)
      .catch(() => undefined)
      .then((row) => {
        const fits = (candidate?: OutboxEntry): candidate is Extract<OutboxEntry, { kind: K }> =>
          candidate?.userId === userId &&
          candidate.status === 'failed' &&
          kindKey.split(',').includes(candidate.kind);
        if (!active) return;
        if (!fits(row)) {
          setEntry(null);
          return;
        }
        setEntry(row);
        found.current(row);
      });
    return () => {
      active = false;
    };
  }, [id, userId, kindKey]);

  return id ? entry : null;
}
