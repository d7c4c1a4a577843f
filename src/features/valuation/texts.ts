import type { MoneyInputProblem } from '../../lib/money';
import type { StockValueGroup } from '../../../contract/schemas/valuation';

/**
 * Every user-visible text of the valuation screens (design: Valuation), in one place for
 * translation: Stock Value, Waste Cost, the dashboard's money cards, the unit cost of the
 * receiving forms and the received list, and the stocktake's variance value.
 */
export const VALUATION_TEXT = {
  /** Stock with no known cost: shown as such, never as zero. */
  unvalued: 'unvalued',
  unvaluedNote: (quantity: number) =>
    `${quantity.toLocaleString('en-GB')} units have no known cost: they are unvalued and not in the total.`,
  nav: {
    label: 'Valuation',
    stockValue: 'Stock Value',
    wasteCost: 'Waste Cost',
  },
  stockValue: {
    total: 'Total stock value',
    groupBy: 'Group by',
    groups: { item: 'Item', category: 'Category', itemArea: 'Item Area' } satisfies Record<
      StockValueGroup,
      string
    >,
    chartTitle: (group: string) => `Value by ${group.toLowerCase()}`,
    chartMore: (shown: number, total: number) => `The ${shown} largest of ${total} shown.`,
    tableCaption: 'Stock value',
    quantity: 'Quantity',
    value: 'Value',
    unvaluedQuantity: 'Unvalued Quantity',
    loading: 'Loading stock value...',
    empty: 'No stock to value.',
    loadFailed: 'Stock value could not be loaded.',
  },
  wasteCost: {
    total: 'Waste cost',
    period: 'Period',
    periods: {
      thisMonth: 'This month',
      lastMonth: 'Last month',
      last30: 'Last 30 days',
      thisYear: 'This year',
      custom: 'Custom',
    },
    from: 'From',
    to: 'To',
    apply: 'Apply',
    periodInvalid: 'Choose a From date on or before the To date.',
    periodLabel: (from: string, to: string) => `${from} – ${to}`,
    byReason: 'By reason',
    byItem: 'By item',
    reason: 'Reason',
    item: 'Item',
    quantity: 'Quantity',
    cost: 'Cost',
    unvaluedQuantity: 'Unvalued Quantity',
    chartTitle: 'Cost by reason',
    exportByReason: 'Export by reason',
    loading: 'Loading waste cost...',
    empty: 'No waste in this period.',
    loadFailed: 'Waste cost could not be loaded.',
  },
  cards: {
    stockValue: 'Stock Value',
    wasteThisMonth: 'Waste This Month',
    unvaluedPart: (quantity: number) => `+ ${quantity.toLocaleString('en-GB')} units unvalued`,
  },
  unitCost: {
    label: 'Unit Cost',
    per: 'Cost per',
    perUnit: (unit: string) => (unit ? `per ${unit}` : 'per unit'),
    perPack: (packName: string, packSize: number, unit: string) =>
      `per ${packName} of ${packSize.toLocaleString('en-GB')}${unit ? ` ${unit}` : ''}`,
    converted: (amount: string, unit: string) => `= ${amount} per ${unit || 'unit'}`,
    problems: {
      negative: 'A cost cannot be negative.',
      decimals: 'A cost has at most 4 decimals.',
      tooLarge: 'A cost is at most 100,000.',
      notNumber: 'Enter the cost as a number, e.g. 2.50.',
    } satisfies Record<MoneyInputProblem, string>,
  },
  received: {
    unitCost: 'Unit Cost',
  },
  stocktake: {
    varianceValue: 'Variance Value',
    total: 'Variance value',
    totalNote: 'What posting changed, at the cost of the lots it took.',
    notPosted: 'Shown once the stocktake is posted.',
  },
} as const;
