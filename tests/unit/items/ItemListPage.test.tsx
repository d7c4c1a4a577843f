import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK } from '../../../contract/messages';
import { ItemListPage } from '../../../src/features/items/ItemListPage';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { updateFirstItems } from '../../../src/offline/first-items-cache';
import { refreshReference } from '../../../src/offline/reference-cache';
import { itemOf } from './fixtures';
import {
  errorResponse,
  jsonResponse,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
} from './harness';

const ITEMS = [
  itemOf(),
  itemOf({
    itemId: 8,
    name: 'Basmati Rice',
    barcode: 'RICE-01',
    categoryName: 'Dry Goods',
    locationName: 'Shelf B',
    unit: 'kg',
    alertDaysBeforeExpiry: null,
    url: null,
  }),
];

function renderList() {
  return renderRoutes('/items', [{ path: '/items', element: <ItemListPage /> }]);
}

describe('ItemListPage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('shows a card per item with image, name, category, location, unit, alert days and barcode', async () => {
    stubFetch(() => jsonResponse({ totalCount: 2, items: ITEMS }));
    renderList();
    const milk = (await screen.findByRole('heading', { name: 'Whole Milk' })).closest('li');
    if (!milk) throw new Error('no card');
    const card = within(milk);
    expect(card.getByText('Dairy')).toBeInTheDocument();
    expect(card.getByText('Cold Room')).toBeInTheDocument();
    expect(card.getByText('L')).toBeInTheDocument();
    expect(card.getByText('3')).toBeInTheDocument();
    expect(card.getByText('5000112637922')).toBeInTheDocument();
    const image = card.getByRole('img', { name: 'Whole Milk' });
    expect(image).toHaveAttribute('src', '/api/v1/inventory-system/images/abc123');
    expect(image).toHaveAttribute('loading', 'lazy');

    const rice = screen.getByRole('heading', { name: 'Basmati Rice' }).closest('li');
    if (!rice) throw new Error('no card');
    expect(
      within(rice).getByRole('img', { name: 'No image for Basmati Rice' }),
    ).toBeInTheDocument();
    expect(within(rice).getByText('-')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute('href', '/items/create');
  });

  it('searches by name', async () => {
    stubFetch(() => jsonResponse({ totalCount: 2, items: ITEMS }));
    renderList();
    await screen.findByRole('heading', { name: 'Whole Milk' });
    await userEvent.type(screen.getByRole('searchbox'), 'RICE');
    expect(screen.queryByRole('heading', { name: 'Whole Milk' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basmati Rice' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'barcode-nothing');
    expect(screen.getByText('No items found.')).toBeInTheDocument();
  });

  it('opens the detail when a card is clicked', async () => {
    stubFetch(() => jsonResponse({ totalCount: 2, items: ITEMS }));
    const router = renderList();
    await userEvent.click(await screen.findByRole('heading', { name: 'Basmati Rice' }));
    expect(router.state.location.pathname).toBe('/items/8');
  });

  it('alerts the fallback when loading fails with nothing cached', async () => {
    const alert = spyOnAlert();
    stubFetch(() => errorResponse(500));
    renderList();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.itemsLoad));
  });

  it('alerts the server message when there is one', async () => {
    const alert = spyOnAlert();
    stubFetch(() => errorResponse(403, 'You do not have permission to perform this action.'));
    renderList();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('You do not have permission to perform this action.'),
    );
  });

  it('shows the cached items offline without an alert', async () => {
    await refreshReference('items', () =>
      Promise.resolve({ kind: 'full' as const, rows: ITEMS, etag: null, cursor: null }),
    );
    const alert = spyOnAlert();
    const calls = stubFetch(() => undefined);
    renderList();
    expect(await screen.findByRole('heading', { name: 'Whole Milk' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(alert).not.toHaveBeenCalled();
  });

  it('paints the kept first screenful before every item is read, sized as the whole list', async () => {
    const many = Array.from({ length: 2000 }, (_unused, n) =>
      itemOf({ itemId: n + 1, name: `Stock line ${String(n + 1).padStart(4, '0')}` }),
    );
    // Only the first-screen record: the whole list is still "being read" (nothing else saved).
    await updateFirstItems(database(), { kind: 'full', rows: many });
    stubFetch(() => new Promise<Response>(() => undefined));
    renderList();
    const firstCard = (await screen.findByRole('heading', { name: 'Stock line 0001' })).closest(
      'li',
    );
    expect(firstCard).toHaveAttribute('aria-setsize', '2000');
    expect(screen.queryByText('Loading items...')).not.toBeInTheDocument();
    // A search waits for the whole list rather than filter only the first screen.
    await userEvent.type(screen.getByRole('searchbox'), 'line 2000');
    expect(await screen.findByText('Loading items...')).toBeInTheDocument();
  });

  it('draws only the first screen of a long list, and finds the last item by search', async () => {
    const many = Array.from({ length: 2000 }, (_unused, n) =>
      itemOf({
        itemId: n + 1,
        name: `Stock line ${String(n + 1).padStart(4, '0')}`,
        barcode: `B${n + 1}`,
      }),
    );
    stubFetch(() => jsonResponse({ totalCount: many.length, items: many }));
    renderList();
    const firstCard = (await screen.findByRole('heading', { name: 'Stock line 0001' })).closest(
      'li',
    );
    const drawn = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.length).toBeLessThan(20);
    expect(firstCard).toHaveAttribute('aria-posinset', '1');
    expect(firstCard).toHaveAttribute('aria-setsize', '2000');
    expect(screen.queryByRole('heading', { name: 'Stock line 2000' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox'), 'line 2000');
    const last = (await screen.findByRole('heading', { name: 'Stock line 2000' })).closest('li');
    expect(last).toHaveAttribute('aria-setsize', '1');
    expect(screen.queryByRole('heading', { name: 'Stock line 0001' })).not.toBeInTheDocument();
  });
});
