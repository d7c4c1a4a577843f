import { activityTransaction, recordActivity, type ActivityActor } from '../activity';
import type { Transaction } from 'kysely';
import type { ImportResult } from '../../contract/schemas/imports';
import type { Database, Db, DbOrTrx } from '../db/schema';
import { conflict, type HttpError } from '../errors';
import { isConstraintViolation } from '../reference/db-errors';
import { yieldToEventLoop } from '../event-loop';

/** Row errors an answer lists at most; `errorCount` then gives their total (design: Limits). */
export const MAX_LISTED_ERRORS = 100;
/** Rows checked between two turns of the event loop. */
const PLAN_CHUNK = 500;

/** Plans rows in chunks, letting other requests run between them. */
export async function planInChunks<Row, Planned>(
  rows: readonly Row[],
  planRow: (row: Row) => Planned,
): Promise<Planned[]> {
  const planned: Planned[] = [];
  for (let start = 0; start < rows.length; start += PLAN_CHUNK) {
    if (start > 0) await yieldToEventLoop();
    for (const row of rows.slice(start, start + PLAN_CHUNK)) planned.push(planRow(row));
  }
  return planned;
}

/** What one file row will do: its errors, or its checked values and the record it updates. */
export interface PlannedRow<Values> {
  row: number;
  messages: string[];
  values: Values | null;
  /** The record the row updates; null creates one. */
  existingId: number | null;
}

export interface RowWriter<Values> {
  insert: (trx: Transaction<Database>, values: Values[]) => Promise<void>;
  update: (trx: Transaction<Database>, id: number, values: Values) => Promise<void>;
}

/** Slices of rows the last import wrote so far (tests/api/import-yields.test.ts). */
export const importProgress = { slicesWritten: 0 };

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for any table here. */
const INSERT_CHUNK = 500;
export const IMPORT_RACE_MESSAGE =
  'Another change to the same records came in during the import. Nothing was imported; please try again.';

/** A validation error's messages, one per line of the answer. */
export function rowMessages(error: HttpError): string[] {
  return Array.isArray(error.messages) ? error.messages : [error.messages];
}

/** Who imports what: the entry of a written import (a dry run or a refused one adds none). */
export interface ImportLog {
  actor: ActivityActor;
  kind: 'items' | 'suppliers';
}

/** One entry per import, linked to the records it updated (created ones have no id yet here). */
function recordImport(
  trx: Transaction<Database>,
  { actor, kind }: ImportLog,
  result: { created: number; updated: number },
  updatedIds: readonly number[],
): Promise<void> {
  const entity = kind === 'items' ? ('item' as const) : ('supplier' as const);
  return recordActivity(trx, {
    actor,
    siteId: null,
    action: 'import',
    entity: 'import',
    entityId: null,
    summary: {
      key: kind === 'items' ? 'import.items' : 'import.suppliers',
      values: { created: result.created, updated: result.updated },
    },
    links: updatedIds.map((id) => ({ entity, entityId: id })),
  });
}

/**
 * Plans every row and, unless it is a dry run or any row has an error, writes them all in the
 * same transaction: all or nothing. A refused import answers created and updated 0.
 */
export async function importRows<Values>(
  db: Db,
  log: ImportLog,
  dryRun: boolean,
  plan: (db: DbOrTrx) => Promise<PlannedRow<Values>[]>,
  writer: RowWriter<Values>,
): Promise<ImportResult> {
  // A dry run writes nothing: planned outside a transaction, it holds no connection (SQLite has
  // one) while it checks a large file chunk by chunk.
  if (dryRun) return answer(await plan(db), true);
  try {
    return await activityTransaction(db, async (trx) => {
      const planned = await plan(trx);
      if (planned.some(({ messages }) => messages.length > 0)) return answer(planned, false);
      const creates: Values[] = [];
      const updates: { id: number; values: Values }[] = [];
      for (const { values, existingId } of planned) {
        if (values === null) continue;
        if (existingId === null) creates.push(values);
        else updates.push({ id: existingId, values });
      }
      const result = { created: creates.length, updated: updates.length, errors: [] };
      // In slices with a turn of the event loop between them: better-sqlite3 runs each
      // statement on this thread, so 49,000 rows at once would hold every other request.
      // Still one transaction: other writers wait for its end (SQLite's single writer), readers
      // read the last committed state meanwhile (db/read-connection.ts).
      importProgress.slicesWritten = 0;
      for (let start = 0; start < creates.length; start += INSERT_CHUNK) {
        await yieldToEventLoop();
        await writer.insert(trx, creates.slice(start, start + INSERT_CHUNK));
        importProgress.slicesWritten += 1;
      }
      for (let start = 0; start < updates.length; start += INSERT_CHUNK) {
        await yieldToEventLoop();
        for (const { id, values } of updates.slice(start, start + INSERT_CHUNK)) {
          await writer.update(trx, id, values);
        }
        importProgress.slicesWritten += 1;
      }
      await recordImport(
        trx,
        log,
        result,
        updates.map(({ id }) => id),
      );
      return result;
    });
  } catch (error) {
    // A concurrent writer took a barcode or name between the plan and the write.
    if (isConstraintViolation(error, 'unique')) throw conflict(IMPORT_RACE_MESSAGE);
    throw error;
  }
}

/** The answer for planned rows: at most MAX_LISTED_ERRORS errors, with their total past that. */
function answer<Values>(planned: PlannedRow<Values>[], dryRun: boolean): ImportResult {
  let errorCount = 0;
  let created = 0;
  let updated = 0;
  const errors: ImportResult['errors'] = [];
  for (const { row, messages, values, existingId } of planned) {
    for (const message of messages) {
      errorCount += 1;
      if (errors.length < MAX_LISTED_ERRORS) errors.push({ row, message });
    }
    if (values !== null) {
      if (existingId === null) created += 1;
      else updated += 1;
    }
  }
  // With any error nothing is written: a refused import answers created and updated 0.
  const counts = dryRun || errorCount === 0 ? { created, updated } : { created: 0, updated: 0 };
  return { ...counts, errors, ...(errorCount > errors.length ? { errorCount } : {}) };
}
