import { toMoneyOrNull, toStoredAmount } from '../../contract/money';
import { toQuantity } from '../../contract/validation/values';

/**
 * What stock that left (or, for a stocktake surplus, arrived) cost: the sum of its valued parts
 * in ten-thousandths (exact, BigInt) and the thousandths that had no known cost.
 */
export interface TakeCost {
  cost: bigint;
  valuedQuantity: number;
  unvaluedQuantity: number;
}

export const NO_TAKE_COST: TakeCost = { cost: 0n, valuedQuantity: 0, unvaluedQuantity: 0 };

export function addTakeCosts(a: TakeCost, b: TakeCost): TakeCost {
  return {
    cost: a.cost + b.cost,
    valuedQuantity: a.valuedQuantity + b.valuedQuantity,
    unvaluedQuantity: a.unvaluedQuantity + b.unvaluedQuantity,
  };
}

/**
 * The stored columns: cost null when nothing could be valued (unvalued is never zero), else the
 * valued part's cost; unvalued_quantity counted apart. sign -1 stores a shortfall as negative.
 */
export function toCostColumns(
  take: TakeCost,
  sign: 1 | -1 = 1,
): { cost: number | null; unvalued_quantity: number } {
  const nothingValued = take.valuedQuantity === 0 && take.unvaluedQuantity > 0;
  return {
    cost: nothingValued ? null : toStoredAmount(take.cost * BigInt(sign)),
    unvalued_quantity: take.unvaluedQuantity,
  };
}

/** The API's pair: Cost (null when nothing was valued) and UnvaluedQuantity. */
export function toCostFields(row: { cost: number | null; unvalued_quantity: number }): {
  Cost: number | null;
  UnvaluedQuantity: number;
} {
  return { Cost: toMoneyOrNull(row.cost), UnvaluedQuantity: toQuantity(row.unvalued_quantity) };
}
