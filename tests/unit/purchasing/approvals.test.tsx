import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { needsApproval } from '../../../contract/po-approval';
import type { PurchaseOrder, SuggestionList } from '../../../contract/schemas/purchasing';
import type { DashboardSummary } from '../../../contract/schemas/stock';
import { PurchaseOrderDetailPage } from '../../../src/features/purchasing/PurchaseOrderDetailPage';
import { PurchaseOrderListPage } from '../../../src/features/purchasing/PurchaseOrderListPage';
import { SuggestedOrdersPage } from '../../../src/features/purchasing/SuggestedOrdersPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  json,
  renderRoutes,
  signIn,
  signOutForTests,
  stubFetch,
  type StockCall,
} from '../inventory/stock-test-kit';

/** Approval of large purchase orders on the screens (issue 35). */

const SUMMARY: DashboardSummary = {
  totalItems: 0,
  receivedCount: 0,
  totalUsers: 0,
  speedCounts: { Fast: 0, Medium: 0, Slow: 0 },
  wasteByReason: [],
  locations: [],
  lowItems: [],
  currency: 'EUR',
  poApprovalLimit: 500,
};

const line = (ItemID: number, Name: string, SuggestedQuantity: number, UnitCost: number) => ({
  ItemID,
  Name,
  Unit: 'bottle',
  OnHand: 0,
  OnOrder: 0,
  ReorderPoint: 5,
  ParLevel: 20,
  PackSize: null,
  PackName: null,
  SuggestedQuantity,
  UnitCost,
});

/** Two suppliers: one card over the limit (100 × 6 = 600), one under (10 × 2 = 20). */
const SUGGESTIONS: SuggestionList = {
  suggestions: [
    { SupplierID: 1, Supplier: { Name: 'Wine Cellar' }, lines: [line(1, 'House Red', 100, 6)] },
    { SupplierID: 2, Supplier: { Name: 'Corner Shop' }, lines: [line(2, 'Lemons', 10, 2)] },
  ],
};

function order(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    PurchaseOrderId: 7,
    PoNumber: 'PO-000007',
    SupplierID: 1,
    Supplier: { Name: 'Wine Cellar' },
    Status: 'awaiting_approval',
    ExpectedAt: null,
    Note: '',
    CreatedAt: '2026-03-02T10:00:00.000Z',
    CreatedBy: 'manager',
    SentAt: null,
    CancelledAt: null,
    Reason: null,
    RejectionReason: null,
    Total: 600,
    Lines: [],
    ...overrides,
  };
}

function answer(call: StockCall, detail: PurchaseOrder = order()) {
  if (call.path === '/dashboard/summary') return json(200, SUMMARY);
  if (call.path === '/purchase-orders/suggestions') return json(200, SUGGESTIONS);
  if (call.path === '/purchase-orders/7') return json(200, detail);
  if (call.path === '/purchase-orders') {
    return json(200, { totalCount: 1, purchaseOrders: [order()] });
  }
  return undefined;
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutForTests();
});

describe('the approval rule', () => {
  it('holds a total over the limit for anyone but an Administrator, in ten-thousandths', () => {
    expect(needsApproval(600, 'Manager', 500)).toBe(true);
    expect(needsApproval(500, 'Manager', 500)).toBe(false);
    expect(needsApproval(500.0001, 'Manager', 500)).toBe(true);
    expect(needsApproval(600, 'Administrator', 500)).toBe(false);
    expect(needsApproval(600, 'Manager', null)).toBe(false);
    expect(needsApproval(null, 'Manager', 0)).toBe(false);
  });
});

describe('Purchase Orders: the "Awaiting approval" filter', () => {
  it('is offered, opens from ?status= and asks the server for those orders', async () => {
    signIn('Manager', 'manager');
    const calls = stubFetch((call) => answer(call));
    renderRoutes(
      [{ path: '/purchase-orders', element: <PurchaseOrderListPage /> }],
      ['/purchase-orders?status=awaiting_approval'],
    );
    const filter = screen.getByLabelText('Status');
    expect(filter).toHaveValue('awaiting_approval');
    expect(within(filter).getByRole('option', { name: 'Awaiting approval' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.query.get('status') === 'awaiting_approval')).toBe(true),
    );
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    expect(within(table).getByText('Awaiting approval')).toBeInTheDocument();

    await userEvent.selectOptions(filter, '');
    await userEvent.selectOptions(filter, 'awaiting_approval');
    const statuses = calls
      .filter((call) => call.path === '/purchase-orders')
      .map((call) => call.query.get('status'));
    expect(statuses.at(-1)).toBe('awaiting_approval');
    expect(statuses).toContain(null);
  });
});

describe('Suggested Orders: the approval notice', () => {
  const NOTICE = /Over the approval limit of €500\.00: once sent, this order waits/;

  it("tells a Manager which order will wait for an Administrator's approval", async () => {
    signIn('Manager', 'manager');
    stubFetch((call) => answer(call));
    renderRoutes(
      [{ path: '/purchase-orders/suggestions', element: <SuggestedOrdersPage /> }],
      ['/purchase-orders/suggestions'],
    );
    const wine = await screen.findByRole('article', { name: 'Wine Cellar' });
    expect(await within(wine).findByText(NOTICE)).toBeInTheDocument();
    const shop = screen.getByRole('article', { name: 'Corner Shop' });
    expect(within(shop).queryByText(NOTICE)).toBeNull();

    // Brought under the limit (50 × 6 = 300), the notice goes.
    const quantity = within(wine).getByLabelText('Order');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50');
    expect(within(wine).queryByText(NOTICE)).toBeNull();
  });

  it('says nothing to an Administrator, whose orders are sent at once', async () => {
    signIn('Administrator', 'admin');
    const calls = stubFetch((call) => answer(call));
    renderRoutes(
      [{ path: '/purchase-orders/suggestions', element: <SuggestedOrdersPage /> }],
      ['/purchase-orders/suggestions'],
    );
    await screen.findByRole('article', { name: 'Wine Cellar' });
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/dashboard/summary')).toBe(true),
    );
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});

describe("Purchase Order Detail: an order's approval", () => {
  const detail = (path = '/purchase-orders/7') =>
    renderRoutes([{ path: '/purchase-orders/:id', element: <PurchaseOrderDetailPage /> }], [path]);

  it('tells a Manager it waits for an Administrator, without Approve or Reject', async () => {
    signIn('Manager', 'manager');
    stubFetch((call) => answer(call));
    detail();
    expect(
      await screen.findByText(/this order waits for an Administrator to approve or reject it/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    // Not a draft: no Send; it can still be cancelled.
    expect(screen.queryByRole('button', { name: 'Send to Supplier' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
  });

  it('gives an Administrator Approve, and Reject with a reason, both through the outbox', async () => {
    signIn('Administrator', 'admin');
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const calls = stubFetch((call) => {
      if (call.method === 'POST' && call.path === '/purchase-orders/7/reject') {
        return json(200, order({ Status: 'draft', RejectionReason: 'Split it over two weeks' }));
      }
      return answer(call);
    });
    detail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Split it over two weeks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Order' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/purchase-orders/7/reject')).toHaveLength(1),
    );
    const sent = calls.find((call) => call.path === '/purchase-orders/7/reject');
    expect(sent?.body).toEqual({ reason: 'Split it over two weeks' });
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the rejection reason on a rejected draft', async () => {
    signIn('Manager', 'manager');
    stubFetch((call) =>
      answer(call, order({ Status: 'draft', RejectionReason: 'Split it over two weeks' })),
    );
    detail();
    expect(
      await screen.findByText('Rejected by an Administrator: Split it over two weeks'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to Supplier' })).toBeInTheDocument();
  });
});
