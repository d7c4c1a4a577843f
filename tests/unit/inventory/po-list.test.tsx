import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PoListPage } from '../../../src/features/inventory/PoListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { enqueue } from '../../../src/offline/outbox/index';
import {
  CLERK,
  CLERK_ID,
  failure,
  gets,
  json,
  lot,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
  type StockCall,
  at,
} from './stock-test-kit';

const poLots = [lot(1, { PoId: 'PO-100' }), lot(2, { PoId: 'PO-101', Status: 'Damaged' })];

function renderList(handle: (call: StockCall) => Response | Promise<Response> | undefined) {
  const calls = stubFetch(handle);
  renderRoutes([{ path: '/inventory/po-items', element: <PoListPage /> }], ['/inventory/po-items']);
  return calls;
}

const answer = (call: StockCall) => {
  if (call.method === 'POST') return Promise.reject(new TypeError('offline'));
  if (call.path !== '/receive-items/PO') return undefined;
  const search = call.query.get('search');
  const rows = search
    ? poLots.filter((row) => row.Item.Name.toLowerCase().includes(search))
    : poLots;
  return json(200, { totalCount: rows.length, poReceiveItems: rows });
};

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Inventory - PO Items (spec 2.9)', () => {
  it('shows PO id, item, supplier, quantity, expiration, received at and status', async () => {
    renderList(answer);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'PO ID',
      'Item',
      'Supplier',
      'Quantity',
      'Expiration Date',
      'Received At',
      'Status',
    ]);
    expect(
      within(at(within(table).getAllByRole('row'), 2))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['PO-101', 'Butter', 'Fresh Farms', '12 kg', '15 Apr', '7 Mar', 'Damaged']);
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute(
      'href',
      '/inventory/po-items/create',
    );
  });

  it('searches by item name on the server', async () => {
    const calls = renderList(answer);
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox'), 'butter');
    await waitFor(() =>
      expect(gets(calls, '/receive-items/PO').at(-1)?.query.get('search')).toBe('butter'),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(screen.getByText('PO-101')).toBeInTheDocument();
  });

  it('lists queued PO receipts as pending', async () => {
    await enqueue({
      kind: 'po-receive',
      path: '/receive-items/PO',
      body: {},
      summary: 'PO PO-200 from Fresh Farms: 4 × Butter',
      userId: CLERK_ID,
      userName: CLERK,
    });
    renderList(answer);
    const region = await screen.findByRole('region', { name: 'Waiting to be sent' });
    await waitFor(() => expect(region).toHaveTextContent('PendingPO PO-200 from Fresh Farms'));
  });

  it("alerts 'Error loading PO items.' when the list cannot load", async () => {
    const alert = spyAlert();
    renderList((call) => (call.path === '/receive-items/PO' ? failure(500) : undefined));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error loading PO items.'));
  });

  it("hides '+ Add' from an Editor", async () => {
    signIn('Editor', 'editor');
    renderList(answer);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: '+ Add' })).not.toBeInTheDocument();
  });
});
