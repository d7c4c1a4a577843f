import { useEffect, useState } from 'react';
import type { SiteScope } from '../../lib/site-choice';
import { listPageKey, readListPage, saveListPage } from '../../offline/list-pages';
import { writeTicket } from '../../offline/write-session';

export interface SavedSource<T> {
  /** The fresh answer, else the last saved one, else null. */
  data: T | null;
  /** The refresh failed (what is shown, if anything, is the saved copy). */
  failed: boolean;
  loading: boolean;
}

interface SourceState<T> {
  data: T | null;
  failed: boolean;
  done: boolean;
}

/**
 * One input of the dashboard, shown from its saved copy at once and refreshed from the network,
 * so the dashboard draws offline from the last data seen. Failures are only logged (spec 7):
 * the dashboard never alerts. `load` must be stable (a module function); a new `version`
 * refreshes it while the saved or last answer stays on screen.
 */
export function useSavedSource<T>(
  name: string,
  load: () => Promise<T>,
  /** Changes when the data behind the source changed elsewhere: fetch again. */
  version = 0,
  /** Whose copy it is: `all` for every site added up; by default the chosen site. */
  site?: SiteScope,
): SavedSource<T> {
  const [state, setState] = useState<SourceState<T>>({ data: null, failed: false, done: false });

  useEffect(() => {
    let active = true;
    let fresh = false;
    const key = listPageKey('dashboard', name, site);
    void readListPage<T>(key)
      .catch(() => null)
      .then((page) => {
        if (!active || fresh || !page) return;
        setState((current) => ({ ...current, data: page.data }));
      });
    const ticket = writeTicket();
    load()
      .then(async (data) => {
        if (!active) return;
        fresh = true;
        setState({ data, failed: false, done: true });
        await saveListPage(key, data, ticket).catch(() => undefined);
      })
      .catch((error: unknown) => {
        console.error(`Dashboard: could not load ${name}`, error);
        if (active) setState((current) => ({ ...current, failed: true, done: true }));
      });
    return () => {
      active = false;
    };
  }, [name, load, version, site]);

  return { data: state.data, failed: state.failed, loading: !state.done && state.data === null };
}
