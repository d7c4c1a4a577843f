import { ITEM_CSV, SUPPLIER_CSV, type CsvColumn } from '../../../contract/csv-columns';
import type { ImportResult } from '../../../contract/schemas/imports';
import type { ImportList } from '../../api/imports';
import { ROUTES } from '../../lib/routes';

/**
 * What each import screen says. Its columns are the list export's (the template is the
 * export's header row), so an exported file imports back unchanged.
 */
export const IMPORT_TEXTS: Record<
  ImportList,
  {
    heading: string;
    columns: readonly CsvColumn<never>[];
    templateFile: string;
    listPath: string;
    listLabel: string;
  }
> = {
  items: {
    heading: 'Import Items',
    columns: ITEM_CSV,
    templateFile: 'items-template.csv',
    listPath: ROUTES.items,
    listLabel: 'Back to Items',
  },
  suppliers: {
    heading: 'Import Suppliers',
    columns: SUPPLIER_CSV,
    templateFile: 'suppliers-template.csv',
    listPath: ROUTES.suppliers,
    listLabel: 'Back to Suppliers',
  },
};

export const IMPORT_TEXT = {
  help: (columns: string) =>
    `A CSV file (comma or semicolon separated) whose first row names the columns ${columns}, as the list's Export CSV writes them. Rows that match an existing record update it; the others are created. Nothing is written until you press Import.`,
  downloadTemplate: 'Download template',
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
