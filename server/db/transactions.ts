import type { Transaction } from 'kysely';
import type { Database, DbOrTrx } from './schema';

/**
 * Runs work in a transaction: a new one on a Kysely instance, the caller's when given one. So a
 * domain write (receiving, waste, an order) can join the transaction in which its
 * Idempotency-Key's answer is saved (idempotency.ts writeOnce), and still run on its own.
 */
export function inTransaction<T>(
  db: DbOrTrx,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** PostgreSQL's answers when a statement or a lock wait ran out of time (connect.ts sets both). */
const TIMEOUT_CODES = new Set(['57014', '55P03']);

export function isDatabaseTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && TIMEOUT_CODES.has(error.code);
}
