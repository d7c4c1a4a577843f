import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../server/db/schema';

type Writer = Kysely<Database> | Transaction<Database>;
interface Stamps {
  created_at: string;
  updated_at: string;
}

/** Categories written straight into the database; their ids in the order given. */
export async function insertCategories(
  db: Writer,
  categories: readonly { name: string; description: string }[],
  stamps: Stamps,
): Promise<number[]> {
  const ids: number[] = [];
  for (const category of categories) {
    const row = await db
      .insertInto('categories')
      .values({ ...category, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

/** Item areas written straight into the database; their ids in the order given. */
export async function insertItemAreas(
  db: Writer,
  areas: readonly (readonly [name: string, speed: string])[],
  stamps: Stamps,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [name, speed] of areas) {
    const row = await db
      .insertInto('item_areas')
      .values({ name, speed_class: speed, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
