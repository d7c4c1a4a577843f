import { sql, type Kysely } from 'kysely';
import type { Engine } from '../schema';

/**
 * Names are unique without case for every alphabet, the same on both engines. PostgreSQL's
 * lower() already folds Unicode in a UTF-8 database; SQLite's built-in one folds only ASCII, so
 * connect.ts replaces it with JavaScript's toLowerCase (the one the server compares with), and
 * the indexes built with the old one are rebuilt. A database holding two names that differ only
 * in non-ASCII case stops here with SQLite's message naming the index.
 */
export async function foldUnicodeNameCase(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine !== 'sqlite') return;
  for (const table of ['categories', 'departments', 'suppliers', 'item_areas']) {
    await sql`REINDEX ${sql.raw(`${table}_name_ci`)}`.execute(db);
  }
}
