import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; `in (?, ?, …)` lists of many lengths make the tail. */
const MAX_STATEMENTS = 500;

/**
 * Kysely's SQLite driver prepares every statement anew, and preparing costs more than running
 * our short statements. This keeps the prepared statements by SQL text (least recently used
 * go first). better-sqlite3 runs one statement at a time per connection; a statement still
 * iterating (busy) is never handed out twice: a fresh one is prepared instead.
 */
export function cacheStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserted: the Map's order is the recency order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
  };
}
