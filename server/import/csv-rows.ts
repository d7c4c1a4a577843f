import Papa from 'papaparse';
import { HttpError, badRequest } from '../errors';
import { unguardFormula } from '../export/csv';
import { yieldToEventLoop } from '../event-loop';

/** One record of an import file: its spreadsheet row number and its cells by column. */
export interface CsvRow<Column extends string, Optional extends string = never> {
  row: number;
  values: Record<Column, string>;
  /** Optional columns the header names; one it does not name is left out. */
  optional: Partial<Record<Optional, string>>;
}

export const IMPORT_MESSAGE = {
  empty: 'The file has no header row. The first row must name the columns.',
  noRows: 'The file has a header row but no rows to import.',
  missingColumns: (columns: readonly string[]) =>
    `The header row lacks ${columns.length === 1 ? 'the column' : 'the columns'} ${columns.join(', ')}.`,
  unreadable: (row: number, reason: string) => `Row ${row} cannot be read: ${reason}.`,
  tooManyRows: (limit: number) =>
    `The file has more than ${limit.toLocaleString('en')} rows. Import at most ${limit.toLocaleString('en')} rows at a time.`,
  tooLarge: (megabytes: number) =>
    `The file is larger than ${megabytes} MB. Import at most ${megabytes} MB at a time.`,
} as const;

/** Rows one import may hold (design: Limits); the body limit is IMPORT_MAX_MB. */
export const IMPORT_MAX_ROWS = 50_000;
export const IMPORT_MAX_MB = 16;
/** Characters parsed between two turns of the event loop. */
const PARSE_CHUNK_CHARS = 64 * 1024;

/**
 * 'Item Area', 'item_area' and 'itemArea' all name the same column, and so do 'Catégorie' and
 * 'CATEGORIE', 'Jours d’alerte' and "jours d'alerte", 'معرّف' and 'معرف': spacing, case, accents
 * (Arabic's vowel marks and tatweel too) and apostrophes are what a person retyping a header
 * changes without meaning another column.
 */
export function columnKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\p{M}\s_\-'’\u0640]/gu, '')
    .toLowerCase();
}

/**
 * Reads a CSV file with a header row into records keyed by the expected columns; a column is
 * found by its key or by one of its list export's headers (`headers`, every language's; the
 * first is the one the missing-columns message names). The
 * separator is guessed (comma, semicolon as European spreadsheets write, or tab); quoted fields
 * may hold separators, quotes and line breaks. Columns beyond the expected and optional ones are
 * ignored.
 */
export function readCsvRows<Column extends string, Optional extends string = never>(
  text: string,
  columns: readonly Column[],
  optionalColumns: readonly Optional[] = [],
  headers: Partial<Record<Column | Optional, readonly string[]>> = {},
): CsvRow<Column, Optional>[] {
  const body = withoutByteOrderMark(text);
  const parsed = Papa.parse<string[]>(body, { delimiter: guessSeparator(body) });
  const records = parsed.data
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => !isBlank(cells));
  const reader = readerOf(records, parsed.errors, columns, optionalColumns, headers);
  return records.slice(1).map(reader);
}

/** A file record that is not blank, with its spreadsheet row number. */
interface FilledRecord {
  cells: string[];
  row: number;
}

/** How many rows of the last file the chunked reader kept, at most (tests/api/import-yields). */
export const parseStats = { rowsSeen: 0 };

/**
 * readCsvRows for a request: parsed in chunks with a turn of the event loop between them, and
 * stopped with a 413 past IMPORT_MAX_ROWS rows, so a huge file costs one user, not everyone.
 * Blank rows are counted, not kept: a file of millions of them holds no memory.
 */
export async function readCsvRowsInChunks<Column extends string, Optional extends string = never>(
  text: string,
  columns: readonly Column[],
  optionalColumns: readonly Optional[] = [],
  headers: Partial<Record<Column | Optional, readonly string[]>> = {},
): Promise<CsvRow<Column, Optional>[]> {
  const records: FilledRecord[] = [];
  const errors: Papa.ParseError[] = [];
  let rowNumber = 0;
  parseStats.rowsSeen = 0;
  await new Promise<void>((resolve, reject) => {
    // Papaparse chunks a string too (its StringStreamer) though its types offer chunk only for
    // files and streams: the config is typed as the stream one.
    const body = withoutByteOrderMark(text);
    const config: Papa.ParseRemoteConfig<string[]> = {
      download: false as unknown as true,
      delimiter: guessSeparator(body),
      chunkSize: PARSE_CHUNK_CHARS,
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        for (const cells of results.data) {
          rowNumber += 1;
          if (!isBlank(cells)) records.push({ cells, row: rowNumber });
        }
        parseStats.rowsSeen = rowNumber;
        errors.push(...results.errors);
        // The header row is not an import row. Rejected before abort(): papaparse's abort calls
        // `complete`, whose resolve would otherwise win.
        if (records.length - 1 > IMPORT_MAX_ROWS) {
          reject(new HttpError(413, IMPORT_MESSAGE.tooManyRows(IMPORT_MAX_ROWS)));
          parser.abort();
          return;
        }
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    };
    Papa.parse<string[]>(body, config);
  });
  const reader = readerOf(records, errors, columns, optionalColumns, headers);
  const rows: CsvRow<Column, Optional>[] = [];
  for (let start = 1; start < records.length; start += READ_CHUNK_ROWS) {
    if (start > 1) await yieldToEventLoop();
    for (const record of records.slice(start, start + READ_CHUNK_ROWS)) rows.push(reader(record));
  }
  return rows;
}

/** Rows turned into records between two turns of the event loop. */
const READ_CHUNK_ROWS = 2_000;

/**
 * Checks the header (the first filled record) and the file's shape, and answers how to read
 * each row after it.
 */
function readerOf<Column extends string, Optional extends string>(
  records: readonly FilledRecord[],
  errors: Papa.ParseError[],
  columns: readonly Column[],
  optionalColumns: readonly Optional[],
  headers: Partial<Record<Column | Optional, readonly string[]>>,
): (record: FilledRecord) => CsvRow<Column, Optional> {
  const header = records[0]?.cells;
  if (!header) throw badRequest(IMPORT_MESSAGE.empty);
  const positions = new Map(header.map((cell, index) => [columnKey(cell), index] as const));
  const position = (column: Column | Optional) => {
    const at = positions.get(columnKey(column));
    if (at !== undefined) return at;
    for (const alias of headers[column] ?? []) {
      const aliasAt = positions.get(columnKey(alias));
      if (aliasAt !== undefined) return aliasAt;
    }
    return undefined;
  };
  const missing = columns.filter((column) => position(column) === undefined);
  if (missing.length > 0) {
    throw badRequest(
      IMPORT_MESSAGE.missingColumns(missing.map((column) => headers[column]?.[0] ?? column)),
    );
  }
  // A quote left open swallows the rest of the file: say where, rather than guess.
  const broken = errors.find((error) => error.type === 'Quotes');
  if (broken) {
    throw badRequest(IMPORT_MESSAGE.unreadable((broken.row ?? 0) + 1, broken.message));
  }
  if (records.length <= 1) throw badRequest(IMPORT_MESSAGE.noRows);
  if (records.length - 1 > IMPORT_MAX_ROWS) {
    throw new HttpError(413, IMPORT_MESSAGE.tooManyRows(IMPORT_MAX_ROWS));
  }
  const columnAt = columns.map((column) => [column, position(column) ?? -1] as const);
  const optionalAt = optionalColumns.flatMap((column) => {
    const at = position(column);
    return at === undefined ? [] : [[column, at] as const];
  });
  return ({ cells, row }) => {
    const values = {} as Record<Column, string>;
    // An exported file imports back unchanged: the apostrophe its export added goes.
    for (const [column, at] of columnAt) values[column] = unguardFormula(cells[at] ?? '').trim();
    const optional: Partial<Record<Optional, string>> = {};
    for (const [column, at] of optionalAt)
      optional[column] = unguardFormula(cells[at] ?? '').trim();
    return { row, values, optional };
  };
}

/**
 * Comma, semicolon or tab, from the first rows. Blank rows are left out of the guess (they would
 * skew it) but not out of the parse, which keeps them to count rows as the spreadsheet does.
 */
function guessSeparator(text: string): string {
  // From the start of the file only: papaparse splits its whole input into lines first, and
  // 8 million of them held the event loop for a second.
  return Papa.parse<string[]>(text.slice(0, GUESS_CHARS), {
    preview: 10,
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
  }).meta.delimiter;
}

/** Enough for the first rows of any file the limits let in (names 200, addresses 2,000). */
const GUESS_CHARS = 64 * 1024;

/** Excel's UTF-8 files start with a byte order mark, which is not part of the first header. */
function withoutByteOrderMark(text: string): string {
  return text.replace(/^\uFEFF/, '');
}

/** An empty line, or one of separators alone as spreadsheets write for a blank row. */
function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}
