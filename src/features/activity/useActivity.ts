import { useEffect, useState } from 'react';
import { fetchActivity, type ActivityList } from '../../api/activity';
import { isNetworkFailure } from '../../api/http';
import { useOnlineStatus } from '../../hooks/useOnlineStatus';
import { useLanguage } from '../../i18n';
import { onListChange } from '../../offline/device-sync/list-changes';
import { onOutboxSent } from '../../offline/outbox/events';

export interface ActivityState {
  /** The last answer (kept on screen while the next read runs). */
  data: ActivityList | null;
  loading: boolean;
  /** Offline, or the server was not reached: the log is an online read, never a device copy. */
  offline: boolean;
  /** The server answered with an error. */
  failed: boolean;
}

/**
 * A number that changes when a write may have added entries: a live event names a list (this
 * device's writes too: the server announces every write), or queued submissions were sent.
 */
export function useWriteCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const bump = () => setCount((n) => n + 1);
    const stopLists = onListChange(() => true, bump);
    const stopSent = onOutboxSent(bump);
    return () => {
      stopLists();
      stopSent();
    };
  }, []);
  return count;
}

interface Settled {
  /** The read this answers (query and reload). */
  read: string;
  data: ActivityList | null;
  failed: boolean;
  unreachable: boolean;
}

/**
 * One read of GET /activity (`query`: its URL query, activityQueryString), again whenever the
 * query changes, the connection returns, `reload` changes or the language does: the server writes
 * the entries' sentences in the request's language, so a switch reads them again in the new one
 * (the last answer stays on screen meanwhile). Nothing is saved on the device.
 */
export function useActivity(query: string, reload = 0): ActivityState {
  const online = useOnlineStatus();
  const language = useLanguage();
  const read = `${query}#${reload}#${language}`;
  const [settled, setSettled] = useState<Settled>({
    read: '',
    data: null,
    failed: false,
    unreachable: false,
  });

  useEffect(() => {
    if (!online) return;
    let active = true;
    fetchActivity(query)
      .then((data) => {
        if (active) setSettled({ read, data, failed: false, unreachable: false });
      })
      .catch((error: unknown) => {
        if (!active) return;
        const unreachable = isNetworkFailure(error);
        setSettled((current) => ({ ...current, read, failed: !unreachable, unreachable }));
      });
    return () => {
      active = false;
    };
  }, [query, read, online]);

  const offline = !online || (settled.read === read && settled.unreachable);
  return {
    data: offline ? null : settled.data,
    loading: !offline && settled.read !== read,
    offline,
    failed: settled.read === read && settled.failed,
  };
}
