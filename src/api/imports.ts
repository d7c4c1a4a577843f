import { ENDPOINTS } from '../../contract/paths';
import type { ImportResult } from '../../contract/schemas/imports';
import { readAccessToken } from '../app/session-storage';
import { ApiError, API_ROOT, handleUnauthorized } from './http';

export type ImportList = 'items' | 'suppliers';

const IMPORT_PATH: Record<ImportList, string> = {
  items: ENDPOINTS.itemImport,
  suppliers: ENDPOINTS.supplierImport,
};

/**
 * Sends a CSV file to the list's import. The answer says what the rows did (or, on a dry run,
 * would do) and their errors; with any error nothing was written. Failures throw ApiError.
 */
export async function importCsv(
  list: ImportList,
  csv: string,
  dryRun: boolean,
): Promise<ImportResult> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/csv',
    Accept: 'application/json',
  };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${IMPORT_PATH[list]}${dryRun ? '?dryRun=true' : ''}`, {
      method: 'POST',
      headers,
      body: csv,
    });
  } catch {
    throw new ApiError(0, null);
  }
  const body = (await response.json().catch(() => null)) as
    (ImportResult & { error?: { message?: unknown } }) | null;
  if (response.ok && body && Array.isArray(body.errors)) return body;
  if (response.status === 401) handleUnauthorized();
  const message = body?.error?.message;
  throw new ApiError(
    response.status,
    typeof message === 'string' ? message : Array.isArray(message) ? message.join('\n') : null,
  );
}
