import { csvTemplate, ITEM_CSV, SUPPLIER_CSV, type CsvColumn } from '../../../contract/csv-columns';
import { csvHeaderIn } from '../../../contract/i18n/csv/headers';
import type { ImportResult } from '../../../contract/schemas/imports';
import type { ImportList } from '../../api/imports';
import { ROUTES } from '../../lib/routes';
import { currentLanguage, translate, type MessageId } from '../../i18n';

/**
 * What each import screen says. Its columns are the list export's (the template is the
 * export's header row), so an exported file imports back unchanged.
 */
export const IMPORT_TEXTS: Record<
  ImportList,
  {
    heading: MessageId;
    columns: readonly CsvColumn<never>[];
    templateFile: string;
    listPath: string;
    listLabel: MessageId;
  }
> = {
  items: {
    heading: 'routes.importItems',
    columns: ITEM_CSV,
    templateFile: 'items-template.csv',
    listPath: ROUTES.items,
    listLabel: 'imports.backToItems',
  },
  suppliers: {
    heading: 'routes.importSuppliers',
    columns: SUPPLIER_CSV,
    templateFile: 'suppliers-template.csv',
    listPath: ROUTES.suppliers,
    listLabel: 'imports.backToSuppliers',
  },
};

/**
 * The template the page offers: the export's header row in the current language (what the list's
 * Export CSV writes for it), with the byte order mark the export writes so that a spreadsheet
 * reads its accents and Arabic letters as UTF-8. The import reads every language's headers.
 */
export function templateCsv(columns: readonly CsvColumn<never>[]): string {
  return `\uFEFF${csvTemplate(columns, currentLanguage())}`;
}

/** The screen's texts in the current language (the screen subscribes with useT). */
export const IMPORT_TEXT = {
  /** The help line, naming the columns as the template and the export write them. */
  help: (columns: readonly CsvColumn<never>[]) =>
    translate('imports.help', {
      columns: columns
        .map((column) => csvHeaderIn(column.header, currentLanguage()))
        .join(translate('imports.columnSeparator')),
    }),
  get downloadTemplate() {
    return translate('imports.downloadTemplate');
  },
  get fileLabel() {
    return translate('imports.fileLabel');
  },
  get checking() {
    return translate('imports.checking');
  },
  get importButton() {
    return translate('imports.importButton');
  },
  get importing() {
    return translate('imports.importing');
  },
  get failed() {
    return translate('imports.failed');
  },
  get offline() {
    return translate('imports.offline');
  },
  get nothingToImport() {
    return translate('imports.nothingToImport');
  },
  get fixFirst() {
    return translate('imports.fixFirst');
  },
};

/** "3 rows to create, 1 row to update" (a dry run) or "3 created, 1 updated" (done). */
export function describeCounts(result: Pick<ImportResult, 'created' | 'updated'>, done: boolean) {
  const counts = { created: result.created, updated: result.updated };
  return done ? translate('imports.done', counts) : translate('imports.dryRun', counts);
}
