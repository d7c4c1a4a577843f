/** Unit costs are stored exactly, in integer ten-thousandths (design: Valuation). */
export const COST_SCALE = 10_000;
const COST_MAX = 1_000_000_000;
const DECIMAL = /^\d+(\.\d{1,4})?$/;

/** A cost of 0 or more with at most 4 decimals, as ten-thousandths; else null. */
export function parseUnitCost(value: unknown): number | null {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : String(value);
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (Number(whole) > COST_MAX) return null;
  return Number(whole) * COST_SCALE + Number(fraction.padEnd(4, '0'));
}

export function toMoney(tenThousandths: number): number {
  return tenThousandths / COST_SCALE;
}
