import { liveQuery } from 'dexie';
import { useCallback, useEffect, useState } from 'react';
import { loadReferenceList } from '../api/reference-loaders';
import {
  readReference,
  refreshReference,
  type CachedReference,
  type ReferenceKind,
  type ReferenceRows,
} from '../offline/reference-cache';
import { useRetryOnReconnect } from './useRetryOnReconnect';

export interface ReferenceListState<K extends ReferenceKind> extends CachedReference<K> {
  /** True while nothing was ever saved and the first load has not answered. */
  loading: boolean;
  /** The last refresh failure (kept cache still shown), null when fresh. */
  error: unknown;
  refresh: () => Promise<void>;
}

/**
 * A reference list rendered from the Dexie cache at once and refreshed from the network
 * (stale-while-revalidate). The cache is observed live, so writes elsewhere show immediately.
 * A refresh that failed is tried again when the connection returns.
 */
export function useReferenceList<K extends ReferenceKind>(kind: K): ReferenceListState<K> {
  const [cached, setCached] = useState<CachedReference<K> | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The first whole list, shown while it is being saved when the device had nothing yet.
  const [arrived, setArrived] = useState<ReferenceRows[K][] | null>(null);
  const retry = useRetryOnReconnect(error !== null);

  useEffect(() => {
    const subscription = liveQuery(() => readReference(kind)).subscribe({
      next: (value) => {
        setCached(value);
        // Saved now: the copy read back from the device replaces the one that arrived.
        if (value.savedAt !== null) setArrived(null);
      },
      error: (reason: unknown) => setError(reason),
    });
    return () => subscription.unsubscribe();
  }, [kind]);

  const refresh = useCallback(async () => {
    try {
      await refreshReference(kind, (state) => loadReferenceList(kind, state));
      setError(null);
    } catch (reason) {
      setError(reason);
      throw reason;
    }
  }, [kind]);

  useEffect(() => {
    // The refresh may answer after the screen has gone: nothing to update then.
    let active = true;
    const show = (rows: ReferenceRows[K][]) => {
      if (active) setArrived(rows);
    };
    refreshReference(kind, (state) => loadReferenceList(kind, state), show).then(
      () => {
        if (active) setError(null);
      },
      (reason: unknown) => {
        if (active) setError(reason);
      },
    );
    return () => {
      active = false;
    };
  }, [kind, retry]);

  const saved = cached !== null && cached.savedAt !== null;
  return {
    rows: saved ? cached.rows : (arrived ?? cached?.rows ?? []),
    savedAt: cached?.savedAt ?? null,
    loading: !saved && arrived === null && (cached === null || error === null),
    // Until the cache has been read, a network failure cannot tell whether a copy exists.
    error: cached === null ? null : error,
    refresh,
  };
}
