import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../contract/schemas/reference';
import { CategoryDetailPage } from '../../../src/features/categories/CategoryDetailPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { readReferenceRow, saveReferenceRow } from '../../../src/offline/reference-cache';
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

const dairy: Category = {
  CategoryId: 4,
  name: 'Dairy',
  description: 'Milk and cheese',
  createdDate: '2026-03-01T10:30:00.000Z',
  updatedDate: '2026-03-02T10:30:00.000Z',
};

function renderDetail(id = 4) {
  return renderRoutes(
    [{ path: '/categories/:id', element: <CategoryDetailPage /> }],
    ['/categories', `/categories/${id}`],
  );
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Category detail (spec 2.14)', () => {
  it('shows the loading text, then the name as a heading, Description, Created and Updated', async () => {
    const answer = deferred();
    stubApi({ 'GET /categories/4': () => answer.promise });
    renderDetail();
    expect(screen.getByText('Loading category details...')).toBeInTheDocument();
    answer.resolve(json(200, dairy));
    expect(await screen.findByRole('heading', { name: 'Dairy' })).toBeInTheDocument();
    expect(screen.getByText('Description')).toBeInTheDocument();
    expect(screen.getByText('Milk and cheese')).toBeInTheDocument();
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent(/^1 Mar$/);
    expect(screen.getByText('Updated').nextElementSibling).toHaveTextContent(/^2 Mar$/);
  });

  it('Back returns to the list', async () => {
    stubApi({ 'GET /categories/4': () => json(200, dairy) });
    renderDetail();
    await screen.findByRole('heading', { name: 'Dairy' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories$/);
  });

  it("alerts 'Category not found.' and redirects to the list on 404", async () => {
    const alert = spyAlert();
    await saveReferenceRow('categories', dairy);
    stubApi({ 'GET /categories/4': () => failure(404, 'Category not found.') });
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories$/));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Category not found.');
    await waitFor(async () => expect(await readReferenceRow('categories', 4)).toBeUndefined());
  });

  it("alerts 'Failed to load categories.' on another failure with nothing cached", async () => {
    const alert = spyAlert();
    stubApi({ 'GET /categories/4': () => failure(500) });
    renderDetail();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to load categories.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/4');
  });

  it('shows the cached copy when offline, without an alert', async () => {
    const alert = spyAlert();
    await saveReferenceRow('categories', dairy);
    stubApi({ 'GET /categories/4': () => Promise.reject(new TypeError('offline')) });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Dairy' })).toBeInTheDocument();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(alert).not.toHaveBeenCalled();
  });

  it('edits in the Edit Category modal, PUTs the whole object and shows the saved data', async () => {
    const alert = spyAlert();
    const saved = { ...dairy, name: 'Dairy & Eggs', description: 'Fresh', updatedDate: stamp(9) };
    const calls = stubApi({
      'GET /categories/4': () => json(200, dairy),
      'PUT /categories/4': () => json(200, saved),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveValue('Dairy');
    await userEvent.clear(name);
    await userEvent.type(name, 'Dairy & Eggs');
    const description = within(dialog).getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.type(description, 'Fresh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Category updated successfully.'));
    expect(callsOf(calls, 'PUT', '/categories/4')[0]?.body).toEqual({
      ...dairy,
      name: 'Dairy & Eggs',
      description: 'Fresh',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dairy & Eggs' })).toBeInTheDocument();
    expect(screen.getByText('Fresh')).toBeInTheDocument();
    expect((await readReferenceRow('categories', 4))?.name).toBe('Dairy & Eggs');
  });

  it('sends a blank edit without a client check and alerts the fallback on failure', async () => {
    const alert = spyAlert();
    const calls = stubApi({
      'GET /categories/4': () => json(200, dairy),
      'PUT /categories/4': () => failure(400),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Update failed.'));
    expect(callsOf(calls, 'PUT', '/categories/4')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Edit Category' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dairy' })).toBeInTheDocument();
  });

  it('alerts the server message of a failed update', async () => {
    const alert = spyAlert();
    stubApi({
      'GET /categories/4': () => json(200, dairy),
      'PUT /categories/4': () => failure(409, 'A category with this name already exists.'),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('A category with this name already exists.'),
    );
  });

  it('Cancel closes the edit modal without saving', async () => {
    const calls = stubApi({ 'GET /categories/4': () => json(200, dairy) });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Name'), ' changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dairy' })).toBeInTheDocument();
    expect(callsOf(calls, 'PUT', '/categories/4')).toHaveLength(0);
  });

  it('asks in the Delete Category modal, deletes, alerts and returns to the list', async () => {
    const alert = spyAlert();
    const calls = stubApi({
      'GET /categories/4': () => json(200, dairy),
      'DELETE /categories/4': () => json(204),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Category' });
    expect(within(dialog).getByText('Are you sure you want to delete Dairy?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories$/));
    expect(alert).toHaveBeenCalledWith('Category deleted successfully.');
    expect(callsOf(calls, 'DELETE', '/categories/4')).toHaveLength(1);
    expect(await readReferenceRow('categories', 4)).toBeUndefined();
  });

  it("alerts 'Delete failed.' and stays when the delete fails", async () => {
    const alert = spyAlert();
    stubApi({
      'GET /categories/4': () => json(200, dairy),
      'DELETE /categories/4': () => failure(500),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Category' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Delete failed.'));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/4');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('alerts the 409 message when something refers to the category', async () => {
    const alert = spyAlert();
    const message = 'This category cannot be deleted because items refer to it.';
    stubApi({
      'GET /categories/4': () => json(200, dairy),
      'DELETE /categories/4': () => failure(409, message),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Category' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
  });

  it('Cancel closes the delete modal without deleting', async () => {
    const calls = stubApi({ 'GET /categories/4': () => json(200, dairy) });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(calls, 'DELETE', '/categories/4')).toHaveLength(0);
  });

  it("edits and deletes by the URL's id: the spec's detail answer has no CategoryId", async () => {
    const alert = spyAlert();
    const { CategoryId: _omitted, ...specAnswer } = dairy;
    const calls = stubApi({
      'GET /categories/4': () => json(200, specAnswer),
      'PUT /categories/4': () => json(200, { ...specAnswer, name: 'Dairy & Eggs' }),
      'DELETE /categories/4': () => json(204),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Category' });
    await userEvent.type(within(dialog).getByLabelText('Name'), ' & Eggs');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Category updated successfully.'));
    expect(callsOf(calls, 'PUT', '/categories/4')).toHaveLength(1);
    expect((await readReferenceRow('categories', 4))?.name).toBe('Dairy & Eggs');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Category' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories$/));
    expect(callsOf(calls, 'DELETE', '/categories/4')).toHaveLength(1);
    expect(await readReferenceRow('categories', 4)).toBeUndefined();
  });
});
