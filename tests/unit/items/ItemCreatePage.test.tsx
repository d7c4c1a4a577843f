import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK, SUCCESS, VALIDATION } from '../../../contract/messages';
import { ItemCreatePage } from '../../../src/features/items/ItemCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReference } from '../../../src/offline/reference-cache';
import { CATEGORIES, ITEM_AREAS, itemOf } from './fixtures';
import {
  errorResponse,
  jsonResponse,
  readItemMultipart,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
  type FetchCall,
} from './harness';

const PNG = () => new File(['png-bytes'], 'milk.png', { type: 'image/png' });

function network(onPost: (call: FetchCall) => Response | Promise<Response>) {
  return stubFetch((call) => {
    if (call.method === 'POST' && call.path === '/items') return onPost(call);
    if (call.path === '/categories') return jsonResponse({ totalCount: 2, categories: CATEGORIES });
    if (call.path === '/locations') return jsonResponse({ totalCount: 2, itemArea: ITEM_AREAS });
    if (call.path === '/items') return jsonResponse({ totalCount: 0, items: [] });
    return errorResponse(404);
  });
}

function renderCreate() {
  return renderRoutes('/items/create', [
    { path: '/items/create', element: <ItemCreatePage /> },
    { path: '/items', element: <div>Items list</div> },
  ]);
}

async function fillFields(alertDays = '') {
  await userEvent.type(screen.getByLabelText('Name'), '  Whole Milk  ');
  await userEvent.type(screen.getByLabelText('Barcode'), ' 5000112637922 ');
  await screen.findByRole('option', { name: 'Dairy' });
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Dairy');
  if (alertDays) await userEvent.type(screen.getByLabelText('Alert Days Before Expiry'), alertDays);
  await userEvent.type(screen.getByLabelText('Unit'), ' L ');
  await screen.findByRole('option', { name: 'Cold Room' });
  await userEvent.selectOptions(screen.getByLabelText('Item Area'), 'Cold Room');
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const submitButton = () => screen.getByRole('button', { name: 'Add Item' });

describe('ItemCreatePage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('marks the fields required by the form and nothing else', () => {
    network(() => errorResponse(500));
    renderCreate();
    for (const label of ['Name', 'Barcode', 'Category', 'Unit', 'Item Area']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Alert Days Before Expiry')).not.toBeRequired();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
  });

  it('says Image is required and sends nothing without an image', async () => {
    const calls = network(() => errorResponse(500));
    renderCreate();
    await fillFields();
    await userEvent.click(submitButton());
    expect(await screen.findByText(VALIDATION.imageRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the multipart body, alerts success, caches the item and goes to the list', async () => {
    const alert = spyOnAlert();
    const created = itemOf();
    const calls = network(() => jsonResponse(created, 201));
    const router = renderCreate();
    await fillFields();
    await userEvent.upload(fileInput(), PNG());
    expect(screen.getByText('milk.png')).toBeInTheDocument();
    await userEvent.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
    expect(alert).toHaveBeenCalledWith(SUCCESS.itemAdded);
    const post = calls.find((call) => call.method === 'POST');
    if (!post) throw new Error('no POST');
    const sent = await readItemMultipart(post);
    expect(sent.keys).toEqual(['itemRequest', 'image']);
    expect(sent.itemRequestType).toBe('application/json');
    expect(sent.itemRequest).toEqual({
      name: 'Whole Milk',
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
    expect(sent.image?.name).toBe('milk.png');
    expect((await readReference('items')).rows).toEqual([created]);
  });

  it("sends alert days '5' as the integer 5", async () => {
    spyOnAlert();
    const calls = network(() => jsonResponse(itemOf({ alertDaysBeforeExpiry: 5 }), 201));
    renderCreate();
    await fillFields('5');
    await userEvent.upload(fileInput(), PNG());
    await userEvent.click(submitButton());
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    if (!post) throw new Error('no POST');
    expect((await readItemMultipart(post)).itemRequest.alertDaysBeforeExpiry).toBe(5);
  });

  it('accepts an image dropped on the drop zone, which is a focusable button', async () => {
    network(() => errorResponse(500));
    renderCreate();
    const zone = screen.getByRole('button', { name: /drag and drop an image here, or browse/i });
    zone.focus();
    expect(zone).toHaveFocus();
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'crate.webp', { type: 'image/webp' })] },
    });
    expect(await screen.findByText('crate.webp')).toBeInTheDocument();
  });

  it('alerts the fallback when adding fails without a server message', async () => {
    const alert = spyOnAlert();
    network(() => errorResponse(500));
    const router = renderCreate();
    await fillFields();
    await userEvent.upload(fileInput(), PNG());
    await userEvent.click(submitButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.itemAdd));
    expect(router.state.location.pathname).toBe('/items/create');
    expect(submitButton()).toBeEnabled();
  });

  it("alerts the server's message when adding fails with one", async () => {
    const alert = spyOnAlert();
    network(() => errorResponse(409, 'An item with this barcode already exists.'));
    renderCreate();
    await fillFields();
    await userEvent.upload(fileInput(), PNG());
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('An item with this barcode already exists.'),
    );
  });

  it('ignores a second submit while the first is in flight', async () => {
    const alert = spyOnAlert();
    let answer: (response: Response) => void = () => undefined;
    const calls = network(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    renderCreate();
    await fillFields();
    await userEvent.upload(fileInput(), PNG());
    const form = submitButton().closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    answer(jsonResponse(itemOf(), 201));
    // The submission it started ends inside the test, not after its environment is gone.
    await waitFor(() => expect(alert).toHaveBeenCalledWith(SUCCESS.itemAdded));
  });
});
