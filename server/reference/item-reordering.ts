import { QUANTITY_MAX, QUANTITY_SCALE } from '../../contract/constants';
import { isBlank, parseId, parseQuantity } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { badRequest } from '../errors';

/** An item's reordering fields as stored (design: Purchasing): thousandths, null when unset. */
export interface ReorderingValues {
  par_level: number | null;
  reorder_point: number | null;
  pack_size: number | null;
  pack_name: string | null;
  preferred_supplier_id: number | null;
}

/** The item JSON's reordering fields as sent (itemRequest, or a CSV row's cells). */
export interface ReorderingInput {
  parLevel?: unknown;
  reorderPoint?: unknown;
  packSize?: unknown;
  packName?: unknown;
  preferredSupplierId?: unknown;
}

export const REORDERING_MESSAGE = {
  quantity: (field: string) =>
    `${field} must be a quantity greater than 0 with at most 3 decimals, or empty.`,
  reorderPoint: `reorderPoint must be a quantity of 0 or more with at most 3 decimals, or empty.`,
  parBelowReorderPoint: 'parLevel must be at least reorderPoint.',
  packName: 'packName must be at most 40 characters.',
  preferredSupplier: 'preferredSupplierId does not match any supplier.',
} as const;

const PACK_NAME_MAX = 40;

/** A positive quantity in thousandths, null when blank; messages collects what is wrong. */
function positive(value: unknown, field: string, messages: string[]): number | null {
  if (isBlank(value)) return null;
  const parsed = parseQuantity(value);
  if (parsed === null) messages.push(REORDERING_MESSAGE.quantity(field));
  return parsed;
}

/** Zero is a real reorder point (order when the shelf is empty). */
function reorderPointOf(value: unknown, messages: string[]): number | null {
  if (isBlank(value)) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === 0 || (typeof text === 'string' && /^0+(\.0{1,3})?$/.test(text))) return 0;
  const parsed = parseQuantity(value);
  if (parsed === null || parsed > QUANTITY_MAX * QUANTITY_SCALE) {
    messages.push(REORDERING_MESSAGE.reorderPoint);
    return null;
  }
  return parsed;
}

/**
 * Checks the reordering fields that need no database; the preferred supplier's existence is
 * checked by assertPreferredSupplier inside the write's transaction.
 */
export function readReordering(input: ReorderingInput, messages: string[]): ReorderingValues {
  const parLevel = positive(input.parLevel, 'parLevel', messages);
  const reorderPoint = reorderPointOf(input.reorderPoint, messages);
  const packSize = positive(input.packSize, 'packSize', messages);
  if (parLevel !== null && reorderPoint !== null && parLevel < reorderPoint) {
    messages.push(REORDERING_MESSAGE.parBelowReorderPoint);
  }
  const packName = typeof input.packName === 'string' ? input.packName.trim() : '';
  if (packName.length > PACK_NAME_MAX) messages.push(REORDERING_MESSAGE.packName);
  let supplierId: number | null = null;
  if (!isBlank(input.preferredSupplierId)) {
    supplierId = parseId(input.preferredSupplierId);
    if (supplierId === null) messages.push(REORDERING_MESSAGE.preferredSupplier);
  }
  return {
    par_level: parLevel,
    reorder_point: reorderPoint,
    pack_size: packSize,
    pack_name: packName === '' ? null : packName,
    preferred_supplier_id: supplierId,
  };
}

export async function assertPreferredSupplier(
  db: DbOrTrx,
  values: ReorderingValues,
): Promise<void> {
  if (values.preferred_supplier_id === null) return;
  const found = await db
    .selectFrom('suppliers')
    .select('id')
    .where('id', '=', values.preferred_supplier_id)
    .executeTakeFirst();
  if (!found) throw badRequest(REORDERING_MESSAGE.preferredSupplier);
}
