import type { Transaction } from 'kysely';
import type { Database, DbOrTrx } from './schema';

/**
 * Runs work in a transaction: a new one on a Kysely instance, the caller's when given one. So a
 * domain write (receiving, waste, an order) can join the transaction in which its
 * Idempotency-Key's answer is saved (idempotency/write-once.ts), and still run on its own.
 */
export function inTransaction<T>(
  db: DbOrTrx,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** PostgreSQL's answers when a statement or a lock wait ran out of time (connect.ts sets both). */
const TIMEOUT_CODES = new Set(['57014', '55P03']);

/** SQLite's and PostgreSQL's (53100) codes for a full disk or database file size limit. */
const DISK_FULL_CODES = new Set(['SQLITE_FULL', '53100']);

/** The database could not store the write: nothing of it was committed. */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && DISK_FULL_CODES.has(error.code);
}

export function isDatabaseTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && TIMEOUT_CODES.has(error.code);
}
