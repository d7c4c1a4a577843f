import type { DbOrTrx } from '../db/schema';
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

/**
 * The rows' items by id, from the rows found for their ids; every row whose item is unknown,
 * named by its 1-based row number, is in one 400.
 */
export function rowItemsFound<Row extends { item_id: number }>(
  itemIds: readonly number[],
  found: readonly Row[],
): Map<number, Row> {
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
