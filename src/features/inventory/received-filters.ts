import { RECEIVED_PAGE_SIZE } from '../../../contract/constants';

/** The received list's advanced filter, as typed in the form (dates as YYYY-MM-DD). */
export interface ReceivedFilters {
  itemName: string;
  supplierId: string;
  status: string;
  receivedFrom: string;
  receivedTo: string;
  expiresFrom: string;
  expiresTo: string;
}

export const EMPTY_FILTERS: ReceivedFilters = {
  itemName: '',
  supplierId: '',
  status: '',
  receivedFrom: '',
  receivedTo: '',
  expiresFrom: '',
  expiresTo: '',
};

const FILTER_FIELDS = Object.keys(EMPTY_FILTERS) as (keyof ReceivedFilters)[];

/** The GET /receive-items query for one page: page, pageSize, then every filter that is set. */
export function receivedQuery(
  filters: ReceivedFilters,
  page: number,
  pageSize: number = RECEIVED_PAGE_SIZE,
): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const field of FILTER_FIELDS) {
    const value = filters[field].trim();
    if (value !== '') params.set(field, value);
  }
  return params.toString();
}

export function hasFilters(filters: ReceivedFilters): boolean {
  return FILTER_FIELDS.some((field) => filters[field].trim() !== '');
}
