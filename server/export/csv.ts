import { Readable } from 'node:stream';
import { yieldToEventLoop } from '../event-loop';
import type { FastifyReply } from 'fastify';
import type { CsvColumn, CsvValue } from '../../contract/csv-columns';
import { csvHeaderIn } from '../../contract/i18n/csv/headers';
import type { MessageLanguage } from '../../contract/i18n/languages';
import { answerLanguage } from '../i18n/accept-language';
import { addVary } from '../vary';
import { hiddenMoneyPlan, hideMoney, listRowPlan } from '../valuation/money-visibility';

/** Spreadsheet programs read a UTF-8 file with accents right only after this mark. */
export const UTF8_BOM = '\uFEFF';
/** Rows fetched per query while streaming: memory stays flat however long the list. */
export const CSV_CHUNK_ROWS = 500;

/**
 * A text cell a spreadsheet would run as a formula (OWASP CSV injection): it starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return, possibly after apostrophes this rule added before
 * (so a name that really starts with `'=` keeps its own apostrophe through a round trip).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** The apostrophe the export added, which the import strips (server/import/csv-rows.ts). */
export const FORMULA_GUARD = "'";

/** A text cell made safe to open in a spreadsheet; numbers stay numbers (a -5 is no formula). */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? FORMULA_GUARD + text : text;
}

/** The text an exported cell held before guardFormula. */
export function unguardFormula(cell: string): string {
  return cell.startsWith(FORMULA_GUARD) && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * One RFC 4180 field: quoted when it holds a quote, a comma, a semicolon or a line break; a text
 * cell that would start a formula is guarded first.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? guardFormula(value) : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 asks. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A page of the list; fewer rows than asked for means it was the last. */
export type FetchRows<Row> = (bounds: { page: number; pageSize: number }) => Promise<Row[]>;

/**
 * The rows after `last` (the first ones when null) in the list's order, from one snapshot: a
 * keyset instead of OFFSET, so a write during a long export neither repeats nor drops a row,
 * and each chunk costs the same however far in (design: Limits).
 */
export type FetchAfter<Row> = (last: Row | null, limit: number) => Promise<Row[]>;

async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  fetchRows: FetchRows<Row>,
  only: { page: number; pageSize: number } | null,
  shown: (row: Row) => Row,
  language: MessageLanguage,
  fetchAfter?: FetchAfter<Row>,
): AsyncGenerator<string> {
  const records = (rows: readonly Row[]) =>
    rows
      .map((row) => {
        const cells = shown(row);
        return csvRecord(columns.map((column) => column.value(cells)));
      })
      .join('');
  yield UTF8_BOM + csvRecord(columns.map((column) => csvHeaderIn(column.header, language)));
  if (!only && fetchAfter) {
    let last: Row | null = null;
    for (;;) {
      const rows = await fetchAfter(last, CSV_CHUNK_ROWS);
      if (rows.length > 0) yield records(rows);
      if (rows.length < CSV_CHUNK_ROWS) return;
      last = rows[rows.length - 1] ?? null;
      // A socket on this machine takes every chunk at once, so backpressure never pauses the
      // stream, and SQLite reads answer at once: without a turn here, a 100,000-lot export
      // held every other request for seconds (issue 32, row 14).
      await yieldToEventLoop();
    }
  }
  let page = only?.page ?? 1;
  const pageSize = only?.pageSize ?? CSV_CHUNK_ROWS;
  for (;;) {
    const rows = await fetchRows({ page, pageSize });
    if (rows.length > 0) yield records(rows);
    if (only || rows.length < pageSize) return;
    page += 1;
    await yieldToEventLoop();
  }
}

/**
 * Answers a list request with its CSV, streamed chunk by chunk. Without `page` the whole list
 * the filters select is exported; with it, only that page (as the JSON list would answer). A role
 * without Valuation gets the money columns with empty cells, as the JSON list gives it null.
 * The header row is in the request's Accept-Language (English for none or an unknown one); the
 * cells stay data whatever the language: numbers as numbers, dates ISO 8601 (docs/glossary.md).
 */
export function sendCsv<Row, Reply extends object>(
  reply: Reply,
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  query: { page?: number; pageSize?: number },
  fetchRows: FetchRows<Row>,
  fetchAfter?: FetchAfter<Row>,
): Reply {
  const only =
    query.page === undefined ? null : { page: query.page, pageSize: query.pageSize ?? 10 };
  // The route's typed reply accepts only its JSON list in send(); the stream bypasses that
  // serializer, so it goes through the untyped reply, and the typed one is handed back.
  const untyped = reply as unknown as FastifyReply;
  const hidden = hiddenMoneyPlan(untyped.request);
  const rowPlan = hidden && listRowPlan(hidden);
  const shown = rowPlan ? (row: Row) => hideMoney(rowPlan, row) : (row: Row) => row;
  const language = answerLanguage(untyped.request.headers['accept-language']);
  addVary(untyped, 'Accept-Language');
  untyped
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}.csv"`)
    // Readable.from pulls the next chunk only when the socket has taken the last: backpressure.
    .send(
      Readable.from(csvChunks(columns, fetchRows, only, shown, language, fetchAfter), {
        highWaterMark: 1,
      }),
    );
  return reply;
}
