import { decimalText } from './validation/values';

/**
 * Money (design: Valuation): one currency per installation, amounts stored exactly as integer
 * ten-thousandths of the currency unit, never as binary floats. Quantities are integer
 * thousandths (decisions.md), so a quantity times a unit cost is computed on integers and
 * rounded once, half away from zero, to ten-thousandths.
 */

/** Amounts are integer ten-thousandths: at most 4 decimal places. */
export const MONEY_SCALE = 10_000;
/**
 * The largest unit cost (per base unit) accepted. With QUANTITY_MAX (10^6 units = 10^9
 * thousandths) a lot's quantity × cost stays below 10^18, inside a 64-bit integer on both
 * engines, and a lot's value (≤ 10^15 ten-thousandths) inside a double's exact integers.
 */
export const UNIT_COST_MAX = 100_000;
/**
 * What one received lot (its quantity × unit cost) and one delivery (the sum of its lots) may be
 * worth, in currency units: far beyond any real business, and low enough that a delivery's value
 * in ten-thousandths (10^15) stays a double's exact integer. The same limits hold for a purchase
 * order's line and its total. Reports sum in types that cannot overflow (server/valuation).
 */
export const LOT_VALUE_MAX = 10_000_000_000;
export const DELIVERY_VALUE_MAX = 100_000_000_000;
/**
 * What the stock one write takes or adds (an order's confirmation, a stocktake line, a waste
 * report, a transfer's loss) may be worth, in currency units: its cost is stored as a double,
 * exact below 2^53 ten-thousandths (9.007 × 10^11). Each lot is within LOT_VALUE_MAX, but an
 * order of many lines or a count of an item with many lots can add up past it.
 */
export const STOCK_MOVE_VALUE_MAX = 900_000_000_000;
export const DEFAULT_CURRENCY = 'EUR';

/**
 * The answer fields that hold money: a lot's unit cost, what waste, an order or a purchase order
 * line cost, a purchase order's total, a stocktake line's or a report row's value. Only roles
 * with page Valuation are given them; for the others the server sends null (issue 32 row 10).
 */
export const MONEY_FIELDS = [
  'UnitCost',
  'Cost',
  'Total',
  'Value',
  'VarianceValue',
  'LostValue',
] as const;

const MONEY_DECIMAL = /^\d+(\.\d{1,4})?$/;

export const MONEY_TEXT = {
  unitCostInvalidInRow: (row: number) =>
    `Unit cost in row ${row} must be a number from 0 to ${UNIT_COST_MAX} with at most 4 decimals`,
  lotValueTooLargeInRow: (row: number) =>
    `Value of row ${row} (quantity × unit cost) must be at most ${LOT_VALUE_MAX}`,
  deliveryValueTooLarge: `Value of the delivery (quantity × unit cost of every row) must be at most ${DELIVERY_VALUE_MAX}`,
  lineValueTooLargeInLine: (line: number) =>
    `Value of line ${line} (quantity × unit cost) must be at most ${LOT_VALUE_MAX}`,
  orderValueTooLarge: `Total of the order (quantity × unit cost of every line) must be at most ${DELIVERY_VALUE_MAX}`,
  stockMoveValueTooLarge: `Value of the stock this moves (quantity × unit cost of every lot) must be at most ${STOCK_MOVE_VALUE_MAX}`,
} as const;

/**
 * A unit cost (≥ 0, at most 4 decimals, at most UNIT_COST_MAX) as integer ten-thousandths, else
 * null. Parsed digit by digit so '0.1' never goes through a binary float.
 */
export function parseUnitCost(value: unknown): number | null {
  const text = decimalText(value);
  if (text === null || !MONEY_DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  if (Number(whole) > UNIT_COST_MAX) return null;
  const amount = Number(whole) * MONEY_SCALE + Number(fraction.padEnd(4, '0'));
  return amount > UNIT_COST_MAX * MONEY_SCALE ? null : amount;
}

/** Ten-thousandths back to the number the API shows (exact: its shortest form is the decimal). */
export function toMoney(tenThousandths: number | bigint): number {
  const value = BigInt(tenThousandths);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const scale = BigInt(MONEY_SCALE);
  const text = `${magnitude / scale}.${String(magnitude % scale).padStart(4, '0')}`;
  return Number(negative ? `-${text}` : text);
}

/** A nullable amount: null stays null (unvalued is never shown as zero). */
export function toMoneyOrNull(tenThousandths: number | bigint | null): number | null {
  return tenThousandths === null ? null : toMoney(tenThousandths);
}

/**
 * The value of a quantity (thousandths, signed) at a unit cost (ten-thousandths), in
 * ten-thousandths, rounded half away from zero. BigInt: the product may pass 2^53.
 */
export function valueOf(quantity: number, unitCost: number): bigint {
  const product = BigInt(quantity) * BigInt(unitCost);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + 500n) / 1000n;
  return negative ? -rounded : rounded;
}

/**
 * The value limits (LOT_VALUE_MAX, DELIVERY_VALUE_MAX) over priced rows (quantity in
 * thousandths, unit cost in ten-thousandths; null for a row without both): the 1-based numbers
 * of the rows worth more than a lot may be, and whether all of them together are worth more
 * than a delivery may be. A receiving and a purchase order's lines are checked alike.
 */
export function findValueLimitsPassed(
  rows: readonly ({ quantity: number; unitCost: number } | null)[],
): { rows: number[]; total: boolean } {
  const lotMax = BigInt(LOT_VALUE_MAX) * BigInt(MONEY_SCALE);
  const over: number[] = [];
  let total = 0n;
  rows.forEach((row, index) => {
    if (row === null) return;
    const value = valueOf(row.quantity, row.unitCost);
    if (value > lotMax) over.push(index + 1);
    total += value;
  });
  return { rows: over, total: total > BigInt(DELIVERY_VALUE_MAX) * BigInt(MONEY_SCALE) };
}

/** A BigInt amount as a number for storage; amounts beyond 2^53 ten-thousandths are refused. */
export function toStoredAmount(amount: bigint): number {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('Amount too large to store exactly.');
  }
  return Number(amount);
}

/** An ISO 4217 code the runtime knows (Intl formats it), written in capitals. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return Intl.supportedValuesOf('currency').includes(code);
}
