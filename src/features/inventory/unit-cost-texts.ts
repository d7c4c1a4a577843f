import type { MoneyInputProblem } from '../../lib/money';

/**
 * Every user-visible text of the unit cost (design: Valuation) on the receiving forms and the
 * received list, in one place for translation.
 */
export const UNIT_COST_TEXT = {
  label: 'Unit Cost',
  per: 'Cost per',
  perUnit: (unit: string) => (unit ? `per ${unit}` : 'per unit'),
  perPack: (packName: string, packSize: string, unit: string) =>
    `per ${packName} of ${packSize}${unit ? ` ${unit}` : ''}`,
  converted: (amount: string, unit: string) => `= ${amount} per ${unit || 'unit'}`,
  problems: {
    negative: 'A cost cannot be negative.',
    decimals: 'A cost has at most 4 decimals.',
    tooLarge: 'A cost is at most 100,000.',
    notNumber: 'Enter the cost as a number, e.g. 2.50.',
  } satisfies Record<MoneyInputProblem, string>,
  /** The received list's column, for roles with page Valuation. */
  column: 'Unit Cost',
} as const;
