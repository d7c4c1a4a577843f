import { ENDPOINTS } from '../../contract/paths';
import type { ImportResult } from '../../contract/schemas/imports';
import { apiJson } from './http';

export type ImportList = 'items' | 'suppliers';

const IMPORT_PATH: Record<ImportList, string> = {
  items: ENDPOINTS.itemImport,
  suppliers: ENDPOINTS.supplierImport,
};

/**
 * Sends a CSV file to the list's import. The answer says what the rows did (or, on a dry run,
 * would do) and their errors; with any error nothing was written. Failures throw ApiError.
 */
export function importCsv(list: ImportList, csv: string, dryRun: boolean): Promise<ImportResult> {
  return apiJson<ImportResult>(IMPORT_PATH[list], {
    method: 'POST',
    text: csv,
    contentType: 'text/csv',
    ...(dryRun ? { query: 'dryRun=true' } : {}),
  });
}
