import type {
  ACTIVITY_ENDPOINTS,
  ENDPOINTS,
  PURCHASING_ENDPOINTS,
  VALUATION_ENDPOINTS,
} from '../../contract/paths';
import type { SiteScope } from '../lib/site-choice';
import { apiBlob } from './http';

/** The endpoints that answer `?format=csv` with their screen's columns (design: Import, export). */
export type CsvExportPath =
  | (typeof ENDPOINTS)[
      | 'items'
      | 'categories'
      | 'departments'
      | 'suppliers'
      | 'locations'
      | 'users'
      | 'receiveItems'
      | 'poReceiveItems'
      | 'wasteItems'
      | 'orderItems']
  | (typeof PURCHASING_ENDPOINTS)['purchaseOrders']
  | (typeof VALUATION_ENDPOINTS)[keyof typeof VALUATION_ENDPOINTS]
  | (typeof ACTIVITY_ENDPOINTS)['activity'];

/**
 * The CSV of a list endpoint (`?format=csv`) as a Blob. The query is the screen's filters; its
 * page and pageSize are dropped so the file holds every row the filters select.
 */
export async function fetchListCsv(
  path: CsvExportPath,
  query = '',
  /** A report of every site (`all`); by default the chosen site's. */
  site?: SiteScope,
): Promise<Blob> {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('pageSize');
  params.set('format', 'csv');
  return apiBlob(path, { query: params.toString(), accept: 'text/csv', site });
}
