import type { Transaction } from 'kysely';
import type { ImportResult } from '../../contract/schemas/imports';
import type { Database, Db } from '../db/schema';
import { conflict, type HttpError } from '../errors';
import { isConstraintViolation } from '../reference/db-errors';

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

/** Rows per INSERT: well below PostgreSQL's 65,535 parameters for any table here. */
const INSERT_CHUNK = 500;
export const IMPORT_RACE_MESSAGE =
  'Another change to the same records came in during the import. Nothing was imported; please try again.';

/** A validation error's messages, one per line of the answer. */
export function rowMessages(error: HttpError): string[] {
  return Array.isArray(error.messages) ? error.messages : [error.messages];
}

/**
 * Plans every row and, unless it is a dry run or any row has an error, writes them all in the
 * same transaction: all or nothing. A refused import answers created and updated 0.
 */
export async function importRows<Values>(
  db: Db,
  dryRun: boolean,
  plan: (trx: Transaction<Database>) => Promise<PlannedRow<Values>[]>,
  writer: RowWriter<Values>,
): Promise<ImportResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const planned = await plan(trx);
      const errors = planned.flatMap(({ row, messages }) =>
        messages.map((message) => ({ row, message })),
      );
      const creates: Values[] = [];
      const updates: { id: number; values: Values }[] = [];
      for (const { values, existingId } of planned) {
        if (values === null) continue;
        if (existingId === null) creates.push(values);
        else updates.push({ id: existingId, values });
      }
      if (errors.length > 0 && !dryRun) {
        return { created: 0, updated: 0, errors };
      }
      const result = { created: creates.length, updated: updates.length, errors };
      if (dryRun) return result;
      for (let start = 0; start < creates.length; start += INSERT_CHUNK) {
        await writer.insert(trx, creates.slice(start, start + INSERT_CHUNK));
      }
      for (const { id, values } of updates) await writer.update(trx, id, values);
      return result;
    });
  } catch (error) {
    // A concurrent writer took a barcode or name between the plan and the write.
    if (isConstraintViolation(error, 'unique')) throw conflict(IMPORT_RACE_MESSAGE);
    throw error;
  }
}
