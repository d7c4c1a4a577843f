/** A page of the Activity screen: the size of the other server lists' pages. */
export const ACTIVITY_PAGE_SIZE = 20;

/**
 * The Activity screen's filters as typed in its form, sent as they are (GET /activity's names;
 * the days as YYYY-MM-DD, which the server reads as its calendar days, inclusive).
 */
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

const FILTER_FIELDS = Object.keys(EMPTY_ACTIVITY_FILTERS) as (keyof ActivityFilters)[];

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return FILTER_FIELDS.some((field) => filters[field].trim() !== '');
}
