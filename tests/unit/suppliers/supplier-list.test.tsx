import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Supplier } from '../../../contract/schemas/reference';
import { SupplierListPage } from '../../../src/features/suppliers/SupplierListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  deferred,
  failure,
  json,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
  must,
} from '../support/reference-screens';

const suppliers: Supplier[] = [
  {
    SupplierId: 1,
    name: 'Fresh Farms',
    email: 'orders@fresh.test',
    phoneNumber: '+44 20 7946 0958',
    address: '1 Field Lane',
    createdDate: stamp(1),
    updatedDate: stamp(1),
  },
  {
    SupplierId: 2,
    name: 'Baker Bros',
    email: 'hello@bakers.test',
    phoneNumber: '0123-456-789',
    address: null,
    createdDate: stamp(1),
    updatedDate: stamp(1),
  },
];

function renderList() {
  return renderRoutes([{ path: '/suppliers', element: <SupplierListPage /> }], ['/suppliers']);
}

function shownNames(): string[] {
  const table = screen.queryByRole('table');
  if (!table) return [];
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Supplier list (spec 2.13)', () => {
  it('shows the loading text, then name, email, phone and address', async () => {
    const answer = deferred();
    stubApi({ 'GET /suppliers': () => answer.promise });
    renderList();
    expect(screen.getByText('Loading suppliers...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute(
      'href',
      '/suppliers/create',
    );
    answer.resolve(json(200, { totalCount: 2, suppliers }));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'Supplier Name', 'Email', 'Phone Number', 'Address']);
    const first = must(within(table).getAllByRole('row')[2]);
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'Fresh Farms', 'orders@fresh.test', '+44 20 7946 0958', '1 Field Lane']);
  });

  it('searches by name, email or phone number', async () => {
    stubApi({ 'GET /suppliers': () => json(200, { totalCount: 2, suppliers }) });
    renderList();
    await screen.findByRole('table');
    const search = screen.getByPlaceholderText('Search Suppliers');
    await userEvent.type(search, 'baker');
    expect(shownNames()).toEqual(['Baker Bros']);
    await userEvent.clear(search);
    await userEvent.type(search, 'FRESH.TEST');
    expect(shownNames()).toEqual(['Fresh Farms']);
    await userEvent.clear(search);
    await userEvent.type(search, '456-789');
    expect(shownNames()).toEqual(['Baker Bros']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Field Lane');
    expect(shownNames()).toEqual([]);
  });

  it('opens the detail from a row', async () => {
    stubApi({ 'GET /suppliers': () => json(200, { totalCount: 2, suppliers }) });
    renderList();
    await userEvent.click(await screen.findByText('Fresh Farms'));
    expect(screen.getByTestId('location')).toHaveTextContent('/suppliers/1');
  });

  it("alerts 'Failed to load suppliers.' when nothing could be loaded", async () => {
    const alert = spyAlert();
    stubApi({ 'GET /suppliers': () => failure(500) });
    renderList();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load suppliers.'));
  });
});
