import { sql } from 'kysely';
import { compiledOnce, isPostgres } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';
import { selectItemRows, type ItemJoinRow } from '../reference/item-rows';
import { assertValid, badRequest } from '../errors';

/** Unknown ids inside a body are a 400 naming the field (design: Limits). */
export const REFERENCE_MESSAGE = {
  supplier: 'Supplier does not exist.',
  department: 'Department does not exist.',
  item: 'Item does not exist.',
  itemInRow: (row: number) => `Item in row ${row} does not exist.`,
} as const;

export async function assertSupplierExists(db: DbOrTrx, id: number): Promise<void> {
  const row = await db.selectFrom('suppliers').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw badRequest(REFERENCE_MESSAGE.supplier);
}

export async function assertDepartmentExists(db: DbOrTrx, id: number): Promise<void> {
  const row = await db
    .selectFrom('departments')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw badRequest(REFERENCE_MESSAGE.department);
}

/** PostgreSQL: the ids as one array, so one statement whatever their number (every delivery). */
const selectItemRowsByIds = compiledOnce(1, (db, ids: number[]) =>
  selectItemRows(db).where('items.id', '=', sql<number>`any(${ids}::integer[])`),
);

/**
 * The rows' items in their nested shape, by id; every row whose item is unknown, named by its
 * 1-based row number, is in one 400.
 */
export async function readRowItems(
  db: DbOrTrx,
  itemIds: readonly number[],
): Promise<Map<number, ItemJoinRow>> {
  const unique = [...new Set(itemIds)];
  const found =
    unique.length === 0
      ? []
      : isPostgres(db)
        ? await selectItemRowsByIds(db, unique)
        : await selectItemRows(db).where('items.id', 'in', unique).execute();
  const known = new Map(found.map((row) => [row.item_id, row]));
  assertValid(
    itemIds.flatMap((id, index) => (known.has(id) ? [] : [REFERENCE_MESSAGE.itemInRow(index + 1)])),
  );
  return known;
}

/** Every row whose item is unknown, named by its 1-based row number, all in one 400. */
export async function assertRowItemsExist(db: DbOrTrx, itemIds: readonly number[]): Promise<void> {
  const unique = [...new Set(itemIds)];
  if (unique.length === 0) return;
  const found = await db.selectFrom('items').select('id').where('id', 'in', unique).execute();
  const known = new Set(found.map((row) => row.id));
  const messages = itemIds.flatMap((id, index) =>
    known.has(id) ? [] : [REFERENCE_MESSAGE.itemInRow(index + 1)],
  );
  assertValid(messages);
}
