import type { StockValueGroup } from '../../../contract/schemas/valuation';

/**
 * Every user-visible text of page Valuation's screens (design: Valuation), Stock Value and
 * Waste Cost, in one place for translation.
 */
export const VALUATION_TEXT = {
  /** Stock with no known cost: shown as such, never as zero. */
  unvalued: 'unvalued',
  unvaluedNote: (quantity: string) =>
    `${quantity} units have no known cost: they are unvalued and not in the total.`,
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
    unvaluedQuantity: 'Unvalued Qty',
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
    unvaluedQuantity: 'Unvalued Qty',
    chartTitle: 'Cost by reason',
    exportByItem: 'Export items CSV',
    exportByReason: 'Export reasons CSV',
    loading: 'Loading waste cost...',
    empty: 'No waste in this period.',
    loadFailed: 'Waste cost could not be loaded.',
  },
} as const;
