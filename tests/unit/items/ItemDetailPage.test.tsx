import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK, SUCCESS, VALIDATION } from '../../../contract/messages';
import type { ItemStock } from '../../../contract/schemas/item-stock';
import type { Item } from '../../../contract/schemas/reference';
import { ItemDetailPage } from '../../../src/features/items/ItemDetailPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReferenceRow } from '../../../src/offline/reference-cache';
import { CATEGORIES, ITEM_AREAS, itemOf } from './fixtures';
import {
  errorResponse,
  jsonResponse,
  noContent,
  readItemMultipart,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
  type FetchCall,
} from './harness';

interface Answers {
  item?: Item;
  get?: () => Response;
  put?: (call: FetchCall) => Response;
  remove?: () => Response;
  stock?: ItemStock;
}

function network({ item = itemOf(), get, put, remove, stock }: Answers = {}) {
  return stubFetch((call) => {
    if (stock && call.path === `/items/${item.itemId}/stock`) return jsonResponse(stock);
    if (call.path === '/categories') return jsonResponse({ categories: CATEGORIES });
    if (call.path === '/locations') return jsonResponse({ itemArea: ITEM_AREAS });
    if (call.path === `/items/${item.itemId}`) {
      if (call.method === 'GET') return get ? get() : jsonResponse(item);
      if (call.method === 'PUT') return put ? put(call) : errorResponse(500);
      if (call.method === 'DELETE') return remove ? remove() : noContent();
    }
    return errorResponse(404);
  });
}

function renderDetail(id = 7) {
  return renderRoutes(`/items/${id}`, [
    { path: '/items/:id', element: <ItemDetailPage /> },
    { path: '/items', element: <div>Items list</div> },
  ]);
}

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Item' });
  await within(dialog).findByRole('option', { name: 'Dairy' });
  await within(dialog).findByRole('option', { name: 'Cold Room' });
  return within(dialog);
}

function putCall(calls: FetchCall[]): FetchCall {
  const put = calls.find((call) => call.method === 'PUT');
  if (!put) throw new Error('no PUT');
  return put;
}

describe('ItemDetailPage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('shows the image, id, category, item area, unit, alert days, barcode and dates', async () => {
    network({ item: itemOf({ alertDaysBeforeExpiry: null }) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Whole Milk' })).toBeInTheDocument();
    const facts = (dt: string) => screen.getByText(dt).nextElementSibling?.textContent;
    expect(facts('Item ID')).toBe('7');
    expect(facts('Category')).toBe('Dairy');
    expect(facts('Item Area')).toBe('Cold Room');
    expect(facts('Unit')).toBe('L');
    expect(facts('Alert Days')).toBe('-');
    expect(facts('Barcode')).toBe('5000112637922');
    expect(facts('Created')).toBe('7 Mar');
    expect(facts('Updated')).toBe('9 Mar');
    expect(screen.getByRole('img', { name: 'Whole Milk' })).toHaveAttribute(
      'src',
      '/api/v1/inventory-system/images/abc123',
    );
  });

  it("opens the labels page for this item from 'Print label'", async () => {
    network();
    const router = renderDetail();
    await userEvent.click(await screen.findByRole('link', { name: 'Print label' }));
    expect(router.state.location.pathname).toBe('/items/labels');
    expect(router.state.location.search).toBe('?ids=7');
  });

  it('shows on hand, the lots with expiry and remaining, and recent movement', async () => {
    network({
      stock: {
        OnHand: 5.5,
        Lots: [
          {
            ID: 1,
            ExpirationDate: '2030-05-01',
            RemainingQuantity: 1.5,
            ReceivedAt: '2030-04-01T09:00:00Z',
          },
          {
            ID: 2,
            ExpirationDate: '2030-06-01',
            RemainingQuantity: 4,
            ReceivedAt: '2030-04-02T09:00:00Z',
          },
        ],
        Movements: [{ At: '2030-04-03T09:00:00Z', Kind: 'Wasted', Quantity: -1 }],
      },
    });
    renderDetail();
    const panel = within(await screen.findByRole('region', { name: 'Stock' }));
    expect(await panel.findByText('5.5 L')).toBeInTheDocument();
    const rows = panel.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'ExpiresRemainingReceived',
      '1 May 20301.5 L1 Apr',
      '1 Jun 20304 L2 Apr',
    ]);
    expect(panel.getByRole('listitem')).toHaveTextContent('3 AprWasted-1 L');
  });

  it('says "← Back" as every other screen does', async () => {
    network();
    renderDetail();
    expect(await screen.findByText('← Back')).toBeInTheDocument();
  });

  it('alerts the fallback when the item cannot be loaded', async () => {
    const alert = spyOnAlert();
    network({ get: () => errorResponse(500) });
    renderDetail();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.itemLoad));
  });

  it('offline with no device copy, says so on the page instead of an alert', async () => {
    const alert = spyOnAlert();
    stubFetch(() => undefined);
    renderDetail();
    expect(await screen.findByText(FALLBACK.itemLoad)).toBeInTheDocument();
    await settle();
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts the server's not-found message and returns to the list", async () => {
    const alert = spyOnAlert();
    network({ get: () => errorResponse(404, 'Item not found.') });
    const router = renderDetail();
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
    expect(alert).toHaveBeenCalledWith('Item not found.');
  });

  it('checks name, unit and barcode, then category and item area', async () => {
    const calls = network();
    renderDetail();
    const dialog = await openEdit();
    await userEvent.clear(dialog.getByLabelText('Unit'));
    await userEvent.selectOptions(dialog.getByLabelText('Item Area'), '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const message = dialog.getByRole('alert');
    expect(message).toHaveTextContent(VALIDATION.itemNameUnitBarcodeRequired);
    expect(message).toHaveTextContent(VALIDATION.itemCategoryAreaRequired);
    expect(message).not.toHaveTextContent(VALIDATION.imageRequired);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves an imported item (no image) without asking for one', async () => {
    const alert = spyOnAlert();
    const item = itemOf({ url: null });
    const calls = network({ item, put: () => jsonResponse({ ...item, name: 'Renamed' }) });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'Renamed');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(SUCCESS.itemUpdated));
    expect(screen.queryByText(VALIDATION.imageRequired)).toBeNull();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('sends a chosen image when the item had none', async () => {
    spyOnAlert();
    const item = itemOf({ url: null });
    const calls = network({ item, put: () => jsonResponse({ ...item, url: '/img/new' }) });
    renderDetail();
    const dialog = await openEdit();
    const input = document.querySelector<HTMLInputElement>('.modal input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['gif'], 'new.gif', { type: 'image/gif' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = await readItemMultipart(putCall(calls));
    expect(sent.keys).toEqual(['itemRequest', 'image']);
    expect(sent.image?.name).toBe('new.gif');
  });

  it('saves without a new image, empty alert days as null, and shows the saved data', async () => {
    const alert = spyOnAlert();
    const item = itemOf();
    const calls = network({
      item,
      put: () => jsonResponse({ ...item, name: 'Semi-skimmed Milk', alertDaysBeforeExpiry: null }),
    });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), ' Semi-skimmed Milk ');
    await userEvent.clear(dialog.getByLabelText('Alert Days Before Expiry'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Semi-skimmed Milk' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(SUCCESS.itemUpdated);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = await readItemMultipart(putCall(calls));
    expect(sent.keys).toEqual(['itemRequest']);
    expect(sent.itemRequest).toEqual({
      name: 'Semi-skimmed Milk',
      barcode: '5000112637922',
      categoryId: 1,
      alertDaysBeforeExpiry: null,
      unit: 'L',
      itemAreaId: 4,
      parLevel: null,
      reorderPoint: null,
      packSize: null,
      packName: null,
      preferredSupplierId: null,
    });
    await waitFor(async () =>
      expect((await readReferenceRow('items', 7))?.name).toBe('Semi-skimmed Milk'),
    );
  });

  it("sends alert days '5' as 5 on edit", async () => {
    spyOnAlert();
    const item = itemOf({ alertDaysBeforeExpiry: null });
    const calls = network({ item, put: () => jsonResponse({ ...item, alertDaysBeforeExpiry: 5 }) });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.type(dialog.getByLabelText('Alert Days Before Expiry'), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((await readItemMultipart(putCall(calls))).itemRequest.alertDaysBeforeExpiry).toBe(5);
  });

  it('alerts Update failed. or the server message when saving fails', async () => {
    const alert = spyOnAlert();
    let answer = errorResponse(500);
    network({ put: () => answer });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.update));
    answer = errorResponse(409, ['An item with this barcode already exists.', 'Try another.']);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(
        'An item with this barcode already exists.\nTry another.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Item' })).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the list', async () => {
    const alert = spyOnAlert();
    const calls = network();
    const router = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Item' }));
    expect(dialog.getByText('Are you sure you want to delete Whole Milk?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
    expect(alert).toHaveBeenCalledWith(SUCCESS.itemDeleted);
    expect(await readReferenceRow('items', 7)).toBeUndefined();
  });

  it('alerts Delete failed. or the server message when deleting fails', async () => {
    const alert = spyOnAlert();
    let answer = errorResponse(500);
    network({ remove: () => answer });
    const router = renderDetail();
    const confirmDelete = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Delete Item' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    };
    await confirmDelete();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.delete));
    answer = errorResponse(409, 'This item cannot be deleted because lots refer to it.');
    await confirmDelete();
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(
        'This item cannot be deleted because lots refer to it.',
      ),
    );
    expect(router.state.location.pathname).toBe('/items/7');
  });
});
