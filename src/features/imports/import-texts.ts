import { ITEM_CSV, SUPPLIER_CSV, type CsvColumn } from '../../../contract/csv-columns';
import type { ImportResult } from '../../../contract/schemas/imports';
import type { ImportList } from '../../api/imports';
import { ROUTES } from '../../lib/routes';
import { translate, type MessageId } from '../../i18n';

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

/** The screen's texts in the current language (the screen subscribes with useT). */
export const IMPORT_TEXT = {
  help: (columns: string) => translate('imports.help', { columns }),
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
