import { ApiError, API_ROOT, handleUnauthorized } from './http';
import { readAccessToken } from '../app/session-storage';

/**
 * The CSV of a list endpoint (`?format=csv`) as a Blob. The query is the screen's filters; its
 * page and pageSize are dropped so the file holds every row the filters select.
 */
export async function fetchListCsv(path: string, query = ''): Promise<Blob> {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.delete('pageSize');
  params.set('format', 'csv');
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${path}?${params.toString()}`, { headers });
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: unknown };
    } | null;
    const message = body?.error?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : null);
  }
  return response.blob();
}
