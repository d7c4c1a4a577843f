import { ACTIVITY_ENDPOINTS } from '../../contract/paths';
import type { ActivityEntry, ActivityList } from '../../contract/schemas/activity';
import { apiJson } from './http';

/**
 * The activity log's read (issue 35, design: Activity log and approvals). An online read: the
 * log is never kept on the device, so offline the screens say so instead of showing a copy.
 */
export const ACTIVITY_PATH = ACTIVITY_ENDPOINTS.activity;

export type { ActivityEntry, ActivityList };

/** The filters of GET /activity; an empty or missing one filters nothing. */
export interface ActivityQuery {
  entity?: string;
  entityId?: string | number;
  userId?: string | number;
  action?: string;
  /** YYYY-MM-DD, inclusive (the server's calendar days). */
  from?: string;
  to?: string;
  search?: string;
  page?: number;
  pageSize?: number;
}

/** The query's names, in the order the URL lists them. */
const QUERY_KEYS = [
  'entity',
  'entityId',
  'userId',
  'action',
  'from',
  'to',
  'search',
  'page',
  'pageSize',
] as const satisfies readonly (keyof ActivityQuery)[];

/** The URL query of an activity read, keeping only the filters that are set. */
export function activityQueryString(query: ActivityQuery): string {
  const params = new URLSearchParams();
  for (const key of QUERY_KEYS) {
    const value = query[key];
    const text = value === undefined ? '' : String(value).trim();
    if (text !== '') params.set(key, text);
  }
  return params.toString();
}

/**
 * One page of the log, newest first; `entity` + `entityId` also match entries linked to it.
 * `query` is the filters, or their URL form (activityQueryString).
 */
export function fetchActivity(query: ActivityQuery | string): Promise<ActivityList> {
  const search = typeof query === 'string' ? query : activityQueryString(query);
  return apiJson<ActivityList>(ACTIVITY_PATH, { query: search });
}
