import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderListPage } from '../../../src/features/orders/OrderListPage';
import { pageReload } from '../../../src/features/orders/page-reload';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { enqueue } from '../../../src/offline/outbox/index';
import {
  CLERK,
  CLERK_ID,
  failure,
  json,
  posts,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
  type StockCall,
} from '../inventory/stock-test-kit';
import { order, ORDERS } from './order-test-kit';

type Handler = (call: StockCall) => Response | Promise<Response> | undefined;

function renderList(handle: Handler = () => undefined) {
  const calls = stubFetch((call) => {
    const reply = handle(call);
    if (reply) return reply;
    if (call.method === 'GET' && call.path === '/order-items') {
      return json(200, { totalCount: ORDERS.length, orderItems: ORDERS });
    }
    return undefined;
  });
  renderRoutes([{ path: '/orders', element: <OrderListPage /> }], ['/orders']);
  return calls;
}

function rowOf(label: string): HTMLElement {
  const cell = screen.getByText(label);
  const row = cell.closest('tr');
  if (!row) throw new Error(`No row for ${label}`);
  return row;
}

function spyReload() {
  return vi.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
}

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn('Manager');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Orders list (spec 2.10)', () => {
  it('shows each order with the ORD- prefix, its department, requester, items and status', async () => {
    const calls = renderList();
    expect(await screen.findByText('ORD-7')).toBeInTheDocument();
    const row = rowOf('ORD-6');
    expect(row).toHaveTextContent('Bar');
    expect(row).toHaveTextContent('Head Chef');
    expect(row).toHaveTextContent('7 Mar');
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 kg Butter', '1 L Whole Milk']);
    expect(row).toHaveTextContent('Fulfilled');
    // One spelling, the spec's (2.10 'fulfillment'), as on the create form.
    expect(screen.getByRole('columnheader', { name: 'Fulfillment' })).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/order-items')?.query.get('page')).toBe('1');
    expect(screen.getByRole('link', { name: 'Order Item' })).toHaveAttribute(
      'href',
      '/orders/create',
    );
  });

  it('disables Confirm and Reject for fulfilled and cancelled orders only', async () => {
    renderList();
    await screen.findByText('ORD-7');
    expect(screen.getByRole('button', { name: 'Confirm ORD-7' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject ORD-7' })).toBeEnabled();
    for (const label of ['ORD-6', 'ORD-5']) {
      expect(screen.getByRole('button', { name: `Confirm ${label}` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Reject ${label}` })).toBeDisabled();
    }
  });

  it('asks for a reason and sends nothing while it is blank', async () => {
    const calls = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm ORD-7' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Order ORD-7' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please provide a reason.');
    expect(posts(calls, '/order-items/7/confirm')).toHaveLength(0);
  });

  it('shows the confirm or reject reason, and who gave it, once the order is closed', async () => {
    renderList((call) =>
      call.method === 'GET' && call.path === '/order-items'
        ? json(200, {
            totalCount: 2,
            orderItems: [
              order(7, 'fulfilled', { Reason: 'Stock available', ActionedBy: { Name: 'Ana' } }),
              order(6, 'cancelled', { Reason: 'Duplicate', ActionedBy: null }),
            ],
          })
        : undefined,
    );
    await screen.findByText('ORD-7');
    expect(within(rowOf('ORD-7')).getByText('Reason: Stock available (Ana)')).toBeInTheDocument();
    expect(within(rowOf('ORD-6')).getByText('Reason: Duplicate')).toBeInTheDocument();
  });

  it('confirms with the reason, alerts success, then reloads the page', async () => {
    const alert = spyAlert();
    const reload = spyReload();
    const calls = renderList((call) =>
      call.method === 'POST' ? json(200, { ...ORDERS[0], Status: 'fulfilled' }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm ORD-7' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Stock available');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts(calls, '/order-items/7/confirm')[0]?.body).toEqual({ reason: 'Stock available' });
    expect(alert).toHaveBeenCalledWith('Order confirmed successfully.');
    const alertOrder = alert.mock.invocationCallOrder[0] ?? 0;
    const reloadOrder = reload.mock.invocationCallOrder[0] ?? 0;
    expect(alertOrder).toBeLessThan(reloadOrder);
  });

  it('rejects with the reason, alerts success, then reloads the page', async () => {
    const alert = spyAlert();
    const reload = spyReload();
    const calls = renderList((call) =>
      call.method === 'POST' ? json(200, { ...ORDERS[0], Status: 'cancelled' }) : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reject ORD-7' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Duplicate');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts(calls, '/order-items/7/reject')[0]?.body).toEqual({ reason: 'Duplicate' });
    expect(alert).toHaveBeenCalledWith('Order rejected successfully.');
  });

  it("alerts the server's message when confirming fails, and does not reload", async () => {
    const alert = spyAlert();
    const reload = spyReload();
    renderList((call) =>
      call.method === 'POST' ? failure(409, 'Not enough stock of Butter: 1 available.') : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm ORD-7' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Go');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Not enough stock of Butter: 1 available.'),
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('alerts the fallbacks when the server gives no message', async () => {
    const alert = spyAlert();
    spyReload();
    renderList((call) => (call.method === 'POST' ? failure(500) : undefined));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm ORD-7' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'Go');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to confirm order.'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject ORD-7' }));
    await userEvent.type(screen.getByLabelText('Reason'), 'No');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to reject order.'));
  });

  it('alerts the load failure when nothing is saved', async () => {
    const alert = spyAlert();
    renderList((call) => (call.path === '/order-items' ? failure(500) : undefined));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load order items.'));
  });

  it('says confirming needs a connection while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderList();
    await screen.findByText('ORD-7');
    const confirm = screen.getByRole('button', { name: 'Confirm ORD-7' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('title', 'Needs a connection');
    expect(screen.getByRole('button', { name: 'Reject ORD-7' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Needs a connection');
  });

  it('shows orders waiting in the outbox above the table', async () => {
    await enqueue({
      kind: 'order',
      path: '/order-items',
      body: {},
      summary: 'Order for Kitchen: 2 × Butter',
      userId: CLERK_ID,
      userName: CLERK,
    });
    renderList();
    const region = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(region).toHaveTextContent('PendingOrder for Kitchen: 2 × Butter');
  });
});
