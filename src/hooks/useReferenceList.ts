import { useMemo } from 'react';
import { loadReferenceList } from '../api/reference-loaders';
import {
  readReference,
  refreshReference,
  type ReferenceKind,
  type ReferenceRows,
} from '../offline/reference-cache';
import { useDeviceCopy, type DeviceSource } from './useDeviceCopy';

/**
 * The items' whole list waits this long at most for the refresh under way (a changed item is
 * written before, not after, a read of every item); their first screen shows from its own record.
 */
const ITEMS_READ_WAIT_MS = 400;

export interface ReferenceListState<K extends ReferenceKind> {
  rows: ReferenceRows[K][];
  savedAt: number | null;
  /** True while nothing was ever saved and the first load has not answered. */
  loading: boolean;
  /** Read from the device and refreshed (or failed to): the rows are all there are for now. */
  settled: boolean;
  /** The last refresh failure (kept cache still shown), null when fresh. */
  error: unknown;
  refresh: () => Promise<void>;
}

/**
 * A reference list through the one device-copy hook (useDeviceCopy): the Dexie copy at once,
 * observed live, refreshed by delta sync; a refresh that failed is tried again when the
 * connection returns.
 */
export function useReferenceList<K extends ReferenceKind>(kind: K): ReferenceListState<K> {
  const source = useMemo<DeviceSource<ReferenceRows[K][]>>(
    () => ({
      key: kind,
      read: async () => {
        const cached = await readReference(kind);
        return cached.savedAt === null ? null : { data: cached.rows, savedAt: cached.savedAt };
      },
      refresh: (show) =>
        refreshReference(kind, (state) => loadReferenceList(kind, state), show).then(
          () => undefined,
        ),
      readAfterRefreshMs: kind === 'items' ? ITEMS_READ_WAIT_MS : undefined,
    }),
    [kind],
  );
  const list = useDeviceCopy(source);
  return {
    rows: list.current ? (list.data ?? []) : [],
    savedAt: list.savedAt,
    loading: list.loading,
    settled: list.settled,
    // Until the device copy has been read, a network failure cannot tell whether one exists.
    error: list.read ? list.error : null,
    refresh: list.refresh,
  };
}
