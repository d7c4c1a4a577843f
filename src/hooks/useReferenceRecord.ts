import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/http';
import {
  readReferenceRow,
  saveReferenceRow,
  type ReferenceKind,
  type ReferenceRows,
} from '../offline/reference-cache';

export interface ReferenceRecordState<K extends ReferenceKind> {
  record: ReferenceRows[K] | null;
  loading: boolean;
  /** The server answered 404 for this id. */
  notFound: boolean;
  error: unknown;
  /** Shows a saved version at once and keeps the cache in step. */
  replace: (record: ReferenceRows[K]) => void;
}

/** One reference record: the cached copy first, then the server's (stale-while-revalidate). */
export function useReferenceRecord<K extends ReferenceKind>(
  kind: K,
  id: number | null,
  fetchRecord: (id: number) => Promise<ReferenceRows[K]>,
): ReferenceRecordState<K> {
  const [record, setRecord] = useState<ReferenceRows[K] | null>(null);
  const [loading, setLoading] = useState(true);
  const [notFound, setNotFound] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    // An unreadable cache (closed or blocked IndexedDB) only means no cached copy to show.
    readReferenceRow(kind, id).then(
      (cached) => {
        if (active && cached) {
          setRecord((current) => current ?? cached);
          setLoading(false);
        }
      },
      () => undefined,
    );
    fetchRecord(id)
      .then(async (fresh) => {
        if (!active) return;
        setRecord(fresh);
        await saveReferenceRow(kind, fresh);
      })
      .catch((reason: unknown) => {
        if (!active) return;
        if (reason instanceof ApiError && reason.status === 404) setNotFound(true);
        setError(reason);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [kind, id, fetchRecord]);

  const replace = useCallback(
    (next: ReferenceRows[K]) => {
      setRecord(next);
      // The server already has it; a failed cache write only leaves the offline copy older.
      saveReferenceRow(kind, next).catch(() => undefined);
    },
    [kind],
  );

  return {
    record,
    loading: id !== null && loading,
    notFound: id === null || notFound,
    error,
    replace,
  };
}
