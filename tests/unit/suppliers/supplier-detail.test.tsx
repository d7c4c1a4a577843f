import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Supplier } from '../../../contract/schemas/reference';
import { SupplierDetailPage } from '../../../src/features/suppliers/SupplierDetailPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReferenceRow } from '../../../src/offline/reference-cache';
import {
  callsOf,
  deferred,
  failure,
  json,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
} from '../support/reference-screens';

const fresh: Supplier = {
  SupplierId: 3,
  name: 'Fresh Farms',
  email: 'orders@fresh.test',
  phoneNumber: '+44 20 7946 0958',
  address: null,
  createdDate: stamp(1),
  updatedDate: stamp(2),
};

function renderDetail() {
  return renderRoutes(
    [{ path: '/suppliers/:id', element: <SupplierDetailPage /> }],
    ['/suppliers', '/suppliers/3'],
  );
}

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  return screen.getByRole('dialog', { name: 'Edit Supplier' });
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Supplier detail (spec 2.13)', () => {
  it('shows the loading text, then the supplier', async () => {
    const answer = deferred();
    stubApi({ 'GET /suppliers/3': () => answer.promise });
    renderDetail();
    expect(screen.getByText('Loading supplier details...')).toBeInTheDocument();
    answer.resolve(json(200, fresh));
    expect(await screen.findByRole('heading', { name: 'Fresh Farms' })).toBeInTheDocument();
    expect(screen.getByText('orders@fresh.test')).toBeInTheDocument();
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
    expect(screen.getByText('Address').nextElementSibling).toHaveTextContent('—');
    // Spec 9: day and short month.
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent(/^1 Mar$/);
    expect(screen.getByText('Updated').nextElementSibling).toHaveTextContent(/^2 Mar$/);
  });

  it("alerts 'Supplier not found.' and redirects to the list on 404", async () => {
    const alert = spyAlert();
    stubApi({ 'GET /suppliers/3': () => failure(404) });
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/suppliers$/));
    expect(alert).toHaveBeenCalledWith('Supplier not found.');
  });

  it("alerts 'Failed to load suppliers.' on another failure", async () => {
    const alert = spyAlert();
    stubApi({ 'GET /suppliers/3': () => failure(500) });
    renderDetail();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load suppliers.'));
  });

  it('edits with the phone rule: an invalid phone sends nothing', async () => {
    const calls = stubApi({ 'GET /suppliers/3': () => json(200, fresh) });
    renderDetail();
    const dialog = await openEdit();
    const phone = within(dialog).getByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.type(phone, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please enter a valid phone number.'),
    ).toBeInTheDocument();
    expect(callsOf(calls, 'PUT', '/suppliers/3')).toHaveLength(0);
  });

  it('saves the trimmed edit, alerts, closes the dialog and shows the new data', async () => {
    const alert = spyAlert();
    const calls = stubApi({
      'GET /suppliers/3': () => json(200, fresh),
      'PUT /suppliers/3': (call) =>
        json(200, { ...fresh, ...(call.body as object), updatedDate: stamp(9) }),
    });
    renderDetail();
    const dialog = await openEdit();
    const address = within(dialog).getByLabelText('Address');
    await userEvent.type(address, ' 1 Field Lane ');
    const phone = within(dialog).getByLabelText('Phone Number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0123-456-789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Supplier updated successfully.'));
    expect(callsOf(calls, 'PUT', '/suppliers/3')[0]?.body).toEqual({
      name: 'Fresh Farms',
      email: 'orders@fresh.test',
      phoneNumber: '0123-456-789',
      address: '1 Field Lane',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('1 Field Lane')).toBeInTheDocument();
    expect((await readReferenceRow('suppliers', 3))?.phoneNumber).toBe('0123-456-789');
  });

  it("alerts 'Update failed.' when the update fails and keeps the dialog open", async () => {
    const alert = spyAlert();
    stubApi({
      'GET /suppliers/3': () => json(200, fresh),
      'PUT /suppliers/3': () => failure(500),
    });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Update failed.'));
    expect(screen.getByRole('dialog', { name: 'Edit Supplier' })).toBeInTheDocument();
  });

  it('Cancel closes the edit dialog without saving', async () => {
    const calls = stubApi({ 'GET /suppliers/3': () => json(200, fresh) });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(calls, 'PUT', '/suppliers/3')).toHaveLength(0);
  });

  it('deletes after confirmation, alerts and returns to the list', async () => {
    const alert = spyAlert();
    stubApi({
      'GET /suppliers/3': () => json(200, fresh),
      'DELETE /suppliers/3': () => json(204),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Supplier' });
    expect(within(dialog).getByText('Are you sure you want to delete Fresh Farms?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/suppliers$/));
    expect(alert).toHaveBeenCalledWith('Supplier deleted successfully.');
  });

  it("alerts the 409 message, else 'Delete failed.'", async () => {
    const alert = spyAlert();
    let status = 409;
    stubApi({
      'GET /suppliers/3': () => json(200, fresh),
      'DELETE /suppliers/3': () =>
        status === 409 ? failure(409, 'Deliveries refer to this supplier.') : failure(500),
    });
    renderDetail();
    const confirm = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete Supplier' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };
    await confirm();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Deliveries refer to this supplier.'));
    status = 500;
    await confirm();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Delete failed.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/suppliers/3');
  });
});
