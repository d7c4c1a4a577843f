import type { StocktakeLine } from '../../../contract/schemas/stocktakes';
import { sumAmounts } from '../../lib/money';
import { QUANTITY_SCALE } from '../../../contract/constants';

type Valued = Pick<StocktakeLine, 'VarianceValue' | 'UnvaluedQuantity' | 'Variance'>;

/**
 * A posted stocktake's change in money (design: Valuation): the exact sum of its lines'
 * VarianceValue, null when no line could be valued; and the quantity that had no known cost.
 */
export function varianceValueTotal(lines: readonly Valued[]): {
  total: number | null;
  unvaluedQuantity: number;
} {
  const values = lines.flatMap((line) =>
    line.VarianceValue === null || line.VarianceValue === undefined ? [] : [line.VarianceValue],
  );
  const unvalued = lines.reduce(
    (sum, line) => sum + Math.round((line.UnvaluedQuantity ?? 0) * QUANTITY_SCALE),
    0,
  );
  return {
    total: values.length === 0 ? null : sumAmounts(values),
    unvaluedQuantity: unvalued / QUANTITY_SCALE,
  };
}

/** What a line's value cell says: an amount, "unvalued" (it changed stock with no known cost), or nothing. */
export function lineValueKind(line: Valued): 'amount' | 'unvalued' | 'none' {
  if (line.VarianceValue !== null && line.VarianceValue !== undefined) return 'amount';
  return (line.UnvaluedQuantity ?? 0) > 0 ? 'unvalued' : 'none';
}
