import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PoCreatePage } from '../../../src/features/inventory/PoCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  failure,
  json,
  posts,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
  type StockCall,
} from './stock-test-kit';

function renderCreate(handle: (call: StockCall) => Response | undefined = () => undefined) {
  const calls = stubFetch(handle);
  renderRoutes(
    [{ path: '/inventory/po-items/create', element: <PoCreatePage /> }],
    ['/inventory/po-items/create'],
  );
  return calls;
}

function messages() {
  return within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

async function fillForm(poId: string) {
  await userEvent.type(screen.getByLabelText('PO ID'), poId);
  await screen.findByRole('option', { name: 'Dairy Direct' });
  await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'Dairy Direct');
  await userEvent.type(screen.getByRole('combobox', { name: 'Item' }), '5000111{Enter}');
  await userEvent.type(screen.getByLabelText('Quantity'), '6');
  await userEvent.type(screen.getByLabelText('Expiration Date'), '2026-06-30');
}

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn('Manager', 'manager');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Add PO Item (spec 2.9, 5)', () => {
  it('requires a PO ID that is not blank, with every other message', async () => {
    const calls = renderCreate();
    await userEvent.type(screen.getByLabelText('PO ID'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(messages()).toEqual([
      'PO ID is required.',
      'Valid supplier is required.',
      'Item is required in row 1',
      'Valid quantity is required in row 1',
      'Expiration Date is required in row 1',
    ]);
    expect(posts(calls, '/receive-items/PO')).toHaveLength(0);
  });

  it('sends the trimmed PO ID, supplier and rows as strings and alerts success', async () => {
    const alert = spyAlert();
    const calls = renderCreate((call) =>
      call.method === 'POST' ? json(201, { poReceiveItems: [] }) : undefined,
    );
    await fillForm('  PO-4512 ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('PO receive items submitted successfully.'),
    );
    expect(posts(calls, '/receive-items/PO')[0]?.body).toEqual({
      poId: 'PO-4512',
      supplierId: '8',
      receiveItems: [{ itemId: '1', quantity: '6', expirationDate: '2026-06-30', status: 'New' }],
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/inventory/po-items');
  });

  it('alerts the fallback when the server refuses without a message', async () => {
    const alert = spyAlert();
    renderCreate((call) => (call.method === 'POST' ? failure(400) : undefined));
    await fillForm('PO-1');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to submit PO receive items.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/inventory/po-items/create');
  });
});
