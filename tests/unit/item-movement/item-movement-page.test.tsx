import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemLocation } from '../../../contract/schemas/stock';
import { ItemMovementPage } from '../../../src/features/item-movement/ItemMovementPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
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
} from '../inventory/stock-test-kit';

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function located(index: number, zone: string, Quantity: number): ItemLocation {
  const base = stockItem(at(ITEMS, index));
  return { ...base, Location: { Name: zone, SpeedClass: 'Fast' }, Quantity };
}

beforeEach(async () => {
  await resetDatabaseForTests();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  signIn('Manager');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Item Movement (spec 2.12)', () => {
  it('shows the total and a searchable table of name, location and status', async () => {
    stubFetch((call) => {
      if (call.path === '/item-locations') {
        return json(200, {
          totalCount: 3,
          items: [
            located(0, 'Cold Room', 12),
            located(1, 'Cold Room', 2),
            located(2, 'Dry Store', 0),
          ],
        });
      }
      if (call.path === '/low-items') {
        return json(200, {
          lowItems: [
            { Item: stockItem(at(ITEMS, 1)), Quantity: 2 },
            { Item: stockItem(at(ITEMS, 2)), Quantity: 0 },
          ],
        });
      }
      return undefined;
    });
    renderRoutes([{ path: '/item-movement', element: <ItemMovementPage /> }], ['/item-movement']);
    const table = await screen.findByRole('table');
    expect(screen.getByText('Total Items').parentElement).toHaveTextContent('Total Items3');
    const cells = (name: string) => {
      const row = within(table).getByText(name).closest('tr');
      if (!row) throw new Error(`No row for ${name}`);
      return within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    };
    expect(cells('Whole Milk')).toEqual(['Cold Room', '12 L', 'In stock']);
    expect(cells('Butter')).toEqual(['Cold Room', '2 kg', 'Low']);
    expect(cells('Milk Powder')).toEqual(['Dry Store', '0 kg', 'Out of stock']);

    await userEvent.type(screen.getByPlaceholderText('Search Items'), 'dry');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Milk Powder')).toBeInTheDocument();
  });

  it('alerts the load failure when nothing is saved', async () => {
    const alert = spyAlert();
    stubFetch(() => failure(500));
    renderRoutes([{ path: '/item-movement', element: <ItemMovementPage /> }], ['/item-movement']);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load items.'));
  });
});
