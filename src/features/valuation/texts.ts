import type { StockValueGroup } from '../../../contract/schemas/valuation';
import type { MessageId, MessageValues } from '../../i18n';

/** `useT()`'s or `translate`'s shape: the texts follow the language of whoever asks. */
type Translate = (id: MessageId, values?: MessageValues) => string;

const CHART_TITLE: Record<StockValueGroup, MessageId> = {
  item: 'valuation.chartByItem',
  category: 'valuation.chartByCategory',
  itemArea: 'valuation.chartByItemArea',
};

/**
 * Every user-visible text of page Valuation's screens (design: Valuation), Stock Value and
 * Waste Cost, from the valuation catalogue: `const t = valuationText(useT())`.
 */
export const valuationText = (t: Translate) => ({
  /** Stock with no known cost: shown as such, never as zero. */
  unvalued: t('valuation.unvalued'),
  unvaluedNote: (quantity: string) => t('valuation.unvaluedNote', { quantity }),
  nav: {
    label: t('valuation.navLabel'),
    stockValue: t('valuation.navStockValue'),
    wasteCost: t('valuation.navWasteCost'),
  },
  stockValue: {
    total: t('valuation.stockTotal'),
    groupBy: t('valuation.groupBy'),
    groups: {
      item: t('valuation.groupItem'),
      category: t('valuation.groupCategory'),
      itemArea: t('valuation.groupItemArea'),
    } satisfies Record<StockValueGroup, string>,
    chartTitle: (group: StockValueGroup) => t(CHART_TITLE[group]),
    chartMore: (shown: number, total: number) => t('valuation.chartMore', { shown, total }),
    tableCaption: t('valuation.stockCaption'),
    quantity: t('valuation.quantity'),
    value: t('valuation.value'),
    unvaluedQuantity: t('valuation.unvaluedQuantity'),
    loading: t('valuation.stockLoading'),
    empty: t('valuation.stockEmpty'),
    loadFailed: t('valuation.stockLoadFailed'),
  },
  wasteCost: {
    total: t('valuation.wasteTotal'),
    period: t('valuation.period'),
    periods: {
      thisMonth: t('valuation.periodThisMonth'),
      lastMonth: t('valuation.periodLastMonth'),
      last30: t('valuation.periodLast30'),
      thisYear: t('valuation.periodThisYear'),
      custom: t('valuation.periodCustom'),
    },
    from: t('valuation.from'),
    to: t('valuation.to'),
    apply: t('valuation.apply'),
    periodInvalid: t('valuation.periodInvalid'),
    periodLabel: (from: string, to: string) => t('valuation.periodLabel', { from, to }),
    byReason: t('valuation.byReason'),
    byItem: t('valuation.byItem'),
    reason: t('valuation.reason'),
    item: t('valuation.item'),
    quantity: t('valuation.quantity'),
    cost: t('valuation.cost'),
    unvaluedQuantity: t('valuation.unvaluedQuantity'),
    chartTitle: t('valuation.wasteChartTitle'),
    exportByItem: t('valuation.exportByItem'),
    exportByReason: t('valuation.exportByReason'),
    loading: t('valuation.wasteLoading'),
    empty: t('valuation.wasteEmpty'),
    loadFailed: t('valuation.wasteLoadFailed'),
  },
});
