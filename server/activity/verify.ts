import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';
import { GENESIS_HASH } from '../db/migrations/017-activity';
import { entryHash } from './chain';

/** Entries read per query while verifying: memory stays flat however long the log. */
const VERIFY_CHUNK = 10_000;

/** Keyset pages by primary key (never OFFSET), compiled once: the page's ids are bound values. */
const entriesFrom = compiledOnce(2, (db, fromId: number, toId: number) =>
  db
    .selectFrom('activity')
    .selectAll()
    .where('id', '>=', fromId)
    .where('id', '<=', toId)
    .orderBy('id')
    .limit(VERIFY_CHUNK),
);

export interface ActivityVerification {
  ok: boolean;
  /** Entries the chain should hold (the head's last id). */
  entries: number;
  /** The first entry edited, missing or out of place; null when the chain holds. */
  firstBrokenId: number | null;
}

/**
 * Recomputes the chain from the first entry to the head read at the start (entries committed
 * meanwhile come after it): each id must follow the last, carry the last hash as prev_hash, and
 * hash to its own `hash`; the head's hash must be the last entry's. An entry edited by hand fails
 * at its id; one deleted fails at the missing id (the last too, as the head still counts it).
 */
export async function verifyActivity(db: DbOrTrx): Promise<ActivityVerification> {
  const head = await db
    .selectFrom('activity_head')
    .select(['last_id', 'last_hash'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const entries = head.last_id;
  const broken = (id: number): ActivityVerification => ({ ok: false, entries, firstBrokenId: id });
  let expectedId = 1;
  let prevHash = GENESIS_HASH;
  while (expectedId <= entries) {
    const rows = await entriesFrom(db, expectedId, entries);
    if (rows.length === 0) return broken(expectedId);
    for (const row of rows) {
      const { hash, prev_hash: rowPrev, ...fields } = row;
      if (row.id !== expectedId) return broken(expectedId);
      if (rowPrev !== prevHash || entryHash(prevHash, fields) !== hash) return broken(expectedId);
      prevHash = hash;
      expectedId += 1;
    }
  }
  if (prevHash !== head.last_hash) return broken(Math.max(entries, 1));
  return { ok: true, entries, firstBrokenId: null };
}
