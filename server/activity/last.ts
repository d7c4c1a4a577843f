import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Entries waiting for the end of their write, by the write's transaction. */
const pending = new WeakMap<Transaction<Database>, (() => Promise<unknown>)[]>();

/**
 * Runs a write whose entries are appended after all of its other statements (its
 * Idempotency-Key answer included): the head row's lock, which serialises every writer of the
 * chain (two PostgreSQL instances too), is then held only from there to the commit. Nested in
 * another such write (the same transaction), the outer one appends them. A write that fails
 * appends nothing.
 */
export async function withActivityLast<T>(
  trx: Transaction<Database>,
  write: () => Promise<T>,
): Promise<T> {
  if (pending.has(trx)) return write();
  const queue: (() => Promise<unknown>)[] = [];
  pending.set(trx, queue);
  try {
    const result = await write();
    // In the order recorded; an entry recorded while appending joins the queue's end.
    for (let append = queue.shift(); append; append = queue.shift()) await append();
    return result;
  } finally {
    pending.delete(trx);
  }
}

/**
 * Queues append to run at the end of trx's write when trx is one (withActivityLast); answers
 * whether it did. Outside one, the caller appends at once.
 */
export function deferToWriteEnd(
  trx: Transaction<Database>,
  append: () => Promise<unknown>,
): boolean {
  const queue = pending.get(trx);
  if (!queue) return false;
  queue.push(append);
  return true;
}
