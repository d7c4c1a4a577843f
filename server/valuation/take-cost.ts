import {
  MONEY_SCALE,
  MONEY_TEXT,
  STOCK_MOVE_VALUE_MAX,
  toMoneyOrNull,
  toStoredAmount,
} from '../../contract/money';
import { toQuantity } from '../../contract/validation/values';
import { conflict } from '../errors';

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

const STOCK_MOVE_AMOUNT_MAX = BigInt(STOCK_MOVE_VALUE_MAX) * BigInt(MONEY_SCALE);

/**
 * The stored columns: cost null when nothing could be valued (unvalued is never zero), else the
 * valued part's cost; unvalued_quantity counted apart. sign -1 stores a shortfall as negative.
 * A cost past what a double holds exactly is a 409 that rolls the write back, not a 500.
 */
export function toCostColumns(
  take: TakeCost,
  sign: 1 | -1 = 1,
): { cost: number | null; unvalued_quantity: number } {
  if (take.cost > STOCK_MOVE_AMOUNT_MAX || take.cost < -STOCK_MOVE_AMOUNT_MAX) {
    throw conflict(MONEY_TEXT.stockMoveValueTooLarge);
  }
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
