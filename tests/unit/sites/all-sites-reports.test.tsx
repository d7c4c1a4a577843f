import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import type { DashboardSummary } from '../../../contract/schemas/stock';
import type { StockValueReport } from '../../../contract/schemas/valuation';
import { DashboardPage } from '../../../src/features/dashboard/DashboardPage';
import { StockValuePage } from '../../../src/features/valuation/StockValuePage';
import { chooseSite } from '../../../src/lib/site-choice';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  json,
  renderRoutes,
  signIn,
  signOutForTests,
  stubFetch,
  type StockCall,
} from '../inventory/stock-test-kit';
import { BAR, MAIN, keepSitesOnDevice } from './fixtures';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Each report answers by the site asked: Main 40.5, Bar 10, all sites 50.5. */
const VALUE_AT: Record<string, number> = { '1': 40.5, '2': 10, all: 50.5 };

function answer(call: StockCall) {
  const value = VALUE_AT[call.headers[SITE_HEADER] ?? '1'] ?? 0;
  if (call.path === '/reports/stock-value') {
    const report: StockValueReport = {
      currency: 'EUR',
      total: value,
      unvaluedQuantity: 0,
      rows: [],
    };
    return json(200, report);
  }
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
      stockValue: value,
      wasteCostThisMonth: 0,
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
  signOutForTests();
});

describe('"All sites" on the reports (design: Sites and transfers)', () => {
  it('Stock Value: a Manager adds up every site with X-Site-Id: all, and back', async () => {
    signIn('Manager', 'manager');
    chooseSite(BAR.SiteId);
    await keepSitesOnDevice([MAIN, BAR]);
    const calls = stubFetch(answer);
    renderRoutes(
      [{ path: '/reports/stock-value', element: <StockValuePage /> }],
      ['/reports/stock-value'],
    );
    expect(await screen.findByTestId('valuation-total')).toHaveTextContent('€10.00');
    // Two buttons, not a second select under the header's (which also shows Bar).
    const site = await screen.findByRole('group', { name: 'Site' });
    const bar = within(site).getByRole('button', { name: 'Bar' });
    const all = within(site).getByRole('button', { name: 'All sites' });
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(all);
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(bar).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(screen.getByTestId('valuation-total')).toHaveTextContent('€50.50'));
    const reports = calls.filter((call) => call.path === '/reports/stock-value');
    expect(reports.map((call) => call.headers[SITE_HEADER])).toEqual(['2', 'all']);
    await userEvent.click(bar);
    await waitFor(() => expect(screen.getByTestId('valuation-total')).toHaveTextContent('€10.00'));
  });

  it('the dashboard offers All sites to an Administrator and asks with X-Site-Id: all', async () => {
    signIn('Administrator', 'admin');
    await keepSitesOnDevice([MAIN, BAR]);
    const calls = stubFetch(answer);
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], ['/dashboard']);
    const site = await screen.findByRole('group', { name: 'Site' });
    await userEvent.click(within(site).getByRole('button', { name: 'All sites' }));
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.path === '/dashboard/summary' && call.headers[SITE_HEADER] === 'all',
        ),
      ).toBe(true),
    );
  });

  it('Warehouse Staff is offered no All sites', async () => {
    signIn('Warehouse Staff');
    await keepSitesOnDevice([MAIN, BAR]);
    stubFetch(answer);
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], ['/dashboard']);
    await screen.findAllByText(/Total Items/i);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('group', { name: 'Site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'All sites' })).toBeNull();
  });
});
