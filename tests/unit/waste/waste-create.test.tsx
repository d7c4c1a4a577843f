import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WasteCreatePage } from '../../../src/features/waste/WasteCreatePage';
import { WasteListPage } from '../../../src/features/waste/WasteListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { listOutbox } from '../../../src/offline/outbox/index';
import {
  CLERK_ID,
  failure,
  json,
  posts,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
  waste,
  type StockCall,
} from '../inventory/stock-test-kit';
import { replyWithMatchingItems } from '../inventory/matching-items';

function optionNames() {
  return within(screen.getByRole('listbox', { name: 'Item' }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.item-picker-name')?.textContent);
}

type Handler = (call: StockCall) => Response | Promise<Response> | undefined;

function renderCreate(handle: Handler = () => undefined) {
  const calls = stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/receive-items/waste') {
      return json(200, { totalCount: 1, wasteItems: [waste(1)] });
    }
    return handle(call);
  });
  renderRoutes(
    [
      { path: '/reports/create', element: <WasteCreatePage /> },
      { path: '/reports', element: <WasteListPage /> },
    ],
    ['/reports/create'],
  );
  return calls;
}

function messages() {
  return within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

async function fillForm(quantity = '2') {
  await userEvent.type(screen.getByRole('combobox', { name: 'Item' }), 'whole');
  await userEvent.click(await screen.findByRole('option', { name: /Whole Milk/ }));
  await userEvent.type(screen.getByLabelText('Quantity'), quantity);
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

describe('Add Report (spec 2.17, 5)', () => {
  it('finds an item without its accents, and by the UPC-A of its stored EAN-13', async () => {
    renderCreate(replyWithMatchingItems);
    const picker = screen.getByRole('combobox', { name: 'Item' });
    await userEvent.type(picker, 'creme');
    await userEvent.click(await screen.findByRole('option', { name: /Crème Fraîche/ }));
    expect(picker).toHaveValue('Crème Fraîche');
    await userEvent.clear(picker);
    await userEvent.type(picker, '036000291452');
    expect(optionNames()).toEqual(['Cola 330 ml', 'Case of Cola 330 ml']);
    await userEvent.keyboard('{Enter}');
    expect(picker).toHaveValue('Cola 330 ml');
  });

  it('offers Damaged and Expired, Damaged by default', () => {
    renderCreate();
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveValue('Damaged');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Damaged', 'Expired']);
  });

  it('names a missing item and a quantity that is not above 0, and sends nothing', async () => {
    const calls = renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    expect(messages()).toEqual([
      'Please select an item.',
      'Please enter a valid quantity greater than 0.',
    ]);
    await userEvent.type(screen.getByLabelText('Quantity'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    expect(messages()).toContain('Please enter a valid quantity greater than 0.');
    expect(posts(calls, '/receive-items/waste')).toHaveLength(0);
  });

  it('sends item, reason and quantity, alerts success and goes to the reports', async () => {
    const alert = spyAlert();
    const calls = renderCreate((call) =>
      call.method === 'POST' ? json(201, waste(5)) : undefined,
    );
    await fillForm('1.5');
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'Expired');
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Report added successfully.'));
    expect(posts(calls, '/receive-items/waste')[0]?.body).toEqual({
      itemId: 1,
      reason: 'Expired',
      quantity: '1.5',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/reports');
  });

  it('alerts the 409 message when there is not enough stock and keeps the form', async () => {
    const alert = spyAlert();
    renderCreate((call) =>
      call.method === 'POST'
        ? failure(409, 'Not enough stock of Whole Milk: 1 available.')
        : undefined,
    );
    await fillForm('5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Not enough stock of Whole Milk: 1 available.'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/reports/create');
    expect(await listOutbox(CLERK_ID)).toEqual([]);
  });

  it('alerts the fallback when the refusal has no message', async () => {
    const alert = spyAlert();
    renderCreate((call) => (call.method === 'POST' ? failure(400) : undefined));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to add report. Please try again.'),
    );
  });

  it('saves the report when the server is unreachable and lists it as pending', async () => {
    const alert = spyAlert();
    renderCreate((call) => (call.method === 'POST' ? failure(503) : undefined));
    await fillForm('2');
    await userEvent.click(screen.getByRole('button', { name: 'Add Report' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Saved. It will be sent when the connection returns.'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/reports');
    const region = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(region).toHaveTextContent('Pending2 × Whole Milk (Damaged)');
  });
});
