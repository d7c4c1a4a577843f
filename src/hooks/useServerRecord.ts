import { useEffect, useState } from 'react';
import { ApiError } from '../api/http';

export interface ServerRecordState<T> {
  record: T | null;
  loading: boolean;
  error: unknown;
  /** No such id in the URL, or the server answered 404. */
  notFound: boolean;
  replace: (record: T) => void;
}

/**
 * One record read from the server on each visit, not kept on the device (a user, a site): the
 * screens that manage them work online. `load` must be stable (a module function).
 */
export function useServerRecord<T>(
  id: number | null,
  load: (id: number) => Promise<T>,
): ServerRecordState<T> {
  const [record, setRecord] = useState<T | null>(null);
  const [loading, setLoading] = useState(id !== null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (id === null) return;
    let active = true;
    load(id)
      .then((fresh) => {
        if (active) setRecord(fresh);
      })
      .catch((reason: unknown) => {
        if (active) setError(reason);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
    };
  }, [id, load]);

  return {
    record,
    loading,
    error,
    notFound: id === null || (error instanceof ApiError && error.status === 404),
    replace: setRecord,
  };
}
