import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { GENESIS_HASH } from '../db/migrations/017-activity';
import { entryHash } from './chain';
import { chainCommittedNow } from './chainer';

/** Entries read per query while verifying: memory stays flat however long the log. */
const VERIFY_CHUNK = 10_000;

/** Keyset pages by chain position (never OFFSET), compiled once: the bounds are bound values. */
const entriesFrom = compiledOnce(2, (db, from: number, to: number) =>
  db
    .selectFrom('activity')
    .selectAll()
    .where('chain_position', '>=', from)
    .where('chain_position', '<=', to)
    .orderBy('chain_position')
    .limit(VERIFY_CHUNK),
);

export interface ActivityVerification {
  ok: boolean;
  /** Entries the chain should hold (the head's last position). */
  entries: number;
  /** The ActivityId of the first entry edited, or whose link a removal broke; null when it holds. */
  firstBrokenId: number | null;
}

/**
 * Chains every entry committed so far (chainer.ts), then recomputes the chain by position from
 * the first entry to the head read then (entries chained meanwhile come after it): each position
 * must follow the last, carry the last hash as prev_hash, and hash to its own `hash`; the head's
 * hash must be the last entry's. An entry edited by hand fails at its id; one removed breaks the
 * next entry's link, which fails at that entry's id (the head's last id when it was the last).
 */
export async function verifyActivity(db: Kysely<Database>): Promise<ActivityVerification> {
  await chainCommittedNow(db);
  const head = await db
    .selectFrom('activity_head')
    .select(['last_position', 'last_id', 'last_hash'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const entries = head.last_position;
  const broken = (id: number): ActivityVerification => ({ ok: false, entries, firstBrokenId: id });
  let expected = 1;
  let prevHash = GENESIS_HASH;
  while (expected <= entries) {
    const rows = await entriesFrom(db, expected, entries);
    if (rows.length === 0) return broken(head.last_id);
    for (const row of rows) {
      const { hash, prev_hash: rowPrev, chain_position: position, ...fields } = row;
      if (position !== expected || rowPrev !== prevHash) return broken(row.id);
      if (entryHash(prevHash, { ...fields, chain_position: position }) !== hash) {
        return broken(row.id);
      }
      prevHash = hash;
      expected += 1;
    }
  }
  if (prevHash !== head.last_hash) return broken(head.last_id);
  return { ok: true, entries, firstBrokenId: null };
}
