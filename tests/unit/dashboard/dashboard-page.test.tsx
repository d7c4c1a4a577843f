import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardSummary, ItemLocation, LowItem } from '../../../contract/schemas/stock';
import { DashboardPage } from '../../../src/features/dashboard/DashboardPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { listPageKey, readListPage } from '../../../src/offline/list-pages';
import {
  at,
  failure,
  ITEMS,
  json,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stockItem,
  stubFetch,
  type StockCall,
} from '../inventory/stock-test-kit';

/** jsdom has no layout: recharts' ResponsiveContainer only needs the observer to exist. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function located(index: number, SpeedClass: string, Quantity: number): ItemLocation {
  const base = stockItem(at(ITEMS, index));
  return { ...base, Location: { Name: `${SpeedClass} Shelf`, SpeedClass }, Quantity };
}

const LOCATIONS = [located(0, 'Fast', 12), located(1, 'Medium', 3), located(2, 'Slow', 4)];
const LOW: LowItem[] = [
  { Item: stockItem(at(ITEMS, 2)), Quantity: 4 },
  { Item: stockItem(at(ITEMS, 1)), Quantity: 3 },
];

/** What the server's totals are for the old lists: 40 items, 25 lots, 6 users, 3 waste reports. */
const SUMMARY: DashboardSummary = {
  totalItems: 40,
  receivedCount: 25,
  totalUsers: 6,
  speedCounts: { Fast: 1, Medium: 1, Slow: 1 },
  wasteByReason: [
    { Reason: 'Damaged', Quantity: 3 },
    { Reason: 'Expired', Quantity: 5 },
  ],
  locations: LOCATIONS,
  lowItems: LOW,
};

type Handler = (call: StockCall) => Response | Promise<Response> | undefined;

function answer(call: StockCall): Response | undefined {
  if (call.method === 'GET' && call.path === '/dashboard/summary') return json(200, SUMMARY);
  return undefined;
}

function renderDashboard(handle: Handler = answer) {
  const calls = stubFetch(handle);
  const view = renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], ['/dashboard']);
  return { calls, ...view };
}

function card(label: string): HTMLElement {
  const item = screen.getByText(label).closest('li');
  if (!item) throw new Error(`No card ${label}`);
  return item;
}

beforeEach(async () => {
  await resetDatabaseForTests();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  signIn('Administrator');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Dashboard (spec 2.6)', () => {
  it('shows the four summary cards, out of stock being total minus received', async () => {
    const { calls } = renderDashboard();
    await waitFor(() => expect(card('Total Users')).toHaveTextContent('6'));
    expect(card('Total Items')).toHaveTextContent('40');
    expect(card('Items in Stock')).toHaveTextContent('25');
    expect(card('Items out of Stock')).toHaveTextContent('15');
    // One request for every figure: no list of items, lots or waste reports is downloaded.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /dashboard/summary']);
  });

  it('has the movement chart, the waste pie and both tables', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Item Movement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wasted Items Analysis' })).toBeInTheDocument();
    const locations = screen.getByRole('region', { name: 'Item Location & Movement' });
    await within(locations).findByText('Whole Milk');
    expect(within(locations).getByRole('cell', { name: 'Fast Shelf' })).toBeInTheDocument();
    expect(within(locations).getByText('Medium')).toBeInTheDocument();
    const key = await screen.findByRole('list', { name: 'Wasted quantity by reason' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Damaged: 3', 'Expired: 5']);
  });

  it('marks 3 units critical and 4 low, with Restock Now opening the received form', async () => {
    renderDashboard();
    const region = screen.getByRole('region', { name: 'Low Stock Alert' });
    const butter = (await within(region).findByText('Butter')).closest('tr');
    const powder = within(region).getByText('Milk Powder').closest('tr');
    if (!butter || !powder) throw new Error('rows missing');
    expect(butter).toHaveTextContent('3 kg');
    expect(within(butter).getByText('Critical')).toHaveClass('badge-danger');
    expect(within(powder).getByText('Low')).toHaveClass('badge-warning');
    expect(within(butter).getByRole('link', { name: 'Restock Now' })).toHaveAttribute(
      'href',
      '/inventory/received-items/create?itemId=2',
    );
  });

  it('only logs failures: no alert, and the pie says it has no data', async () => {
    const alert = spyAlert();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard(() => failure(500));
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('Wasted items could not be loaded.')).toBeInTheDocument();
    expect(card('Total Items')).toHaveTextContent('—');
  });

  it('shows the last saved figures when the network fails later', async () => {
    const first = renderDashboard();
    await waitFor(() => expect(card('Total Users')).toHaveTextContent('6'));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Low Stock Alert' })).toHaveTextContent('Butter'),
    );
    // The second visit reads what the first saved: wait for every save to land, not a fixed time.
    await waitFor(async () => {
      expect(await readListPage(listPageKey('dashboard', 'summary'))).not.toBeNull();
    });
    first.unmount();
    const alert = spyAlert();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard(() => Promise.reject(new TypeError('Failed to fetch')));
    await waitFor(() => expect(card('Items out of Stock')).toHaveTextContent('15'));
    expect(card('Total Items')).toHaveTextContent('40');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Low Stock Alert' })).toHaveTextContent('Butter'),
    );
    expect(screen.queryByText('Wasted items could not be loaded.')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('hides Restock Now from a role that may not receive stock', async () => {
    signIn('Viewer');
    renderDashboard();
    const region = screen.getByRole('region', { name: 'Low Stock Alert' });
    await within(region).findByText('Butter');
    expect(within(region).queryByRole('link', { name: 'Restock Now' })).not.toBeInTheDocument();
  });
});
