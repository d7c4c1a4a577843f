import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary } from '../../../contract/schemas/stock';
import type { StockValueReport, WasteCostReport } from '../../../contract/schemas/valuation';
import { DashboardPage } from '../../../src/features/dashboard/DashboardPage';
import { StockValuePage } from '../../../src/features/valuation/StockValuePage';
import { WasteCostPage } from '../../../src/features/valuation/WasteCostPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  json,
  renderRoutes,
  signIn,
  signOutForTests,
  stubFetch,
  type StockCall,
} from '../inventory/stock-test-kit';

/** jsdom has no layout: recharts' ResponsiveContainer only needs the observer to exist. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const BY_ITEM: StockValueReport = {
  currency: 'EUR',
  total: 40.5,
  unvaluedQuantity: 3,
  rows: [
    { Key: 1, Name: 'Whole Milk', Quantity: 12, Value: 0.5, UnvaluedQuantity: 0 },
    { Key: 2, Name: 'Butter', Quantity: 10, Value: 40, UnvaluedQuantity: 0 },
    { Key: 3, Name: 'Milk Powder', Quantity: 3, Value: null, UnvaluedQuantity: 3 },
  ],
};
const BY_CATEGORY: StockValueReport = {
  ...BY_ITEM,
  rows: [{ Key: 1, Name: 'Dairy', Quantity: 25, Value: 40.5, UnvaluedQuantity: 3 }],
};
const WASTE: WasteCostReport = {
  currency: 'GBP',
  from: '2026-03-01',
  to: '2026-03-31',
  total: 7.25,
  unvaluedQuantity: 0,
  byReason: [
    { Reason: 'Expired', Quantity: 2, Cost: 1.25, UnvaluedQuantity: 0 },
    { Reason: 'Damaged', Quantity: 3, Cost: 6, UnvaluedQuantity: 0 },
  ],
  byItem: [{ ItemID: 2, Name: 'Butter', Quantity: 5, Cost: 7.25, UnvaluedQuantity: 0 }],
};

function answer(call: StockCall) {
  if (call.path === '/reports/stock-value') {
    return json(200, call.query.get('groupBy') === 'category' ? BY_CATEGORY : BY_ITEM);
  }
  if (call.path === '/reports/waste-cost') return json(200, WASTE);
  if (call.path === '/dashboard/summary') {
    const summary: DashboardSummary = {
      totalItems: 3,
      receivedCount: 3,
      totalUsers: 2,
      speedCounts: { Fast: 0, Medium: 0, Slow: 0 },
      wasteByReason: [],
      locations: [],
      lowItems: [],
      currency: 'EUR',
      stockValue: 40.5,
      wasteCostThisMonth: 7.25,
    };
    return json(200, summary);
  }
  return undefined;
}

beforeEach(async () => {
  await resetDatabaseForTests();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Stock Value (design: Valuation)', () => {
  it('shows the total, each row in the currency, and unvalued stock as "unvalued", never 0', async () => {
    signIn('Manager', 'manager');
    const calls = stubFetch(answer);
    renderRoutes(
      [{ path: '/reports/stock-value', element: <StockValuePage /> }],
      ['/reports/stock-value'],
    );
    expect(await screen.findByTestId('valuation-total')).toHaveTextContent('€40.50');
    expect(screen.getByText(/3 units have no known cost/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Stock value' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Butter', '10', '€40.00', '—'],
      ['Whole Milk', '12', '€0.50', '—'],
      ['Milk Powder', '3', 'unvalued', '3'],
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Category' }));
    await within(await screen.findByRole('table', { name: 'Stock value' })).findByText('Dairy');
    expect(calls.map((call) => call.query.get('groupBy')).filter(Boolean)).toEqual([
      'item',
      'category',
    ]);
  });
});

describe('Waste Cost', () => {
  it('asks for this month, shows both tables in the currency, and refuses a reversed period', async () => {
    signIn('Manager', 'manager');
    const calls = stubFetch(answer);
    renderRoutes(
      [{ path: '/reports/waste-cost', element: <WasteCostPage /> }],
      ['/reports/waste-cost'],
    );
    expect(await screen.findByTestId('valuation-total')).toHaveTextContent('£7.25');
    const first = calls.find((call) => call.path === '/reports/waste-cost');
    expect(first?.query.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    const reasons = screen.getByRole('table', { name: 'By reason' });
    expect(within(reasons).getAllByRole('row')[1]).toHaveTextContent('Damaged3£6.00—');

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'custom');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-10');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    const before = calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a From date on or before the To date.',
    );
    expect(calls.length).toBe(before);
  });
});

describe('dashboard money cards', () => {
  it('show for a Manager and not for Warehouse Staff', async () => {
    signIn('Manager', 'manager');
    stubFetch(answer);
    const view = renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], ['/dashboard']);
    await waitFor(() => expect(screen.getByTestId('card-stockValue')).toHaveTextContent('€40.50'));
    expect(screen.getByTestId('card-wasteThisMonth')).toHaveTextContent('€7.25');
    view.unmount();
    signOutForTests();

    signIn('Warehouse Staff');
    stubFetch(answer);
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], ['/dashboard']);
    await screen.findByText('Total Items');
    expect(screen.queryByTestId('card-stockValue')).toBeNull();
  });
});
