import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryCreatePage } from '../../../src/features/categories/CategoryCreatePage';
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
  CategoryId: 9,
  name: 'Spices',
  description: 'Dry spices',
  createdDate: stamp(5),
  updatedDate: stamp(5),
};

function renderCreate() {
  return renderRoutes(
    [{ path: '/categories/create', element: <CategoryCreatePage /> }],
    ['/categories', '/categories/create'],
  );
}

async function fillForm() {
  await userEvent.type(screen.getByPlaceholderText('Enter Category Name'), 'Spices');
  await userEvent.type(screen.getByPlaceholderText('Enter Category Description'), 'Dry spices');
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Category create (spec 2.14, 5)', () => {
  it('has the labelled fields, both marked required, with native validation off', () => {
    stubApi({});
    renderCreate();
    const name = screen.getByLabelText('Category Name');
    const description = screen.getByLabelText('Description');
    expect(name).toHaveAttribute('placeholder', 'Enter Category Name');
    expect(description).toHaveAttribute('placeholder', 'Enter Category Description');
    expect(name).toBeRequired();
    expect(description).toBeRequired();
    expect(name.closest('form')).toHaveAttribute('novalidate');
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeInTheDocument();
  });

  it('goes back one step with ← Back', async () => {
    stubApi({});
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories');
  });

  it('sends empty fields without a client check (left to the server)', async () => {
    const alert = spyAlert();
    const calls = stubApi({ 'POST /categories': () => failure(400, 'Name is required.') });
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Name is required.'));
    expect(callsOf(calls, 'POST', '/categories')[0]?.body).toEqual({ name: '', description: '' });
  });

  it("shows 'Adding...' while sending and ignores a second submit", async () => {
    const alert = spyAlert();
    const answer = deferred();
    const calls = stubApi({ 'POST /categories': () => answer.promise });
    renderCreate();
    await fillForm();
    const form = formOf(screen.getByRole('button', { name: 'Add Category' }));
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    fireEvent.submit(form);
    expect(callsOf(calls, 'POST', '/categories')).toHaveLength(1);

    answer.resolve(json(201, created));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Category added successfully.'));
    expect(callsOf(calls, 'POST', '/categories')).toHaveLength(1);
  });

  it('on success alerts, caches the category and goes to the list', async () => {
    const alert = spyAlert();
    const calls = stubApi({ 'POST /categories': () => json(201, created) });
    renderCreate();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories$/));
    expect(alert).toHaveBeenCalledWith('Category added successfully.');
    expect(callsOf(calls, 'POST', '/categories')[0]?.body).toEqual({
      name: 'Spices',
      description: 'Dry spices',
    });
    expect((await readReference('categories')).rows).toEqual([created]);
  });

  it('on failure alerts the fallback, stays and unlocks the form', async () => {
    const alert = spyAlert();
    stubApi({ 'POST /categories': () => failure(500) });
    renderCreate();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to add category. Please try again.'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/create');
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeEnabled();
  });

  it('on failure alerts the server message when there is one', async () => {
    const alert = spyAlert();
    stubApi({
      'POST /categories': () => failure(409, 'A category with this name already exists.'),
    });
    renderCreate();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('A category with this name already exists.'),
    );
  });

  it('alerts the fallback on a network failure', async () => {
    const alert = spyAlert();
    stubApi({ 'POST /categories': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderCreate();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to add category. Please try again.'),
    );
  });
});
