import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ItemListPage } from '../../../src/features/items/ItemListPage';
import { OrderCreatePage } from '../../../src/features/orders/OrderCreatePage';
import { WasteCreatePage } from '../../../src/features/waste/WasteCreatePage';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import {
  ITEMS,
  at,
  json,
  renderRoutes,
  signIn,
  signOutForTests,
  stubFetch,
} from '../inventory/stock-test-kit';
import { deferred } from '../support/reference-screens';

/**
 * Issue 32 row 13: a scan that arrives before the items have loaded (first visit, or device sync
 * still bringing them) waits for them and then acts; "No item with barcode" only once they have.
 */

let clock = 0;

/** A keyboard-wedge scanner: fast keys then Enter, typed at the page (no field focused). */
function wedge(code: string) {
  clock += 10_000;
  for (const key of Array.from(code).concat('Enter')) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: (clock += 5) });
    fireEvent(document.body, event);
  }
}

const BUTTER = at(ITEMS, 1);
const stillLoading = (code: string) =>
  `The items are still loading: barcode ${code} will be looked up when they are.`;

/** The items list answered when the test says; everything else as the kit answers it. */
function holdItems() {
  const items = deferred();
  stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/items') return items.promise;
    if (call.method === 'GET' && call.path === '/departments') {
      return json(200, { totalCount: 0, departments: [] });
    }
    return undefined;
  });
  return () => items.resolve(json(200, { totalCount: ITEMS.length, items: ITEMS }));
}

describe('a scan before the items have loaded', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    signIn('Manager', 'manager');
  });
  afterEach(async () => {
    cleanup();
    // The page's reads end before the next test's reset closes the database.
    await database().cacheMeta.count();
    signOutForTests();
  });

  it('on Items waits, says so, and opens the item once the list is there', async () => {
    const release = holdItems();
    renderRoutes([{ path: '/items', element: <ItemListPage /> }], ['/items']);
    wedge(BUTTER.barcode);
    expect(await screen.findByRole('status')).toHaveTextContent(stillLoading(BUTTER.barcode));
    expect(screen.getByTestId('location')).toHaveTextContent('/items');
    release();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/items/${BUTTER.itemId}`),
    );
  });

  it('calls a code unknown only once the items have loaded without it', async () => {
    const release = holdItems();
    renderRoutes([{ path: '/items', element: <ItemListPage /> }], ['/items']);
    wedge('ZZ-404-1');
    expect(await screen.findByText(stillLoading('ZZ-404-1'))).toBeInTheDocument();
    expect(screen.queryByText('No item with barcode ZZ-404-1')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('No item with barcode ZZ-404-1')).toBeInTheDocument();
    expect(screen.queryByText(stillLoading('ZZ-404-1'))).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/items$/);
  });

  it('on Add Report picks the scanned item once the items arrive', async () => {
    const release = holdItems();
    renderRoutes([{ path: '/waste/create', element: <WasteCreatePage /> }], ['/waste/create']);
    wedge(BUTTER.barcode);
    expect(await screen.findByText(stillLoading(BUTTER.barcode))).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Item' })).toHaveValue(BUTTER.name),
    );
    expect(screen.queryByText(stillLoading(BUTTER.barcode))).not.toBeInTheDocument();
  });

  it('waits for the refresh under way when the saved items lack the code', async () => {
    // The device holds an older list without Butter; the server's answer has it.
    stubFetch((call) =>
      call.method === 'GET' && call.path === '/items'
        ? json(200, { totalCount: 1, items: [at(ITEMS, 0)] })
        : undefined,
    );
    const first = renderRoutes([{ path: '/items', element: <ItemListPage /> }], ['/items']);
    await screen.findByText('Whole Milk');
    first.unmount();
    const release = holdItems();
    renderRoutes([{ path: '/waste/create', element: <WasteCreatePage /> }], ['/waste/create']);
    const picker = screen.getByRole('combobox', { name: 'Item' });
    fireEvent.focus(picker);
    await screen.findByRole('option', { name: /Whole Milk/ });
    fireEvent.blur(picker);
    wedge(BUTTER.barcode);
    expect(await screen.findByText(stillLoading(BUTTER.barcode))).toBeInTheDocument();
    expect(screen.queryByText(`No item with barcode ${BUTTER.barcode}`)).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(picker).toHaveValue(BUTTER.name));
  });

  it('keeps the order of scans on a continuous form (a line each, +1 on a repeat)', async () => {
    const release = holdItems();
    renderRoutes([{ path: '/orders/create', element: <OrderCreatePage /> }], ['/orders/create']);
    wedge(at(ITEMS, 0).barcode);
    wedge(BUTTER.barcode);
    wedge(at(ITEMS, 0).barcode);
    release();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('combobox', { name: 'Item' })
          .map((picker) => picker.getAttribute('value')),
      ).toEqual(['Whole Milk', 'Butter']),
    );
    expect(
      screen.getAllByLabelText('Quantity').map((field) => field.getAttribute('value')),
    ).toEqual(['2', '1']);
  });
});
