import { createHash } from 'node:crypto';
import type { ActivityRow } from '../db/schema';

/** JSON with object keys sorted at every depth: one text per value, whatever the key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

export type HashedFields = Omit<ActivityRow, 'hash' | 'prev_hash'>;

/**
 * An entry's hash: SHA-256 of the previous entry's hash and the entry's canonical JSON (every
 * column but the two hashes, in a fixed order), so editing any column of any entry, or removing
 * one, breaks the chain from there on.
 */
export function entryHash(prevHash: string, row: HashedFields): string {
  return createHash('sha256')
    .update(prevHash)
    .update(JSON.stringify(hashedValues(row)))
    .digest('hex');
}

/** The hashed columns in their fixed order: the array whose JSON is hashed. */
function hashedValues(row: HashedFields): unknown[] {
  return [
    row.id,
    row.at,
    row.user_id,
    row.user_name,
    row.site_id,
    row.action,
    row.entity,
    row.entity_id,
    row.summary_key,
    row.summary_values,
    row.summary,
    row.changes,
  ];
}

/**
 * The hashed JSON after its id, `,"at",…]`: PostgreSQL hashes `'[' || id || tail` itself once
 * it has claimed the id (record-postgres.ts), the same text entryHash hashes.
 */
export function hashedTailAfterId(row: Omit<HashedFields, 'id'>): string {
  return JSON.stringify(hashedValues({ ...row, id: 0 })).slice('[0'.length);
}
