import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../../../contract/messages';
import { ReceivedListPage } from '../../../src/features/inventory/ReceivedListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readListPage } from '../../../src/offline/list-pages';
import { enqueue, sendEntry } from '../../../src/offline/outbox/index';
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

function pageOf(call: StockCall) {
  const page = Number(call.query.get('page') ?? '1');
  const lots = Array.from({ length: page === 3 ? 5 : 10 }, (_, i) =>
    lot((page - 1) * 10 + i + 1, { PoId: i === 0 ? 'PO-9' : null }),
  );
  return json(200, { totalCount: 25, receiveItems: lots });
}

function renderList(handle: (call: StockCall) => Response | Promise<Response> | undefined) {
  const calls = stubFetch(handle);
  renderRoutes(
    [{ path: '/inventory/received-items', element: <ReceivedListPage /> }],
    ['/inventory/received-items'],
  );
  return calls;
}

/** A receipt the clerk queued (offline), waiting in the outbox. */
function queueReceipt(summary: string) {
  return enqueue({
    kind: 'receive',
    path: '/receive-items',
    body: {},
    summary,
    userId: CLERK_ID,
    userName: CLERK,
  });
}

const lotsOnly = (call: StockCall) =>
  call.method === 'GET' && call.path === '/receive-items' ? pageOf(call) : undefined;

beforeEach(async () => {
  await resetDatabaseForTests();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('Inventory - Received Items (spec 2.8)', () => {
  it('shows a page of 10 with every column, dates en-GB with the year, and the PO id', async () => {
    const calls = renderList(lotsOnly);
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Item',
      'Supplier',
      'Quantity',
      'Expiration Date',
      'Received At',
      'Received By',
      'Status',
      'PO ID',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(
      within(at(rows, 0))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Whole Milk',
      'Fresh Farms',
      '12 L',
      '15 Apr 2026',
      '7 Mar 2026',
      'Dock Clerk',
      'New',
      'PO-9',
    ]);
    expect(within(at(rows, 1)).getAllByRole('cell')[7]).toHaveTextContent('—');
    expect(gets(calls, '/receive-items')[0]?.query.toString()).toBe('page=1&pageSize=10');
  });

  it('reads the PO id spelled POId too', async () => {
    renderList((call) =>
      call.path === '/receive-items'
        ? json(200, {
            totalCount: 1,
            receiveItems: [{ ...lot(1), PoId: undefined, POId: 'PO-77' }],
          })
        : undefined,
    );
    expect(await screen.findByText('PO-77')).toBeInTheDocument();
  });

  it('pages on the server with 3 page links and the arrows', async () => {
    const calls = renderList(lotsOnly);
    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('<123>');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(gets(calls, '/receive-items').at(-1)?.query.get('page')).toBe('2'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6),
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the applied filters to the server from page 1, and Clear drops them', async () => {
    const calls = renderList(lotsOnly);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.type(screen.getByLabelText('Item Name'), 'milk');
    await screen.findByRole('option', { name: 'Fresh Farms' });
    await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'Fresh Farms');
    await userEvent.type(screen.getByLabelText('Status'), 'New');
    await userEvent.type(screen.getByLabelText('Received From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('Received To'), '2026-03-31');
    await userEvent.type(screen.getByLabelText('Expires From'), '2026-04-01');
    await userEvent.type(screen.getByLabelText('Expires To'), '2026-04-30');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(gets(calls, '/receive-items').at(-1)?.query.toString()).toBe(
        'page=1&pageSize=10&itemName=milk&supplierId=7&status=New&receivedFrom=2026-03-01' +
          '&receivedTo=2026-03-31&expiresFrom=2026-04-01&expiresTo=2026-04-30',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(gets(calls, '/receive-items').at(-1)?.query.toString()).toBe('page=1&pageSize=10'),
    );
    expect(screen.getByLabelText('Item Name')).toHaveValue('');
  });

  it("shows '+ Add' only to roles with Add Inventory", async () => {
    renderList(lotsOnly);
    expect(await screen.findByRole('link', { name: '+ Add' })).toHaveAttribute(
      'href',
      '/inventory/received-items/create',
    );
  });

  it("hides '+ Add' from an Editor", async () => {
    signIn('Editor', 'editor');
    renderList(lotsOnly);
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: '+ Add' })).not.toBeInTheDocument();
  });

  it("alerts 'Error loading data.' when nothing is cached", async () => {
    const alert = spyAlert();
    renderList((call) => (call.path === '/receive-items' ? failure(500) : undefined));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error loading data.'));
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('saves the page it shows and shows it at once next time, offline, without an alert', async () => {
    renderList(lotsOnly);
    await screen.findByRole('table');
    await waitFor(async () =>
      expect(await readListPage('received-items?page=1&pageSize=10')).not.toBeNull(),
    );
    cleanup();
    const alert = spyAlert();
    renderList((call) =>
      call.path === '/receive-items' ? Promise.reject(new TypeError('offline')) : undefined,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alert).not.toHaveBeenCalled();
  });

  it('offline with nothing saved: no alert, the pending entry and a line instead of the table, then the list once online', async () => {
    // The design's case: a delivery submitted offline, then the received list never saved here.
    const waiting = await queueReceipt('From Fresh Farms: 12 × Whole Milk');
    const alert = spyAlert();
    let online = false;
    const calls = renderList((call) => {
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      return lotsOnly(call);
    });
    expect(await screen.findByText(OFFLINE_TEXT.notSavedYet)).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(await within(region).findByRole('listitem')).toHaveTextContent(
      `Pending${waiting.summary}`,
    );
    expect(screen.queryByText('No received items to show.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.queryByText(OFFLINE_TEXT.notSavedYet)).not.toBeInTheDocument();
    expect(gets(calls, '/receive-items').length).toBeGreaterThanOrEqual(2);
    expect(alert).not.toHaveBeenCalled();
  });

  it('lists queued receipts above the table: pending, and failed with the server message', async () => {
    const waiting = await queueReceipt('From Fresh Farms: 12 × Whole Milk');
    const refused = await queueReceipt('From Dairy Direct: 3 × Butter');
    await sendEntry(refused, async () => ({
      kind: 'rejected',
      status: 400,
      message: 'Unknown item: itemId 99.',
    }));
    await enqueue({
      kind: 'waste',
      path: '/receive-items/waste',
      body: {},
      summary: 'Waste',
      userId: CLERK_ID,
      userName: CLERK,
    });
    await enqueue({
      kind: 'receive',
      path: '/receive-items',
      body: {},
      summary: 'Someone else',
      userId: '99',
      userName: 'other',
    });
    renderList((call) => {
      if (call.method === 'POST') return Promise.reject(new TypeError('offline'));
      return lotsOnly(call);
    });
    const region = await screen.findByRole('region', { name: 'Waiting to be sent' });
    const entries = await within(region).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(`Pending${waiting.summary}`);
    expect(entries[1]).toHaveTextContent('FailedFrom Dairy Direct: 3 × Butter');
    expect(entries[1]).toHaveTextContent('Unknown item: itemId 99.');
    await userEvent.click(within(at(entries, 1)).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  });
});
