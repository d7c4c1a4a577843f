import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderCreatePage } from '../../../src/features/orders/OrderCreatePage';
import { OrderListPage } from '../../../src/features/orders/OrderListPage';
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
  type StockCall,
} from '../inventory/stock-test-kit';
import { DEPARTMENTS, order } from './order-test-kit';

type Handler = (call: StockCall) => Response | Promise<Response> | undefined;

const ORDER_MESSAGE = 'All order items must have Item and Quantity.';

function renderCreate(handle: Handler = () => undefined) {
  const calls = stubFetch((call) => {
    const reply = handle(call);
    if (reply) return reply;
    if (call.method === 'GET' && call.path === '/departments') {
      return json(200, { totalCount: 2, departments: DEPARTMENTS });
    }
    if (call.method === 'GET' && call.path === '/order-items') {
      return json(200, { totalCount: 0, orderItems: [] });
    }
    return undefined;
  });
  renderRoutes(
    [
      { path: '/orders/create', element: <OrderCreatePage /> },
      { path: '/orders', element: <OrderListPage /> },
    ],
    ['/orders/create'],
  );
  return calls;
}

async function fillHeader() {
  await screen.findByRole('option', { name: 'Kitchen' });
  await userEvent.selectOptions(screen.getByLabelText('Department'), 'Kitchen');
  fireEvent.change(screen.getByLabelText('Fulfillment Date-Time'), {
    target: { value: '2026-03-10T14:30' },
  });
}

async function pickItem(index: number, text: string, name: RegExp) {
  const pickers = screen.getAllByRole('combobox', { name: 'Item' });
  const picker = pickers[index];
  if (!picker) throw new Error(`No item picker ${index}`);
  await userEvent.type(picker, text);
  await userEvent.click(await screen.findByRole('option', { name }));
}

async function setQuantity(index: number, value: string) {
  const field = screen.getAllByLabelText('Quantity')[index];
  if (!field) throw new Error(`No quantity ${index}`);
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

function submit() {
  return userEvent.click(screen.getByRole('button', { name: 'Add Order' }));
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

describe('Add Order (spec 2.10, 5)', () => {
  it('marks department and fulfilment date required and starts with one row', async () => {
    renderCreate();
    expect(screen.getByLabelText('Department')).toBeRequired();
    expect(screen.getByLabelText('Fulfillment Date-Time')).toHaveAttribute(
      'type',
      'datetime-local',
    );
    expect(screen.getByLabelText('Fulfillment Date-Time')).toBeRequired();
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('min', '1');
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  });

  it('says every row needs an item and a quantity (missing item), and sends nothing', async () => {
    const calls = renderCreate();
    await fillHeader();
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_MESSAGE);
    expect(posts(calls, '/order-items')).toHaveLength(0);
  });

  it('refuses a quantity of 0', async () => {
    const calls = renderCreate();
    await fillHeader();
    await pickItem(0, 'butter', /Butter/);
    await setQuantity(0, '0');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(ORDER_MESSAGE);
    expect(posts(calls, '/order-items')).toHaveLength(0);
  });

  it('sends nothing without a department', async () => {
    const calls = renderCreate();
    await screen.findByRole('option', { name: 'Kitchen' });
    await pickItem(0, 'butter', /Butter/);
    await submit();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(posts(calls, '/order-items')).toHaveLength(0);
  });

  it('adds and removes rows, keeping at least one', async () => {
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: '+ Add Item' }));
    expect(screen.getAllByRole('combobox', { name: 'Item' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByRole('combobox', { name: 'Item' })).toHaveLength(1);
  });

  it('sends the order through the outbox with an Idempotency-Key, alerts and goes to the list', async () => {
    const alert = spyAlert();
    const calls = renderCreate((call) =>
      call.method === 'POST' ? json(201, order(9, 'pending')) : undefined,
    );
    await fillHeader();
    await pickItem(0, 'butter', /Butter/);
    await setQuantity(0, '2');
    await userEvent.click(screen.getByRole('button', { name: '+ Add Item' }));
    await pickItem(1, 'whole', /Whole Milk/);
    await setQuantity(1, '1');
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Order created successfully.'));
    const sent = posts(calls, '/order-items');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      departmentId: 2,
      fulfilledAt: new Date('2026-03-10T14:30').toISOString(),
      orderItems: [
        { itemId: 2, quantity: 2 },
        { itemId: 1, quantity: 1 },
      ],
    });
    expect(sent[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
    expect(await listOutbox(CLERK_ID)).toEqual([]);
  });

  it('saves the order when fetch rejects and lists it as pending', async () => {
    const alert = spyAlert();
    renderCreate((call) =>
      call.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    await fillHeader();
    await pickItem(0, 'butter', /Butter/);
    await setQuantity(0, '3');
    await submit();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Saved. It will be sent when the connection returns.'),
    );
    const [entry] = await listOutbox(CLERK_ID);
    expect(entry).toMatchObject({ kind: 'order', path: '/order-items', status: 'pending' });
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
    const region = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(region).toHaveTextContent('Order for Kitchen: 3 × Butter');
  });

  it("alerts the server's refusal and keeps the form", async () => {
    const alert = spyAlert();
    renderCreate((call) =>
      call.method === 'POST' ? failure(400, 'Department not found.') : undefined,
    );
    await fillHeader();
    await pickItem(0, 'butter', /Butter/);
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Department not found.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/create');
    expect(await listOutbox(CLERK_ID)).toEqual([]);
  });

  it('alerts the fallback when the refusal has no message', async () => {
    const alert = spyAlert();
    renderCreate((call) => (call.method === 'POST' ? failure(400) : undefined));
    await fillHeader();
    await pickItem(0, 'butter', /Butter/);
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to create order.'));
  });

  it('alerts once when items or departments cannot be loaded and nothing is saved', async () => {
    const alert = spyAlert();
    renderCreate((call) =>
      call.path === '/items' || call.path === '/departments' ? failure(500) : undefined,
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Unable to load items or departments.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).toHaveBeenCalledTimes(1);
  });
});
