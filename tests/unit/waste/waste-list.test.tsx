import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WasteListPage } from '../../../src/features/waste/WasteListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  at,
  failure,
  json,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
  waste,
  type StockCall,
} from '../inventory/stock-test-kit';

const reports = [
  waste(1),
  waste(2, { Reason: 'Expired', Quantity: 0.5, User: { Name: 'Chef Ana' } }),
];

function renderList(handle: (call: StockCall) => Response | undefined) {
  stubFetch(handle);
  renderRoutes([{ path: '/reports', element: <WasteListPage /> }], ['/reports']);
}

const answer = (call: StockCall) =>
  call.path === '/receive-items/waste'
    ? json(200, { totalCount: 2, wasteItems: reports })
    : undefined;

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Reports - Waste Items (spec 2.17)', () => {
  it('shows item, quantity with unit, reason, wasted at and by, newest first', async () => {
    renderList(answer);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Quantity', 'Reason', 'Wasted At', 'By']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(at(rows, 0))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Butter', '0.5 kg', 'Expired', '2 Mar', 'Chef Ana']);
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute('href', '/reports/create');
  });

  it('searches by item, reason or reporter', async () => {
    renderList(answer);
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox'), 'damaged');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Whole Milk');
  });

  it('alerts the fallback when the reports cannot load', async () => {
    const alert = spyAlert();
    renderList((call) => (call.path === '/receive-items/waste' ? failure(500) : undefined));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to load reports. Please try again.'),
    );
  });
});
