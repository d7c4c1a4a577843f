import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { CsvColumn, CsvValue } from '../../contract/csv-columns';

/** Spreadsheet programs read a UTF-8 file with accents right only after this mark. */
export const UTF8_BOM = '\uFEFF';
/** Rows fetched per query while streaming: memory stays flat however long the list. */
export const CSV_CHUNK_ROWS = 500;

/** One RFC 4180 field: quoted when it holds a quote, a comma, a semicolon or a line break. */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A page of the list; fewer rows than asked for means it was the last. */
export type FetchRows<Row> = (bounds: { page: number; pageSize: number }) => Promise<Row[]>;

async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  fetchRows: FetchRows<Row>,
  only: { page: number; pageSize: number } | null,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvRecord(columns.map((column) => column.header));
  let page = only?.page ?? 1;
  const pageSize = only?.pageSize ?? CSV_CHUNK_ROWS;
  for (;;) {
    const rows = await fetchRows({ page, pageSize });
    if (rows.length > 0) {
      yield rows.map((row) => csvRecord(columns.map((column) => column.value(row)))).join('');
    }
    if (only || rows.length < pageSize) return;
    page += 1;
  }
}

/**
 * Answers a list request with its CSV, streamed chunk by chunk. Without `page` the whole list
 * the filters select is exported; with it, only that page (as the JSON list would answer).
 */
export function sendCsv<Row, Reply extends object>(
  reply: Reply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  query: { page?: number; pageSize?: number },
  fetchRows: FetchRows<Row>,
): Reply {
  const only =
    query.page === undefined ? null : { page: query.page, pageSize: query.pageSize ?? 10 };
  // The route's typed reply accepts only its JSON list in send(); the stream bypasses that
  // serializer, so it goes through the untyped reply, and the typed one is handed back.
  (reply as unknown as FastifyReply)
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}.csv"`)
    .send(Readable.from(csvChunks(columns, fetchRows, only)));
  return reply;
}
