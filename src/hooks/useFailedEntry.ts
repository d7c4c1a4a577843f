import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ENTRY_PARAM } from '../app/entry-form-path';
import { useSession } from '../app/SessionContext';
import { readEntry, type OutboxEntry, type OutboxKind } from '../offline/outbox';

/**
 * The failed outbox entry a form was opened with (`?entry=ID` from the outbox panel or a list),
 * when it is the signed-in user's, of this form's kind(s) and still failed; else null. The form
 * fills itself from its body in `onFound` and sends the correction as a new submission
 * replacing it.
 */
export function useFailedEntry(
  kinds: readonly OutboxKind[],
  onFound: (entry: OutboxEntry) => void,
): OutboxEntry | null {
  const [params] = useSearchParams();
  const id = params.get(ENTRY_PARAM);
  const { session } = useSession();
  const userId = session?.userId ?? '';
  const [entry, setEntry] = useState<OutboxEntry | null>(null);
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
        const fits =
          row?.userId === userId &&
          row.status === 'failed' &&
          kindKey.split(',').includes(row.kind);
        if (!active) return;
        setEntry(fits ? row : null);
        if (fits) found.current(row);
      });
    return () => {
      active = false;
    };
  }, [id, userId, kindKey]);

  return id ? entry : null;
}
