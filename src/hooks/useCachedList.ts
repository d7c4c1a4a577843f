import { useEffect, useMemo, useRef } from 'react';
import { isNetworkFailure, messageOf } from '../api/http';
import { readListPage, saveListPage } from '../offline/list-pages';
import { useDeviceCopy, type DeviceSource } from './useDeviceCopy';
import { writeTicket } from '../offline/write-session';
import { showAlert } from '../lib/alert';

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
 * A server list page through the one device-copy hook (useDeviceCopy): its saved copy at once,
 * then the network. `key` names the list and its query; `load` fetches it (wrap it in
 * useCallback); a change of `reload` fetches again (e.g. queued entries were sent), and so does
 * the connection returning after a failed load. A failure with nothing saved for the key alerts
 * the server message or `fallback`, once per screen (offline, every filter would fail again),
 * unless the server was out of reach: then `unsavedOffline` is set and nothing alerts.
 */
export function useCachedList<T>(
  key: string,
  load: () => Promise<T>,
  fallback: string,
  reload = 0,
): CachedListState<T> {
  const source = useMemo<DeviceSource<T>>(
    () => ({
      key,
      read: () => readListPage<T>(key),
      refresh: async (show) => {
        const ticket = writeTicket();
        const data = await load();
        show(data);
        await saveListPage(key, data, ticket);
      },
    }),
    [key, load],
  );
  const list = useDeviceCopy(source, reload);
  const alerted = useRef(false);

  const failedWithNothing = list.current && !list.loading && list.data === null && list.error;
  const offline = isNetworkFailure(list.error);
  useEffect(() => {
    if (!failedWithNothing || offline || alerted.current) return;
    alerted.current = true;
    showAlert(messageOf(list.error, fallback));
  }, [failedWithNothing, offline, list.error, fallback]);

  return {
    data: list.data,
    savedAt: list.savedAt,
    loading: list.loading,
    error: list.error,
    unsavedOffline: Boolean(failedWithNothing) && offline,
  };
}
