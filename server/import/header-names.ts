import type { CsvColumn } from '../../contract/csv-columns';
import { csvHeaderNames } from '../../contract/i18n/csv/headers';

/**
 * The export headers each import column also answers to, in every language the export writes
 * (English first, the name the missing-columns message uses); its own key, e.g. `itemArea`,
 * still works. The file a list exports, in any language, is the file its import reads.
 */
export function importHeaderNames<Row, Key extends string>(
  columns: readonly CsvColumn<Row, Key>[],
): Partial<Record<Key, readonly string[]>> {
  const names: Partial<Record<Key, readonly string[]>> = {};
  for (const column of columns) {
    if (column.importAs) names[column.importAs] = csvHeaderNames(column.header);
  }
  return names;
}
