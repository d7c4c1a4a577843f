import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SupplierCreatePage } from '../../../src/features/suppliers/SupplierCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReference } from '../../../src/offline/reference-cache';
import {
  callsOf,
  deferred,
  failure,
  json,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
  formOf,
} from '../support/reference-screens';

const created = {
  SupplierId: 7,
  name: 'Fresh Farms',
  email: 'orders@fresh.test',
  phoneNumber: '+44 20 7946 0958',
  address: '',
  createdDate: stamp(3),
  updatedDate: stamp(3),
};

function renderCreate() {
  return renderRoutes(
    [{ path: '/suppliers/create', element: <SupplierCreatePage /> }],
    ['/suppliers', '/suppliers/create'],
  );
}

async function fill(phone: string) {
  await userEvent.type(screen.getByLabelText('Supplier Name'), '  Fresh Farms ');
  await userEvent.type(screen.getByLabelText('Email'), 'orders@fresh.test ');
  await userEvent.type(screen.getByLabelText('Phone Number'), phone);
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Supplier create (spec 2.13, 5)', () => {
  it('marks name and email required; phone and address are not', () => {
    stubApi({});
    renderCreate();
    expect(screen.getByLabelText('Supplier Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Phone Number')).not.toBeRequired();
    expect(screen.getByLabelText('Address')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Add Supplier' })).toBeInTheDocument();
  });

  it('sends nothing while the required name and email are empty', async () => {
    const calls = stubApi({});
    renderCreate();
    await userEvent.type(screen.getByLabelText('Phone Number'), '0123-456-789');
    await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
    expect(calls).toHaveLength(0);
  });

  it.each(['abc', '123', '123456789012345678901'])(
    "shows 'Please enter a valid phone number.' for %s and sends nothing",
    async (phone) => {
      const alert = spyAlert();
      const calls = stubApi({});
      renderCreate();
      await fill(phone);
      await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
      expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
      expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toHaveLength(0);
      expect(alert).not.toHaveBeenCalled();
      // Editing the phone clears the message.
      await userEvent.type(screen.getByLabelText('Phone Number'), '4');
      expect(screen.queryByText('Please enter a valid phone number.')).not.toBeInTheDocument();
    },
  );

  it.each(['+44 20 7946 0958', '0123-456-789'])(
    'sends the trimmed supplier with phone %s, alerts success and goes to the list',
    async (phone) => {
      const alert = spyAlert();
      const calls = stubApi({ 'POST /suppliers': () => json(201, created) });
      renderCreate();
      await fill(phone);
      await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent(/^\/suppliers$/),
      );
      expect(alert).toHaveBeenCalledWith('Supplier added successfully.');
      expect(callsOf(calls, 'POST', '/suppliers')[0]?.body).toEqual({
        name: 'Fresh Farms',
        email: 'orders@fresh.test',
        phoneNumber: phone,
        address: '',
      });
      expect((await readReference('suppliers')).rows).toEqual([created]);
    },
  );

  it("shows 'Adding...' while sending and ignores a second submit", async () => {
    spyAlert();
    const answer = deferred();
    const calls = stubApi({ 'POST /suppliers': () => answer.promise });
    renderCreate();
    await fill('0123-456-789');
    const form = formOf(screen.getByRole('button', { name: 'Add Supplier' }));
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(callsOf(calls, 'POST', '/suppliers')).toHaveLength(1);
    answer.resolve(json(201, created));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/suppliers$/));
    expect(callsOf(calls, 'POST', '/suppliers')).toHaveLength(1);
  });

  it('alerts the fallback when the add fails', async () => {
    const alert = spyAlert();
    stubApi({ 'POST /suppliers': () => failure(500) });
    renderCreate();
    await fill('0123-456-789');
    await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to add supplier. Please try again.'),
    );
    expect(screen.getByRole('button', { name: 'Add Supplier' })).toBeEnabled();
  });

  it('alerts the server message when there is one', async () => {
    const alert = spyAlert();
    stubApi({ 'POST /suppliers': () => failure(409, 'A supplier with this name already exists.') });
    renderCreate();
    await fill('0123-456-789');
    await userEvent.click(screen.getByRole('button', { name: 'Add Supplier' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('A supplier with this name already exists.'),
    );
  });
});
