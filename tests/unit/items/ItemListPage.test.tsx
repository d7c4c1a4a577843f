import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK, OFFLINE_TEXT } from '../../../contract/messages';
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

  it('shows a placeholder, not a broken image, when an image does not load (offline, never saved)', async () => {
    stubFetch(() => jsonResponse({ totalCount: 2, items: ITEMS }));
    renderList();
    const milk = (await screen.findByRole('heading', { name: 'Whole Milk' })).closest('li');
    if (!milk) throw new Error('no card');
    fireEvent.error(within(milk).getByRole('img', { name: 'Whole Milk' }));
    expect(
      await within(milk).findByRole('img', {
        name: 'The image of Whole Milk cannot be shown now',
      }),
    ).toBeInTheDocument();
    expect(within(milk).queryByRole('img', { name: 'Whole Milk' })).not.toBeInTheDocument();
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

  it('offline with nothing saved: no alert and a line instead of "No items found.", then the items once online', async () => {
    const alert = spyOnAlert();
    let online = false;
    stubFetch(() => (online ? jsonResponse({ totalCount: 2, items: ITEMS }) : undefined));
    renderList();
    expect(await screen.findByText(OFFLINE_TEXT.notSavedYet)).toBeInTheDocument();
    expect(screen.queryByText('No items found.')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Whole Milk' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_TEXT.notSavedYet)).not.toBeInTheDocument();
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

  describe('selection for labels', () => {
    const TEA = itemOf({ itemId: 12, name: 'Green Tea', barcode: 'TEA-12' });

    function printLinks() {
      return screen.getAllByRole('link', { name: 'Print labels' });
    }

    it('selects items by their named checkboxes, counts them, and links labels to those ids', async () => {
      stubFetch(() => jsonResponse({ totalCount: 3, items: [...ITEMS, TEA] }));
      const router = renderList();
      const milk = await screen.findByRole('checkbox', { name: 'Select Whole Milk' });
      // Nothing selected: no bar, and 'Print labels' takes what the search shows.
      expect(screen.queryByRole('group', { name: 'Selected items' })).not.toBeInTheDocument();
      expect(printLinks().map((link) => link.getAttribute('href'))).toEqual([
        '/items/labels?search=',
      ]);

      await userEvent.click(milk);
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Green Tea' }));
      expect(milk).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select Basmati Rice' })).not.toBeChecked();
      expect(milk.closest('li')).toHaveClass('is-selected');
      const bar = screen.getByRole('group', { name: 'Selected items' });
      expect(within(bar).getByText('2 selected')).toBeInTheDocument();
      // Both links take exactly the selection, in the list's (name) order.
      expect(printLinks().map((link) => link.getAttribute('href'))).toEqual([
        '/items/labels?ids=12,7',
        '/items/labels?ids=12,7',
      ]);

      await userEvent.click(within(bar).getByRole('link', { name: 'Print labels' }));
      expect(router.state.location.pathname).toBe('/items/labels');
      expect(router.state.location.search).toBe('?ids=12,7');
    });

    it('toggles with the keyboard: Tab reaches the checkbox before its card, Space checks it', async () => {
      stubFetch(() => jsonResponse({ totalCount: 2, items: ITEMS }));
      renderList();
      const rice = await screen.findByRole('checkbox', { name: 'Select Basmati Rice' });
      rice.focus();
      await userEvent.keyboard(' ');
      expect(rice).toBeChecked();
      expect(screen.getByText('1 selected')).toBeInTheDocument();
      await userEvent.tab();
      expect(document.activeElement?.closest('a')).toHaveAttribute('href', '/items/8');
      rice.focus();
      await userEvent.keyboard(' ');
      expect(rice).not.toBeChecked();
      expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    });

    it('clears the selection', async () => {
      stubFetch(() => jsonResponse({ totalCount: 2, items: ITEMS }));
      renderList();
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Whole Milk' }));
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Basmati Rice' }));
      expect(screen.getByText('2 selected')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
      expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
      for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
      expect(printLinks().map((link) => link.getAttribute('href'))).toEqual([
        '/items/labels?search=',
      ]);
    });

    it('keeps items selected while a search hides them, and prints only the selection', async () => {
      stubFetch(() => jsonResponse({ totalCount: 3, items: [...ITEMS, TEA] }));
      renderList();
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Whole Milk' }));
      await userEvent.type(screen.getByRole('searchbox'), 'rice');
      expect(screen.queryByRole('checkbox', { name: 'Select Whole Milk' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('checkbox', { name: 'Select Basmati Rice' }));
      expect(screen.getByText('2 selected')).toBeInTheDocument();
      expect(printLinks()[0]).toHaveAttribute('href', '/items/labels?ids=8,7');
      await userEvent.clear(screen.getByRole('searchbox'));
      expect(screen.getByRole('checkbox', { name: 'Select Whole Milk' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Select Green Tea' })).not.toBeChecked();
    });

    it('keeps a selection made at the top after the card is scrolled out of the grid and back', async () => {
      const many = Array.from({ length: 400 }, (_unused, n) =>
        itemOf({ itemId: n + 1, name: `Stock line ${String(n + 1).padStart(3, '0')}` }),
      );
      stubFetch(() => jsonResponse({ totalCount: many.length, items: many }));
      renderList();
      await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Stock line 001' }));
      const scrollTo = (y: number) => {
        act(() => {
          Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
          fireEvent.scroll(window);
        });
      };
      try {
        // A row is 420 px (the estimate: jsdom has no layout) and a 16 px gap.
        scrollTo(436 * 299);
        await screen.findByRole('checkbox', { name: 'Select Stock line 300' });
        expect(screen.queryByRole('checkbox', { name: 'Select Stock line 001' })).toBeNull();
        await userEvent.click(screen.getByRole('checkbox', { name: 'Select Stock line 300' }));
        expect(screen.getByText('2 selected')).toBeInTheDocument();
        scrollTo(0);
        expect(
          await screen.findByRole('checkbox', { name: 'Select Stock line 001' }),
        ).toBeChecked();
      } finally {
        Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      }
      expect(printLinks()[0]).toHaveAttribute('href', '/items/labels?ids=1,300');
    });
  });
});
