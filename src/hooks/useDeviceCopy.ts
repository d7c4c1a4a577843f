import { liveQuery, type Subscription } from '../offline/live-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRetryOnReconnect } from './useRetryOnReconnect';

/** A copy kept on the device and when it was saved. */
export interface DeviceCopy<T> {
  data: T;
  savedAt: number;
}

/**
 * Where a screen's data lives: `read` reads the device copy (observed live, so a write anywhere,
 * another tab or the service worker included, shows at once); `refresh` asks the network and
 * writes the device copy, calling `show` with what arrived first when the screen should not wait
 * for the write. `key` names the data (a list and its query, a record): a new key reads and
 * refreshes anew.
 */
export interface DeviceSource<T> {
  key: string;
  read: () => Promise<DeviceCopy<T> | null>;
  /** Omitted: the device copy only (e.g. offline). */
  refresh?: (show: (data: T) => void) => Promise<void>;
  /**
   * Read the device copy only once the refresh started with it has settled, waiting at most this
   * many ms. For a large copy whose first screen shows from elsewhere: its read would otherwise
   * hold the refresh's write (IndexedDB lets the earlier read finish first), so a changed row
   * would be written and shown after the whole old copy had been read.
   */
  readAfterRefreshMs?: number;
}

export interface DeviceCopyState<T> {
  /** What to show: the newer of the device copy and what the last refresh brought. */
  data: T | null;
  savedAt: number | null;
  /** Whether the device copy of `key` has been read (before that, nothing is known). */
  read: boolean;
  /** Whether `data` belongs to `key` (false: the previous key's, kept while the new one loads). */
  current: boolean;
  /** Nothing to show yet and the refresh has not answered. */
  loading: boolean;
  /**
   * The device copy has been read and the first refresh for `key` has ended (answered or
   * failed): `data` is all there is for now. A scan waits for it before calling a code unknown.
   */
  settled: boolean;
  /** The last refresh failure (the device copy still shown), null when fresh. */
  error: unknown;
  /** Refreshes now; rejects with the failure. */
  refresh: () => Promise<void>;
  /** Shows `data` at once (e.g. a saved edit) until the device copy written from it is read back. */
  show: (data: T) => void;
}

interface Shown<T> {
  key: string;
  copy: DeviceCopy<T> | null;
  read: boolean;
  arrived: DeviceCopy<T> | null;
  error: unknown;
  done: boolean;
  /** The previous key's data, shown until the new key has something or its refresh ended. */
  previous: DeviceCopy<T> | null;
}

/** The state for a new key, keeping what the previous key showed. */
function reset<T>(before: Shown<T>, key: string): Shown<T> {
  return {
    key,
    copy: null,
    read: false,
    arrived: null,
    error: null,
    done: false,
    previous: before.arrived ?? before.copy ?? before.previous,
  };
}

/**
 * Calls `then` when `promise` settles or after `ms`, whichever is first, and then in a task of its
 * own: readers the refresh's commit woke run before the read that waited for it. Returns a cancel
 * for when the screen has gone: the refresh may outlive it (device sync shares it), so nothing of
 * the wait may run after it, not even a timer (a test's window is gone by then).
 */
function whenSettledWithin(promise: Promise<unknown>, ms: number, then: () => void): () => void {
  let over = false;
  let timer = window.setTimeout(done, ms);
  function done() {
    if (over) return;
    over = true;
    window.clearTimeout(timer);
    timer = window.setTimeout(then, 0);
  }
  promise.then(done, done);
  return () => {
    over = true;
    window.clearTimeout(timer);
  };
}

/**
 * The one way a screen reads data: the device copy at once, then a network refresh
 * (stale-while-revalidate), again when `reload` changes (e.g. queued entries were sent) and when
 * the connection returns after a failed refresh.
 */
export function useDeviceCopy<T>(source: DeviceSource<T>, reload = 0): DeviceCopyState<T> {
  const { key } = source;
  const [shown, setShown] = useState<Shown<T>>({
    key,
    copy: null,
    read: false,
    arrived: null,
    error: null,
    done: false,
    previous: null,
  });
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  // The refresh under way, for a read that waits for it (readAfterRefreshMs).
  const refreshing = useRef<Promise<void> | null>(null);
  const retry = useRetryOnReconnect(shown.key === key && shown.error !== null);
  const hasRefresh = source.refresh !== undefined;

  // Every change for `key` lands in one state; a previous key's data stays until the new one's.
  const update = useCallback(
    (change: Partial<Shown<T>>) =>
      setShown((before) =>
        before.key === key ? { ...before, ...change } : { ...reset(before, key), ...change },
      ),
    [key],
  );

  const run = useCallback(
    async (active: () => boolean) => {
      const refresh = latest.current.refresh;
      if (!refresh) return;
      const show = (data: T) => {
        if (active()) update({ arrived: { data, savedAt: Date.now() } });
      };
      try {
        await refresh(show);
        if (active()) update({ error: null, done: true });
      } catch (error) {
        if (active()) update({ error, done: true });
        throw error;
      }
    },
    [update],
  );

  useEffect(() => {
    if (!hasRefresh) return;
    // The refresh may answer after the screen has gone: nothing to update then.
    let active = true;
    // run sets state only once the network answered (after its await), never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    const running = run(() => active);
    refreshing.current = running;
    running.catch(() => undefined);
    return () => {
      active = false;
    };
  }, [run, hasRefresh, reload, retry]);

  useEffect(() => {
    let subscription: Subscription | null = null;
    let ended = false;
    const subscribe = () => {
      if (ended) return;
      subscription = liveQuery(() => latest.current.read()).subscribe({
        next: (copy) =>
          setShown((before) =>
            before.key === key
              ? // Once the refresh is over, the device copy holds what arrived: it is shown again.
                { ...before, copy, read: true, arrived: before.done ? null : before.arrived }
              : { ...reset(before, key), copy, read: true },
          ),
        // An unreadable device copy (closed or blocked IndexedDB) only means none to show.
        error: () => update({ copy: null, read: true }),
      });
    };
    const waitMs = latest.current.readAfterRefreshMs;
    // Declared after the refresh's effect, so its refresh has been asked for by now.
    let stopWaiting: (() => void) | null = null;
    if (waitMs === undefined || !refreshing.current) subscribe();
    else stopWaiting = whenSettledWithin(refreshing.current, waitMs, subscribe);
    return () => {
      ended = true;
      stopWaiting?.();
      subscription?.unsubscribe();
    };
  }, [key, update]);

  const refresh = useCallback(() => run(() => true), [run]);
  const show = useCallback(
    (data: T) => update({ arrived: { data, savedAt: Date.now() } }),
    [update],
  );

  const current = shown.key === key;
  const { copy, arrived } = shown;
  // What arrived is shown until the device copy saved from it is read back.
  const best = arrived ?? copy ?? (shown.done ? null : shown.previous);
  return {
    data: best?.data ?? null,
    savedAt: best?.savedAt ?? null,
    read: current && shown.read,
    current,
    // The previous key's data on show still counts as loading, as nothing at all does.
    loading: !current || ((arrived ?? copy) === null && !(shown.read && shown.done)),
    settled: current && shown.read && (shown.done || !hasRefresh),
    error: current ? shown.error : null,
    refresh,
    show,
  };
}
