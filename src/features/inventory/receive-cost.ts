import type { ReceivedItem } from '../../../contract/schemas/stock';
import {
  moneyText,
  parseMoneyInput,
  perPackToPerUnit,
  toTenThousandths,
  type MoneyInput,
} from '../../lib/money';

/**
 * The unit cost of a receiving row (design: Valuation), kept apart from the row's other fields:
 * optional, typed per base unit or, for an item with packs, per pack and converted exactly.
 */
export interface RowCost {
  /** As typed; blank: no cost. */
  unitCost: string;
  /** The pack size when the cost is typed per pack; null: per base unit. */
  costPack: number | null;
  /** The item whose last cost filled the field, so a cleared field is not filled again. */
  costItemId: number | null;
}

export const NO_COST: RowCost = { unitCost: '', costPack: null, costItemId: null };

/** The typed cost per base unit, in ten-thousandths (null: blank), or why it is refused. */
export function perUnitCost(cost: RowCost): MoneyInput {
  const typed = parseMoneyInput(cost.unitCost);
  if (!typed.ok || typed.amount === null || cost.costPack === null) return typed;
  const amount = perPackToPerUnit(typed.amount, cost.costPack);
  return amount === null ? { ok: false, problem: 'notNumber' } : { ok: true, amount };
}

/**
 * What the form's validation checks: the exact per-unit decimal when the text means one, else
 * the text as typed so the shared rule (contract/validation) gives its message for the row.
 */
export function costForValidation(cost: RowCost): string {
  const parsed = perUnitCost(cost);
  if (!parsed.ok) return cost.unitCost;
  return parsed.amount === null ? '' : moneyText(parsed.amount);
}

/** The body's `unitCost`: the exact per-unit decimal as a string, left out when blank. */
export function costBodyOf(cost: RowCost): { unitCost?: string } {
  const parsed = perUnitCost(cost);
  if (!parsed.ok) return { unitCost: cost.unitCost.trim() };
  return parsed.amount === null ? {} : { unitCost: moneyText(parsed.amount) };
}

/** A sent body's `unitCost` (per base unit) back into a row of `itemId`, kept as sent. */
export function costDraftOf(value: unknown, itemId: number | null): RowCost {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return { unitCost: text, costPack: null, costItemId: itemId };
}

/**
 * Rows whose item changed get that item's last known cost (ten-thousandths) when their cost is
 * blank; a row keeps whatever was typed, and a field cleared by hand stays clear.
 */
export function withLastCosts<Row extends RowCost & { itemId: number | null }>(
  rows: readonly Row[],
  lastCosts: ReadonlyMap<number, number> | null,
): Row[] {
  // Not read yet: nothing is marked, so the rows are filled once the costs are known.
  if (lastCosts === null) return [...rows];
  return rows.map((row) => {
    if (row.itemId === null || row.itemId === row.costItemId) return row;
    const last = lastCosts.get(row.itemId);
    const fill = row.unitCost.trim() === '' && last !== undefined;
    return {
      ...row,
      costItemId: row.itemId,
      ...(fill ? { unitCost: moneyText(last), costPack: null } : {}),
    };
  });
}

/**
 * Each item's last known cost (ten-thousandths per base unit) from the lots this device has
 * seen: the newest received lot with a cost, as the server's latest-known-cost rule.
 */
export function lastCostsFrom(lots: readonly ReceivedItem[]): Map<number, number> {
  const newest = new Map<number, { at: string; id: number; cost: number }>();
  for (const lot of lots) {
    if (lot.UnitCost === null || lot.UnitCost === undefined) continue;
    const seen = newest.get(lot.ItemID);
    const newer =
      !seen || lot.ReceivedAt > seen.at || (lot.ReceivedAt === seen.at && lot.ID > seen.id);
    if (newer) newest.set(lot.ItemID, { at: lot.ReceivedAt, id: lot.ID, cost: lot.UnitCost });
  }
  return new Map([...newest].map(([itemId, lot]) => [itemId, toTenThousandths(lot.cost)]));
}
