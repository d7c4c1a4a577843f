import { describe, expect, it } from 'vitest';
import { valuationCards } from '../../../src/features/dashboard/money-cards';
import { lineValueKind, varianceValueTotal } from '../../../src/features/stocktakes/variance-value';
import { byAmount, topBars } from '../../../src/features/valuation/valuation-figures';
import { isPeriodValid, presetPeriod } from '../../../src/features/valuation/waste-period';

const rows = [
  { Name: 'Milk', Value: 12.5 },
  { Name: 'Salt', Value: null },
  { Name: 'Beer', Value: 250 },
  { Name: 'Air', Value: 0 },
  { Name: 'Wine', Value: 12.5 },
];
const name = (row: { Name: string }) => row.Name;
const value = (row: { Value: number | null }) => row.Value;

describe('report figures (design: Valuation)', () => {
  it('draws the largest valued amounts and leaves unvalued rows out of the chart', () => {
    expect(topBars(rows, name, value)).toEqual([
      { name: 'Beer', value: 250 },
      { name: 'Milk', value: 12.5 },
      { name: 'Wine', value: 12.5 },
    ]);
    expect(topBars(rows, name, value, 1)).toEqual([{ name: 'Beer', value: 250 }]);
  });

  it('lists rows largest first with unvalued ones last', () => {
    expect(byAmount(rows, name, value).map(name)).toEqual(['Beer', 'Milk', 'Wine', 'Air', 'Salt']);
  });
});

describe('waste cost periods', () => {
  const today = new Date(2026, 2, 15); // 15 March 2026, local
  it('gives each preset its days, inclusive', () => {
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetPeriod('last30', today)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetPeriod('lastMonth', new Date(2026, 0, 10))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('refuses a period that ends before it starts', () => {
    expect(isPeriodValid({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isPeriodValid({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(isPeriodValid({ from: '', to: '2026-03-01' })).toBe(true);
    expect(isPeriodValid({ from: '1/3/2026', to: '' })).toBe(false);
  });
});

describe('a posted stocktake in money', () => {
  it('sums line values exactly and says unvalued rather than zero', () => {
    const lines = [
      { Variance: -3, VarianceValue: -0.1, UnvaluedQuantity: 0 },
      { Variance: 2, VarianceValue: -0.2, UnvaluedQuantity: 0 },
      { Variance: -1.5, VarianceValue: null, UnvaluedQuantity: 1.5 },
      { Variance: 0, VarianceValue: null, UnvaluedQuantity: 0 },
    ];
    expect(varianceValueTotal(lines)).toEqual({ total: -0.3, unvaluedQuantity: 1.5 });
    expect(varianceValueTotal(lines.slice(2, 3))).toEqual({ total: null, unvaluedQuantity: 1.5 });
    expect(lines.map(lineValueKind)).toEqual(['amount', 'amount', 'unvalued', 'none']);
  });
});

describe('the dashboard money cards', () => {
  it('show the figures in the currency, the unvalued part apart, and open their reports', () => {
    const cards = valuationCards({
      currency: 'EUR',
      stockValue: 9622.07,
      stockUnvaluedQuantity: 3.5,
      wasteCostThisMonth: 0,
    });
    expect(cards).toEqual([
      {
        key: 'stockValue',
        label: 'Stock Value',
        value: '€9,622.07',
        note: '+ 3.5 units unvalued',
        to: '/reports/stock-value',
      },
      {
        key: 'wasteThisMonth',
        label: 'Waste This Month',
        value: '€0.00',
        note: null,
        to: '/reports/waste-cost',
      },
    ]);
    expect(valuationCards(null).map((card) => card.value)).toEqual([null, null]);
  });
});
