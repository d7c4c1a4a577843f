import { apiRequest } from './http';

/**
 * The CSV of a list endpoint (`?format=csv`) as a Blob. The query is the screen's filters; its
 * page and pageSize are dropped so the file holds every row the filters select.
 */
export async function fetchListCsv(path: string, query = ''): Promise<Blob> {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('pageSize');
  params.set('format', 'csv');
  return apiRequest<Blob>(path, { query: params.toString(), accept: 'text/csv', read: 'blob' });
}
