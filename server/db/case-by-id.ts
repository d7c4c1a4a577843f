import { sql, type RawBuilder } from 'kysely';

/**
 * `case <id column> when <id> then <value> … end`: one UPDATE setting a different value per row
 * (a row per statement cost a round trip each: 60 of them on a busy PostgreSQL took most of a
 * 20-line transfer). Values are cast, since PostgreSQL cannot type a parameter in THEN alone.
 */
export function caseById(
  idColumn: string,
  values: ReadonlyMap<number, number | null>,
  type: 'bigint' | 'integer' = 'bigint',
): RawBuilder<number> {
  const branches = [...values].map(
    ([id, value]) => sql`when ${id} then cast(${value} as ${sql.raw(type)})`,
  );
  return sql<number>`case ${sql.ref(idColumn)} ${sql.join(branches, sql` `)} end`;
}
