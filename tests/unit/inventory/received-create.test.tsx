import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../../../contract/messages';
import { ReceivedCreatePage } from '../../../src/features/inventory/ReceivedCreatePage';
import { ReceivedListPage } from '../../../src/features/inventory/ReceivedListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { listOutbox } from '../../../src/offline/outbox/index';
import {
  CLERK_ID,
  failure,
  json,
  lot,
  posts,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
  type StockCall,
  at,
} from './stock-test-kit';
import { replyWithMatchingItems } from './matching-items';

function optionNames() {
  return within(screen.getByRole('listbox', { name: 'Item' }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.item-picker-name')?.textContent);
}

type Handler = (call: StockCall) => Response | Promise<Response> | undefined;

function renderCreate(
  handle: Handler = () => undefined,
  entry = '/inventory/received-items/create',
) {
  const calls = stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/receive-items') {
      return json(200, { totalCount: 1, receiveItems: [lot(1)] });
    }
    return handle(call);
  });
  const view = renderRoutes(
    [
      { path: '/inventory/received-items/create', element: <ReceivedCreatePage /> },
      { path: '/inventory/received-items', element: <ReceivedListPage /> },
    ],
    [entry],
  );
  return { calls, ...view };
}

async function chooseItem(row: HTMLElement, text: string, option: RegExp) {
  await userEvent.type(within(row).getByRole('combobox', { name: 'Item' }), text);
  await userEvent.click(within(row).getByRole('option', { name: option }));
}

async function fillRow(row: HTMLElement) {
  await chooseItem(row, 'butter', /Butter/);
  await userEvent.type(within(row).getByLabelText('Quantity'), '2.5');
  await userEvent.type(within(row).getByLabelText('Expiration Date'), '2026-05-01');
}

function rows() {
  return screen.getAllByRole('group', { name: /^Row \d+$/ });
}

async function chooseSupplier() {
  await screen.findByRole('option', { name: 'Fresh Farms' });
  await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'Fresh Farms');
}

function messages() {
  return within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Add Received Item (spec 2.8, 5)', () => {
  it('finds an item without its accents, and by the UPC-A of its stored EAN-13', async () => {
    renderCreate(replyWithMatchingItems);
    const picker = within(at(rows(), 0)).getByRole('combobox', { name: 'Item' });
    await userEvent.type(picker, 'creme');
    await userEvent.click(await screen.findByRole('option', { name: /Crème Fraîche/ }));
    expect(picker).toHaveValue('Crème Fraîche');
    await userEvent.clear(picker);
    await userEvent.type(picker, '036000291452');
    expect(optionNames()).toEqual(['Cola 330 ml', 'Case of Cola 330 ml']);
    await userEvent.keyboard('{Enter}');
    expect(picker).toHaveValue('Cola 330 ml');
  });

  it('lists every message of an empty form and sends nothing', async () => {
    const { calls } = renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messages()).toEqual([
      'Valid supplier is required.',
      'Item is required in row 1',
      'Valid quantity is required in row 1',
      'Expiration Date is required in row 1',
    ]);
    expect(posts(calls, '/receive-items')).toHaveLength(0);
  });

  it('names the row of each problem when there are several rows, and a blank status', async () => {
    const { calls } = renderCreate();
    await chooseSupplier();
    await fillRow(at(rows(), 0));
    await userEvent.click(screen.getByRole('button', { name: '+ Add Row' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Add Row' }));
    expect(rows()).toHaveLength(3);
    await fillRow(at(rows(), 2));
    await userEvent.clear(within(at(rows(), 2)).getByLabelText('Quantity'));
    await userEvent.type(within(at(rows(), 2)).getByLabelText('Quantity'), '0');
    await userEvent.clear(within(at(rows(), 2)).getByLabelText('Status'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messages()).toEqual([
      'Item is required in row 2',
      'Valid quantity is required in row 2',
      'Expiration Date is required in row 2',
      'Valid quantity is required in row 3',
      'Status is required in row 3',
    ]);
    expect(posts(calls, '/receive-items')).toHaveLength(0);
  });

  it('removes rows but always keeps one', async () => {
    renderCreate();
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '+ Add Row' }));
    await userEvent.type(within(at(rows(), 1)).getByLabelText('Quantity'), '4');
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(rows()).toHaveLength(1);
    expect(within(at(rows(), 0)).getByLabelText('Quantity')).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
  });

  it('sends every value as a string with an idempotency key, alerts success and shows the list', async () => {
    const alert = spyAlert();
    const { calls } = renderCreate((call) =>
      call.method === 'POST' ? json(201, { receiveItems: [lot(9)] }) : undefined,
    );
    await chooseSupplier();
    await fillRow(at(rows(), 0));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Received items added successfully.'));
    const [sent] = posts(calls, '/receive-items');
    expect(sent?.body).toEqual({
      supplierId: '7',
      receiveItems: [{ itemId: '2', quantity: '2.5', expirationDate: '2026-05-01', status: 'New' }],
    });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('location')).toHaveTextContent('/inventory/received-items');
    expect(await listOutbox(CLERK_ID)).toEqual([]);
  });

  it('saves the receipt when the network fails, says so, and lists it as pending', async () => {
    const alert = spyAlert();
    renderCreate((call) =>
      call.method === 'POST' ? Promise.reject(new TypeError('offline')) : undefined,
    );
    await chooseSupplier();
    await fillRow(at(rows(), 0));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(OFFLINE_TEXT.queued));
    expect(alert).toHaveBeenCalledWith('Saved. It will be sent when the connection returns.');
    expect(screen.getByTestId('location')).toHaveTextContent('/inventory/received-items');
    const pending = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(pending).toHaveTextContent('Pending');
    expect(pending).toHaveTextContent('From Fresh Farms: 2.5 × Butter');
    expect(await listOutbox(CLERK_ID)).toHaveLength(1);
  });

  it('alerts the server message of a refusal and stays on the form', async () => {
    const alert = spyAlert();
    renderCreate((call) =>
      call.method === 'POST' ? failure(400, 'Unknown supplier: supplierId 7.') : undefined,
    );
    await chooseSupplier();
    await fillRow(at(rows(), 0));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unknown supplier: supplierId 7.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/inventory/received-items/create');
    expect(await listOutbox(CLERK_ID)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('alerts the fallback when the refusal carries no message', async () => {
    const alert = spyAlert();
    renderCreate((call) => (call.method === 'POST' ? failure(403) : undefined));
    await chooseSupplier();
    await fillRow(at(rows(), 0));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to add received items.'));
  });

  it('sends once when Submit is pressed twice while in flight', async () => {
    spyAlert();
    let resolve: (response: Response) => void = () => undefined;
    const promise = new Promise<Response>((done) => (resolve = done));
    const { calls } = renderCreate((call) => (call.method === 'POST' ? promise : undefined));
    await chooseSupplier();
    await fillRow(at(rows(), 0));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Submitting...' }));
    resolve(json(201, { receiveItems: [] }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/inventory\/received-items$/),
    );
    expect(posts(calls, '/receive-items')).toHaveLength(1);
  });

  it('pre-fills the first row from ?itemId= (the dashboard’s Restock Now)', async () => {
    renderCreate(undefined, '/inventory/received-items/create?itemId=3');
    const picker = within(at(rows(), 0)).getByRole('combobox', { name: 'Item' });
    await waitFor(() => expect(picker).toHaveValue('Milk Powder'));
  });
});
