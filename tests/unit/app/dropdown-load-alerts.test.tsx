import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK } from '../../../contract/messages';
import { PoCreatePage } from '../../../src/features/inventory/PoCreatePage';
import { ReceivedCreatePage } from '../../../src/features/inventory/ReceivedCreatePage';
import { ItemCreatePage } from '../../../src/features/items/ItemCreatePage';
import { ItemDetailPage } from '../../../src/features/items/ItemDetailPage';
import { WasteCreatePage } from '../../../src/features/waste/WasteCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { refreshReference } from '../../../src/offline/reference-cache';
import {
  failure,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
  SUPPLIERS,
} from '../inventory/stock-test-kit';
import { itemOf } from '../items/fixtures';
import {
  errorResponse,
  jsonResponse,
  renderRoutes as renderItemRoutes,
  settle,
  stubFetch as stubItemFetch,
} from '../items/harness';

/**
 * Spec 8: every failed call shows an alert. A form whose dropdown data (suppliers, items,
 * categories, item areas) cannot be loaded, with nothing saved on the device, says so.
 */
beforeEach(async () => {
  await resetDatabaseForTests();
  signIn();
});
afterEach(async () => {
  await settle();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

const failing =
  (...paths: string[]) =>
  (call: { method: string; path: string }) =>
    call.method === 'GET' && paths.includes(call.path) ? failure(500) : undefined;

describe('dropdown data that fails to load', () => {
  it.each([
    ['received', '/inventory/received-items/create', <ReceivedCreatePage key="r" />],
    ['PO', '/inventory/po-items/create', <PoCreatePage key="p" />],
  ])('the %s form alerts for suppliers and items', async (_name, path, element) => {
    const alert = spyAlert();
    stubFetch(failing('/suppliers', '/items'));
    renderRoutes([{ path, element }], [path]);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.suppliersLoadRetry));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.itemsLoad));
    expect(FALLBACK.suppliersLoadRetry).toBe('Failed to load suppliers. Please try again.');
  });

  it('a saved copy is used without an alert', async () => {
    const alert = spyAlert();
    await refreshReference('suppliers', async () => ({
      kind: 'full',
      rows: SUPPLIERS,
      etag: null,
      cursor: null,
    }));
    const calls = stubFetch(failing('/suppliers'));
    const path = '/inventory/received-items/create';
    renderRoutes([{ path, element: <ReceivedCreatePage /> }], [path]);
    expect(await screen.findByRole('option', { name: 'Fresh Farms' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/suppliers')).toBe(true));
    await settle();
    expect(alert).not.toHaveBeenCalled();
  });

  it('the waste form alerts for items', async () => {
    const alert = spyAlert();
    stubFetch(failing('/items'));
    renderRoutes([{ path: '/reports/create', element: <WasteCreatePage /> }], ['/reports/create']);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.itemsLoad));
  });

  it('the item create form alerts for categories and item areas', async () => {
    const alert = spyAlert();
    stubItemFetch((call) => (call.method === 'GET' ? errorResponse(500) : undefined));
    renderItemRoutes('/items/create', [{ path: '/items/create', element: <ItemCreatePage /> }]);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.categoriesLoad));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.itemAreasLoad));
  });

  it('the item edit dialog alerts for categories and item areas', async () => {
    const alert = spyAlert();
    const item = itemOf();
    stubItemFetch((call) =>
      call.path === `/items/${item.itemId}` ? jsonResponse(item) : errorResponse(500),
    );
    renderItemRoutes(`/items/${item.itemId}`, [
      { path: '/items/:id', element: <ItemDetailPage /> },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.categoriesLoad));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.itemAreasLoad));
  });
});
