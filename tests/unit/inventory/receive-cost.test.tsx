import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceivedCreatePage } from '../../../src/features/inventory/ReceivedCreatePage';
import { ReceivedListPage } from '../../../src/features/inventory/ReceivedListPage';
import { UnitCostField } from '../../../src/features/inventory/UnitCostField';
import {
  NO_COST,
  costBodyOf,
  costForValidation,
  lastCostsFrom,
  withLastCosts,
} from '../../../src/features/inventory/receive-cost';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { listPageKey, saveListPage } from '../../../src/offline/list-pages';
import {
  ITEMS,
  at,
  json,
  lot,
  posts,
  renderRoutes,
  signIn,
  signOutForTests,
  spyAlert,
  stubFetch,
} from './stock-test-kit';

describe('a receiving row’s unit cost (design: Valuation)', () => {
  it('sends the exact per-unit decimal, converting a cost per pack', () => {
    expect(costBodyOf({ ...NO_COST, unitCost: '2,50' })).toEqual({ unitCost: '2.5' });
    expect(costBodyOf({ ...NO_COST, unitCost: '10', costPack: 6 })).toEqual({
      unitCost: '1.6667',
    });
    expect(costBodyOf({ ...NO_COST, unitCost: ' ' })).toEqual({});
    // A refused text goes to the shared rule as typed, which names the row.
    expect(costForValidation({ ...NO_COST, unitCost: '-1' })).toBe('-1');
    expect(costForValidation({ ...NO_COST, unitCost: '12', costPack: 24 })).toBe('0.5');
  });

  it('fills a newly chosen item’s blank cost with its last known cost, once', () => {
    const costs = new Map([[2, 12_500]]);
    const row = { ...NO_COST, itemId: 2 };
    const [filled] = withLastCosts([row], costs);
    expect(filled).toEqual({ ...row, unitCost: '1.25', costItemId: 2 });
    // Cleared by hand: stays clear. Typed: kept. Costs not read yet: untouched.
    const cleared = { ...NO_COST, itemId: 2, costItemId: 2 };
    expect(withLastCosts([cleared], costs)).toEqual([cleared]);
    const typed = { ...NO_COST, itemId: 2, unitCost: '3' };
    expect(withLastCosts([typed], costs)).toEqual([{ ...typed, costItemId: 2 }]);
    expect(withLastCosts([row], null)).toEqual([row]);
  });

  it('takes each item’s newest lot with a cost as its last known cost', () => {
    const costs = lastCostsFrom([
      lot(2, { UnitCost: 1.1, ReceivedAt: '2026-03-01T08:00:00.000Z' }),
      lot(5, { UnitCost: 1.2, ReceivedAt: '2026-03-05T08:00:00.000Z' }),
      lot(8, { UnitCost: null, ReceivedAt: '2026-03-09T08:00:00.000Z' }),
      lot(1, { UnitCost: 0.9 }),
    ]);
    expect([...costs]).toEqual([
      [2, 12_000],
      [1, 9000],
    ]);
  });
});

describe('Add Received Item with a unit cost', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    signIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    signOutForTests();
  });

  function renderForm() {
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/receive-items') {
        return json(200, { totalCount: 0, receiveItems: [] });
      }
      if (call.method === 'POST') return json(201, { receiveItems: [lot(9)] });
      return undefined;
    });
    renderRoutes(
      [
        { path: '/inventory/received-items/create', element: <ReceivedCreatePage /> },
        { path: '/inventory/received-items', element: <ReceivedListPage /> },
      ],
      ['/inventory/received-items/create'],
    );
    return calls;
  }

  async function fillButter(row: HTMLElement) {
    await userEvent.type(within(row).getByRole('combobox', { name: 'Item' }), 'butter');
    await userEvent.click(within(row).getByRole('option', { name: /Butter/ }));
    await userEvent.type(within(row).getByLabelText('Quantity'), '4');
    await userEvent.type(within(row).getByLabelText('Expiration Date'), '2026-05-01');
  }

  it('starts at the last cost seen on this device, and sends it exactly', async () => {
    await saveListPage(listPageKey('received-items', 'page=1'), {
      totalCount: 1,
      receiveItems: [lot(2, { UnitCost: 1.2345 })],
    });
    const alert = spyAlert();
    const calls = renderForm();
    await screen.findByRole('option', { name: 'Fresh Farms' });
    await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'Fresh Farms');
    const row = at(screen.getAllByRole('group', { name: /^Row \d+$/ }), 0);
    await fillButter(row);
    expect(within(row).getByLabelText('Unit Cost')).toHaveValue('1.2345');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Received items added successfully.'));
    expect(at(posts(calls, '/receive-items'), 0).body).toEqual({
      supplierId: '7',
      receiveItems: [
        {
          itemId: '2',
          quantity: '4',
          expirationDate: '2026-05-01',
          status: 'New',
          unitCost: '1.2345',
        },
      ],
    });
  });

  it('says why a cost is refused and sends nothing', async () => {
    const calls = renderForm();
    await screen.findByRole('option', { name: 'Fresh Farms' });
    await userEvent.selectOptions(screen.getByLabelText('Supplier'), 'Fresh Farms');
    const row = at(screen.getAllByRole('group', { name: /^Row \d+$/ }), 0);
    await fillButter(row);
    const field = within(row).getByLabelText('Unit Cost');
    await userEvent.type(field, '-2');
    expect(within(row).getByRole('alert')).toHaveTextContent('A cost cannot be negative.');
    await userEvent.clear(field);
    await userEvent.type(field, '0.12345');
    expect(within(row).getByRole('alert')).toHaveTextContent('A cost has at most 4 decimals.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      screen.getByText(
        'Unit cost in row 1 must be a number from 0 to 100000 with at most 4 decimals',
      ),
    ).toBeInTheDocument();
    expect(posts(calls, '/receive-items')).toHaveLength(0);
  });
});

describe('a cost per pack', () => {
  it('is chosen beside the amount and shows the exact per-unit cost it becomes', async () => {
    const milk = { ...at(ITEMS, 0), packSize: 6, packName: 'case' };
    let cost = { ...NO_COST };
    const view = render(
      <UnitCostField cost={cost} item={milk} currency="EUR" onChange={() => undefined} />,
    );
    const rerender = (change: Partial<typeof cost>) => {
      cost = { ...cost, ...change };
      view.rerender(
        <UnitCostField
          cost={cost}
          item={milk}
          currency="EUR"
          onChange={(next) => rerender(next)}
        />,
      );
    };
    rerender({});
    expect(screen.getByText('per L')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Cost per'), 'per case of 6 L');
    expect(cost.costPack).toBe(6);
    rerender({ unitCost: '10' });
    expect(screen.getByText('= €1.6667 per L')).toBeInTheDocument();
    expect(costBodyOf(cost)).toEqual({ unitCost: '1.6667' });
  });
});
