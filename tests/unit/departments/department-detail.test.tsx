import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Department } from '../../../contract/schemas/reference';
import { DepartmentDetailPage } from '../../../src/features/departments/DepartmentDetailPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReferenceRow } from '../../../src/offline/reference-cache';
import {
  callsOf,
  failure,
  json,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
} from '../support/reference-screens';

const kitchen: Department = {
  DepartmentId: 6,
  name: 'Kitchen',
  description: 'Hot line',
  createdDate: stamp(1),
  updatedDate: stamp(2),
};

function renderDetail(path = '/departments/6') {
  return renderRoutes(
    [{ path: '/departments/:id', element: <DepartmentDetailPage /> }],
    ['/departments', path],
  );
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Department detail (spec 2.15)', () => {
  it('shows the name, description and the created and updated dates', async () => {
    stubApi({ 'GET /departments/6': () => json(200, kitchen) });
    renderDetail();
    expect(screen.getByText('Loading department details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Kitchen' })).toBeInTheDocument();
    expect(screen.getByText('Hot line')).toBeInTheDocument();
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent(/^1 Mar$/);
    expect(screen.getByText('Updated').nextElementSibling).toHaveTextContent(/^2 Mar$/);
  });

  it("alerts 'Department not found.' and redirects to the list on 404", async () => {
    const alert = spyAlert();
    stubApi({ 'GET /departments/6': () => failure(404) });
    renderDetail();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/departments$/),
    );
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Department not found.');
  });

  it('treats an id that is not an id as not found, without calling the server', async () => {
    const alert = spyAlert();
    const calls = stubApi({});
    renderDetail('/departments/abc');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/departments$/),
    );
    expect(alert).toHaveBeenCalledWith('Department not found.');
    expect(calls).toHaveLength(0);
  });

  it('edits in the Edit Department dialog and shows the saved data', async () => {
    const alert = spyAlert();
    const calls = stubApi({
      'GET /departments/6': () => json(200, kitchen),
      'PUT /departments/6': () => json(200, { ...kitchen, name: 'Main Kitchen' }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Department' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Main Kitchen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Department updated successfully.'));
    expect(callsOf(calls, 'PUT', '/departments/6')[0]?.body).toEqual({
      name: 'Main Kitchen',
      description: 'Hot line',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main Kitchen' })).toBeInTheDocument();
    expect((await readReferenceRow('departments', 6))?.name).toBe('Main Kitchen');
  });

  it("alerts 'Update failed.' when the update fails", async () => {
    const alert = spyAlert();
    stubApi({
      'GET /departments/6': () => json(200, kitchen),
      'PUT /departments/6': () => failure(500),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Update failed.'));
    expect(screen.getByRole('dialog', { name: 'Edit Department' })).toBeInTheDocument();
  });

  it('deletes after confirmation, alerts and returns to the list', async () => {
    const alert = spyAlert();
    stubApi({
      'GET /departments/6': () => json(200, kitchen),
      'DELETE /departments/6': () => json(204),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    expect(within(dialog).getByText('Are you sure you want to delete Kitchen?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/departments$/),
    );
    expect(alert).toHaveBeenCalledWith('Department deleted successfully.');
  });

  it("alerts 'Delete failed.' when the delete fails", async () => {
    const alert = spyAlert();
    stubApi({
      'GET /departments/6': () => json(200, kitchen),
      'DELETE /departments/6': () => failure(500),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Delete failed.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/departments/6');
  });
});
