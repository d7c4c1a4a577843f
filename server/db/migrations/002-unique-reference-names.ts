import { sql, type Kysely } from 'kysely';

/**
 * Reference names are unique without regard to case (checked in named-records.ts); the index
 * makes it hold when two requests race past that check, on PostgreSQL with many instances too.
 */
export async function addUniqueReferenceNames(db: Kysely<unknown>): Promise<void> {
  for (const table of ['categories', 'departments', 'suppliers', 'item_areas']) {
    await sql`CREATE UNIQUE INDEX ${sql.raw(`${table}_name_ci`)} ON ${sql.table(table)} (lower(name))`.execute(
      db,
    );
  }
}
