import { useEffect, useRef, useState } from 'react';
import { isNetworkFailure, messageOf } from '../api/http';
import { readListPage, saveListPage } from '../offline/list-pages';
import { showAlert } from '../ui/alert';
import { useRetryOnReconnect } from './useRetryOnReconnect';

interface ListResult<T> {
  key: string;
  data: T | null;
  savedAt: number | null;
  error: unknown;
  done: boolean;
}

export interface CachedListState<T> {
  /** The page for `key`, or the previous key's page while the new one loads. */
  data: T | null;
  savedAt: number | null;
  loading: boolean;
  error: unknown;
  /** Failed offline with nothing saved for `key`: show OFFLINE_TEXT.notSavedYet, not "empty". */
  unsavedOffline: boolean;
}

/**
 * A server list page rendered from its saved copy at once and refreshed from the network
 * (stale-while-revalidate). `key` names the list and its query; `load` fetches it (wrap it in
 * useCallback); a change of `reload` fetches again (e.g. queued entries were sent), and so does the
 * connection returning after a failed load. A failure with nothing saved for the key alerts the
 * server message or `fallback`, once per screen (offline, every filter would fail again), unless
 * the server was out of reach: then `unsavedOffline` is set and nothing alerts.
 */
export function useCachedList<T>(
  key: string,
  load: () => Promise<T>,
  fallback: string,
  reload = 0,
): CachedListState<T> {
  const [result, setResult] = useState<ListResult<T>>({
    key,
    data: null,
    savedAt: null,
    error: null,
    done: false,
  });
  const alerted = useRef(false);
  const retry = useRetryOnReconnect(result.key === key && result.error !== null);

  useEffect(() => {
    let active = true;
    let fresh = false;
    const saved = readListPage<T>(key).catch(() => null);
    void saved.then((page) => {
      if (!active || fresh || !page) return;
      setResult((current) => ({
        key,
        data: page.data,
        savedAt: page.savedAt,
        error: null,
        done: current.key === key && current.done,
      }));
    });
    load()
      .then(async (data) => {
        if (!active) return;
        fresh = true;
        setResult({ key, data, savedAt: Date.now(), error: null, done: true });
        await saveListPage(key, data);
      })
      .catch(async (error: unknown) => {
        const page = await saved;
        if (!active) return;
        setResult((current) => ({
          key,
          data: current.key === key && current.data !== null ? current.data : (page?.data ?? null),
          savedAt: current.key === key ? current.savedAt : (page?.savedAt ?? null),
          error,
          done: true,
        }));
      });
    return () => {
      active = false;
    };
  }, [key, load, reload, retry]);

  const current = result.key === key;
  const failedWithNothing = current && result.done && result.data === null && result.error;
  const offline = isNetworkFailure(result.error);
  useEffect(() => {
    if (!failedWithNothing || offline || alerted.current) return;
    alerted.current = true;
    showAlert(messageOf(result.error, fallback));
  }, [failedWithNothing, offline, result.error, fallback]);

  return {
    data: result.data,
    savedAt: result.savedAt,
    loading: !current || (!result.done && result.data === null),
    error: current ? result.error : null,
    unsavedOffline: Boolean(failedWithNothing) && offline,
  };
}
