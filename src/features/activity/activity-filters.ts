import type { ActivityQuery } from '../../api/activity';

/** A page of the Activity screen: the size of the other server lists' pages. */
export const ACTIVITY_PAGE_SIZE = 20;

/** The Activity screen's filters as typed in its form (dates as YYYY-MM-DD, the local day). */
export interface ActivityFilters {
  userId: string;
  entity: string;
  action: string;
  from: string;
  to: string;
  search: string;
}

export const EMPTY_ACTIVITY_FILTERS: ActivityFilters = {
  userId: '',
  entity: '',
  action: '',
  from: '',
  to: '',
  search: '',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD day of the person's own clock as an instant: its first or its last millisecond,
 * so "to 27 Nov" keeps what happened on the 27th wherever the device is.
 */
export function dayBoundary(day: string, end: boolean): string {
  const match = DAY.exec(day.trim());
  if (!match) return '';
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const instant = end
    ? new Date(year, month, date, 23, 59, 59, 999)
    : new Date(year, month, date, 0, 0, 0, 0);
  return Number.isNaN(instant.getTime()) ? '' : instant.toISOString();
}

/** The GET /activity query of the screen's filters, without its page. */
export function activityFilterQuery(filters: ActivityFilters): ActivityQuery {
  return {
    userId: filters.userId,
    entity: filters.entity,
    action: filters.action,
    from: dayBoundary(filters.from, false),
    to: dayBoundary(filters.to, true),
    search: filters.search,
  };
}

const FILTER_FIELDS = Object.keys(EMPTY_ACTIVITY_FILTERS) as (keyof ActivityFilters)[];

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return FILTER_FIELDS.some((field) => filters[field].trim() !== '');
}
