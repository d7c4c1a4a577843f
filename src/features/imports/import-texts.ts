import type { ImportResult } from '../../../contract/schemas/imports';
import type { ImportList } from '../../api/imports';

/** What each import screen says; the columns are the import's header row (design). */
export const IMPORT_TEXTS: Record<
  ImportList,
  { heading: string; columns: string; listPath: string; listLabel: string }
> = {
  items: {
    heading: 'Import Items',
    columns: 'name, barcode, category, itemArea, unit, alertDaysBeforeExpiry',
    listPath: '/items',
    listLabel: 'Back to Items',
  },
  suppliers: {
    heading: 'Import Suppliers',
    columns: 'name, email, phoneNumber, address',
    listPath: '/suppliers',
    listLabel: 'Back to Suppliers',
  },
};

export const IMPORT_TEXT = {
  fileLabel: 'CSV file',
  checking: 'Checking the file...',
  importButton: 'Import',
  importing: 'Importing...',
  failed: 'The import failed. Please try again.',
  offline: 'Importing needs a connection. Please try again when online.',
  nothingToImport: 'The file has no rows to import.',
  fixFirst:
    'Fix these rows in the file and choose it again; nothing is imported while any row has an error.',
} as const;

/** "3 rows to create, 1 row to update" (a dry run) or "3 created, 1 updated" (done). */
export function describeCounts(result: Pick<ImportResult, 'created' | 'updated'>, done: boolean) {
  const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
  return done
    ? `Imported: ${result.created} created, ${result.updated} updated.`
    : `${rows(result.created)} to create, ${rows(result.updated)} to update.`;
}
