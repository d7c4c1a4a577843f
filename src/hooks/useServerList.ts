import {
  PER_RECORD,
  SERVER_LIST_IDS,
  SERVER_LISTS,
  type ListKind,
  type SavedListId,
  type ServerListId,
} from '../../contract/lists';
import type { ListMatch } from './useListChangeCount';
import { useListChangeCount } from './useListChangeCount';
import { listPageKey } from '../offline/list-pages';
import type { OutboxEntry } from '../offline/outbox/store';
import { useOutboxEntries } from './useOutboxEntries';
import { useReloadOnSent } from './useReloadOnSent';
import { useCachedList, type CachedListState } from './useCachedList';
import type { SiteScope } from '../lib/site-choice';

/** What a list's screen follows, from contract/lists.ts: module constants, so hooks stay put. */
interface Followed {
  /** Its own kinds: shown waiting on its screen. */
  own: readonly ListKind[];
  /** Its kinds and those of the lists it follows: sent, the screen reloads. */
  kinds: readonly ListKind[];
  /** The live events that reload it. */
  events: ListMatch;
}

/** An event name of the table matches the event, `stocktake:{id}` every `stocktake:{n}`. */
function eventMatcher(patterns: readonly string[]): ListMatch {
  const prefixes = patterns
    .filter((p) => p.endsWith(PER_RECORD))
    .map((p) => p.slice(0, -PER_RECORD.length));
  if (prefixes.length === 0) return patterns;
  return (list) =>
    patterns.includes(list) ||
    prefixes.some((prefix) => {
      if (!list.startsWith(prefix)) return false;
      const id = Number(list.slice(prefix.length));
      return Number.isSafeInteger(id) && id > 0;
    });
}

function followedBy(list: ServerListId): Followed {
  // Typed: a followed list missing from the table fails the type check here.
  const lists: readonly ServerListId[] = [list, ...SERVER_LISTS[list].follows];
  const kinds = lists.flatMap((id): readonly ListKind[] => SERVER_LISTS[id].kinds);
  const events = lists.flatMap((id) => SERVER_LISTS[id].event ?? []);
  return {
    own: SERVER_LISTS[list].kinds,
    kinds: [...new Set(kinds)],
    events: eventMatcher([...new Set(events)]),
  };
}

const FOLLOWED = Object.fromEntries(SERVER_LIST_IDS.map((id) => [id, followedBy(id)])) as Record<
  ServerListId,
  Followed
>;

/**
 * A number that changes whenever a list may have changed: its own outbox kinds (or those of the
 * lists it follows) reached the server, or a live event named it. A screen reloads on it.
 */
export function useListReload(list: ServerListId): number {
  const followed = FOLLOWED[list];
  return useReloadOnSent(followed.kinds) + useListChangeCount(followed.events);
}

export interface ServerListState<T> extends CachedListState<T> {
  /** The signed-in user's entries of the list's own kinds still in the outbox, oldest first. */
  entries: OutboxEntry[];
}

/**
 * One server list screen, by its id in contract/lists.ts: the saved page for `query` at once,
 * then the network (useCachedList), reloaded when its outbox kinds are sent or its live event
 * (or a followed list's) arrives, with its waiting entries. `load` fetches the page for `query`
 * (wrap it in useCallback); `reload` adds the screen's own reasons to fetch again.
 */
export function useServerList<T>(
  list: SavedListId,
  query: string,
  load: () => Promise<T>,
  fallback: string,
  reload = 0,
  /** The site its copy is of: `all` for a report of every site; by default the chosen site. */
  site?: SiteScope,
): ServerListState<T> {
  const own = FOLLOWED[list].own;
  const version = useListReload(list);
  const entries = useOutboxEntries().filter((entry) => own.includes(entry.kind));
  const page = useCachedList(listPageKey(list, query, site), load, fallback, reload + version);
  return { ...page, entries };
}
