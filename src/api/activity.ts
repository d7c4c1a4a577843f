import { apiJson } from './http';

/**
 * The activity log's read (issue 35, design: Activity log and approvals). An online read: the
 * log is never kept on the device, so offline the screens say so instead of showing a copy.
 */
export const ACTIVITY_PATH = '/activity';

/** One entry of the log, newest first in a page (the shared contract's shape). */
export interface ActivityEntry {
  ActivityId: number;
  /** When the write was applied, ISO. */
  At: string;
  UserID: number | null;
  /** The name at the time of the write: kept after the user is renamed or deleted. */
  User: { Name: string };
  SiteID: number | null;
  /** A lower-case word: create, update, delete, receive, waste, … */
  Action: string;
  /** A lower-case word: item, supplier, purchase-order, … */
  Entity: string;
  EntityID: string | null;
  /** The sentence a person reads, in the request's language. */
  Summary: string;
  /** For an edit, the fields that changed: `{field: [before, after]}`. */
  Changes: Record<string, [unknown, unknown]> | null;
}

export interface ActivityList {
  totalCount: number;
  activity: ActivityEntry[];
}

/** The filters of GET /activity; an empty or missing one filters nothing. */
export interface ActivityQuery {
  entity?: string;
  entityId?: string | number;
  userId?: string | number;
  action?: string;
  /** YYYY-MM-DD or ISO, inclusive. */
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
