import { useCallback, useMemo } from 'react';
import { ApiError } from '../api/http';
import {
  readReferenceRow,
  saveReferenceRow,
  type ReferenceKind,
  type ReferenceRows,
} from '../offline/reference-cache';
import { writeTicket } from '../offline/write-session';
import { useDeviceCopy, type DeviceSource } from './useDeviceCopy';

export interface ReferenceRecordState<K extends ReferenceKind> {
  record: ReferenceRows[K] | null;
  loading: boolean;
  /** The server answered 404 for this id. */
  notFound: boolean;
  error: unknown;
  /** Shows a saved version at once and keeps the cache in step. */
  replace: (record: ReferenceRows[K]) => void;
}

/**
 * One reference record through the one device-copy hook (useDeviceCopy): the saved row at once,
 * observed live, then the server's, written back to the device (stale-while-revalidate).
 */
export function useReferenceRecord<K extends ReferenceKind>(
  kind: K,
  id: number | null,
  fetchRecord: (id: number) => Promise<ReferenceRows[K]>,
): ReferenceRecordState<K> {
  const source = useMemo<DeviceSource<ReferenceRows[K]>>(
    () => ({
      key: `${kind}:${id ?? 'none'}`,
      read: async () => {
        const row = id === null ? undefined : await readReferenceRow(kind, id);
        // Rows carry no saved time of their own, and a detail screen shows none.
        return row ? { data: row, savedAt: 0 } : null;
      },
      refresh:
        id === null
          ? undefined
          : async (show) => {
              const ticket = writeTicket();
              const fresh = await fetchRecord(id);
              show(fresh);
              await saveReferenceRow(kind, fresh, ticket);
            },
    }),
    [kind, id, fetchRecord],
  );
  const copy = useDeviceCopy(source);
  // Offline the request fails at once, often before the device copy is read: a failure counts
  // only once it is known whether that copy is there (no alert over a saved copy).
  const error = copy.read ? copy.error : null;
  const { show } = copy;

  const replace = useCallback(
    (next: ReferenceRows[K]) => {
      show(next);
      // The server already has it; a failed cache write only leaves the offline copy older.
      saveReferenceRow(kind, next).catch(() => undefined);
    },
    [kind, show],
  );

  return {
    record: copy.data,
    loading: id !== null && copy.loading,
    notFound: id === null || (error instanceof ApiError && error.status === 404),
    error,
    replace,
  };
}
