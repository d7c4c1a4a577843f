import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceivedListPage } from '../../../src/features/inventory/ReceivedListPage';
import { WasteListPage } from '../../../src/features/waste/WasteListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  json,
  lot,
  renderRoutes,
  signIn,
  signOutForTests,
  stubFetch,
  waste,
} from './stock-test-kit';

/**
 * Roles without page Valuation are sent null for every money field (issue 32 row 10): the lists
 * they read draw without a cost column, and never print "null" or "NaN" for the missing amount.
 */
const lots = [lot(1, { UnitCost: null }), lot(2, { UnitCost: null })];
const reports = [waste(1, { Cost: null, UnvaluedQuantity: 2 }), waste(2, { Cost: null })];

function answer(call: { method: string; path: string }) {
  if (call.method !== 'GET') return undefined;
  if (call.path === '/receive-items') return json(200, { totalCount: 2, receiveItems: lots });
  if (call.path === '/receive-items/waste') {
    return json(200, { totalCount: 2, wasteItems: reports });
  }
  if (call.path === '/dashboard/summary') return json(200, { currency: 'EUR' });
  return undefined;
}

function expectNoMissingAmount(table: HTMLElement) {
  expect(table.textContent).not.toMatch(/null|NaN|undefined/);
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('lists given null money fields', () => {
  it.each(['Viewer', 'Editor', 'Warehouse Staff'])(
    'draws the received list for a %s without a cost column',
    async (role) => {
      signIn(role, role.toLowerCase());
      stubFetch(answer);
      renderRoutes(
        [{ path: '/inventory/received-items', element: <ReceivedListPage /> }],
        ['/inventory/received-items'],
      );
      const table = await screen.findByRole('table');
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(within(table).queryByRole('columnheader', { name: 'Unit Cost' })).toBeNull();
      expectNoMissingAmount(table);
    },
  );

  it('shows a dash for a lot without a cost to a Manager', async () => {
    signIn('Manager', 'manager');
    stubFetch(answer);
    renderRoutes(
      [{ path: '/inventory/received-items', element: <ReceivedListPage /> }],
      ['/inventory/received-items'],
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Unit Cost' })).toBeInTheDocument();
    expectNoMissingAmount(table);
  });

  it('draws the waste list for a Viewer from reports with a null cost', async () => {
    signIn('Viewer', 'viewer');
    stubFetch(answer);
    renderRoutes([{ path: '/reports', element: <WasteListPage /> }], ['/reports']);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expectNoMissingAmount(table);
  });
});
