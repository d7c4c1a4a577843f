import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
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

/** The columns an entry's hash covers: all but the two hashes and the links; its place included. */
export type HashedFields = Omit<
  Selectable<ActivityRow>,
  'hash' | 'prev_hash' | 'chain_position' | 'link_terms'
> & {
  chain_position: number;
};

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

/**
 * The hashed columns in their fixed order: the array whose JSON is hashed. Its first element is
 * the entry's chain position, followed by its id when the two differ. So an entry chained before
 * migration 020 (position = id) hashes exactly as migration 017 hashed it, `[id, at, …]`, and
 * its hash still holds; the two forms have 12 and 13 elements and never give the same text.
 */
function hashedValues(row: HashedFields): unknown[] {
  return [
    row.chain_position,
    ...(row.chain_position === row.id ? [] : [row.id]),
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
