import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountLinesTable } from '../../../src/features/stocktakes/CountLinesTable';
import type { CountLine } from '../../../src/features/stocktakes/stocktake-lines';

function line(ItemID: number, Name: string, change: Partial<CountLine>): CountLine {
  return {
    ItemID,
    Name,
    Unit: 'kg',
    Barcode: '',
    Counted: 0,
    Expected: 0,
    Variance: 0,
    Counts: [],
    pending: [],
    total: 0,
    variance: 0,
    ...change,
  };
}

const LINES = [
  line(1, 'Butter', { variance: -2, VarianceValue: -7.5, UnvaluedQuantity: 0 }),
  line(2, 'Flour', { variance: 3, VarianceValue: 1.2, UnvaluedQuantity: 0 }),
  line(3, 'Salt', { variance: -1, VarianceValue: null, UnvaluedQuantity: 1 }),
  line(4, 'Sugar', { variance: 0, VarianceValue: null, UnvaluedQuantity: 0 }),
];

function valueCells(): (string | null)[] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[4]?.textContent ?? null);
}

describe('a posted stocktake’s Variance Value (design: Valuation)', () => {
  it('shows each line’s change in money, and "unvalued" where nothing had a cost', () => {
    render(
      <CountLinesTable
        lines={LINES}
        userName="manager"
        open={false}
        onDeleteCount={() => undefined}
        onDropPending={() => undefined}
        money={{ currency: 'EUR' }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Variance Value' })).toBeInTheDocument();
    expect(valueCells()).toEqual(['−€7.50', '+€1.20', 'unvalued', '—']);
  });

  it('has no money column without page Valuation', () => {
    render(
      <CountLinesTable
        lines={LINES}
        userName="clerk"
        open={false}
        onDeleteCount={() => undefined}
        onDropPending={() => undefined}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Variance Value' })).toBeNull();
  });
});
