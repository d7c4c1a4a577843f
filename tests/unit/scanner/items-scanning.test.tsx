import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ItemCreatePage } from '../../../src/features/items/ItemCreatePage';
import { ItemListPage } from '../../../src/features/items/ItemListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { signIn } from '../inventory/stock-test-kit';
import { itemOf } from '../items/fixtures';
import { jsonResponse, renderRoutes, settle, stubFetch } from '../items/harness';

const RICE = itemOf({ itemId: 8, name: 'Basmati Rice', barcode: '036000291452' });

let clock = 0;

/** A wedge scan typed into `target`: keys 5 ms apart, then Enter. */
function wedge(target: Element, code: string) {
  clock += 10_000;
  for (const key of Array.from(code).concat('Enter')) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: (clock += 5) });
    fireEvent(target, event);
  }
}

describe('scanning on the item screens', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    stubFetch((call) =>
      call.path.startsWith('/items')
        ? jsonResponse({ totalCount: 2, items: [itemOf(), RICE] })
        : jsonResponse({ totalCount: 0, categories: [], itemAreas: [] }),
    );
  });
  afterEach(settle);

  it('a wedge scan on the items search opens that item (EAN-13 read of a UPC-A)', async () => {
    const router = renderRoutes('/items', [{ path: '/items', element: <ItemListPage /> }]);
    await screen.findByText('Basmati Rice');
    expect(screen.getByRole('button', { name: 'Scan' })).toBeInTheDocument();
    wedge(screen.getByRole('searchbox'), '0036000291452');
    await waitFor(() => expect(router.state.location.pathname).toBe('/items/8'));
  });

  it('an unknown code on the items list offers Add Item', async () => {
    renderRoutes('/items', [{ path: '/items', element: <ItemListPage /> }]);
    await screen.findByText('Basmati Rice');
    // The harness's token is not a JWT (the session drops it): sign in as the app would.
    signIn('Manager');
    wedge(document.body, 'ZZ-404-1');
    expect(await screen.findByText('No item with barcode ZZ-404-1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute(
      'href',
      '/items/create?barcode=ZZ-404-1',
    );
  });

  it('Add Item from a scan pre-fills the barcode, next to its Scan button', async () => {
    renderRoutes('/items/create?barcode=ZZ-404-1', [
      { path: '/items/create', element: <ItemCreatePage /> },
    ]);
    expect(await screen.findByRole('textbox', { name: 'Barcode' })).toHaveValue('ZZ-404-1');
    expect(screen.getByRole('button', { name: 'Scan' })).toBeInTheDocument();
  });
});
