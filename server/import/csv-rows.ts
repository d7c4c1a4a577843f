import Papa from 'papaparse';
import { badRequest } from '../errors';

/** One record of an import file: its spreadsheet row number and its cells by column. */
export interface CsvRow<Column extends string> {
  row: number;
  values: Record<Column, string>;
}

export const IMPORT_MESSAGE = {
  empty: 'The file has no header row. The first row must name the columns.',
  noRows: 'The file has a header row but no rows to import.',
  missingColumns: (columns: readonly string[]) =>
    `The header row lacks ${columns.length === 1 ? 'the column' : 'the columns'} ${columns.join(', ')}.`,
  unreadable: (row: number, reason: string) => `Row ${row} cannot be read: ${reason}.`,
} as const;

/** 'Item Area', 'item_area' and 'itemArea' all name the same column. */
function columnKey(header: string): string {
  return header.replace(/[\s_-]/g, '').toLowerCase();
}

/**
 * Reads a CSV file with a header row into records keyed by the expected columns. The
 * separator is guessed (comma, semicolon as European spreadsheets write, or tab); quoted fields
 * may hold separators, quotes and line breaks. Columns beyond the expected ones are ignored.
 */
export function readCsvRows<Column extends string>(
  text: string,
  columns: readonly Column[],
): CsvRow<Column>[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  });
  const [header, ...records] = parsed.data;
  if (!header || header.every((cell) => cell.trim() === '')) throw badRequest(IMPORT_MESSAGE.empty);
  const positions = new Map(header.map((cell, index) => [columnKey(cell), index] as const));
  const missing = columns.filter((column) => !positions.has(columnKey(column)));
  if (missing.length > 0) throw badRequest(IMPORT_MESSAGE.missingColumns(missing));
  // A quote left open swallows the rest of the file: say where, rather than guess.
  const broken = parsed.errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw badRequest(IMPORT_MESSAGE.unreadable((broken.row ?? 0) + 1, broken.message));
  }
  if (records.length === 0) throw badRequest(IMPORT_MESSAGE.noRows);
  return records.map((cells, index) => {
    const values = {} as Record<Column, string>;
    for (const column of columns) {
      values[column] = (cells[positions.get(columnKey(column)) ?? -1] ?? '').trim();
    }
    return { row: index + 2, values };
  });
}
