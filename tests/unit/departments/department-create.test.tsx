import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DepartmentCreatePage } from '../../../src/features/departments/DepartmentCreatePage';
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
  DepartmentId: 8,
  name: 'Bar',
  description: 'Front bar',
  createdDate: stamp(2),
  updatedDate: stamp(2),
};

function renderCreate() {
  return renderRoutes(
    [{ path: '/departments/create', element: <DepartmentCreatePage /> }],
    ['/departments', '/departments/create'],
  );
}

async function fill() {
  await userEvent.type(screen.getByPlaceholderText('Enter Department Name'), 'Bar');
  await userEvent.type(screen.getByPlaceholderText('Enter Department Description'), 'Front bar');
}

beforeEach(async () => {
  await resetDatabaseForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Department create (spec 2.15, 5)', () => {
  it('marks name and description required with no client check', async () => {
    const alert = spyAlert();
    const calls = stubApi({ 'POST /departments': () => failure(400) });
    renderCreate();
    expect(screen.getByLabelText('Department Name')).toBeRequired();
    expect(screen.getByLabelText('Description')).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add Department' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to add department. Please try again.'),
    );
    expect(callsOf(calls, 'POST', '/departments')[0]?.body).toEqual({ name: '', description: '' });
  });

  it('has a Back button going back one step', async () => {
    stubApi({});
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/departments$/);
  });

  it('adds the department, alerts success, caches it and goes to the list', async () => {
    const alert = spyAlert();
    const calls = stubApi({ 'POST /departments': () => json(201, created) });
    renderCreate();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add Department' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/departments$/),
    );
    expect(alert).toHaveBeenCalledWith('Department added successfully.');
    expect(callsOf(calls, 'POST', '/departments')[0]?.body).toEqual({
      name: 'Bar',
      description: 'Front bar',
    });
    expect((await readReference('departments')).rows).toEqual([created]);
  });

  it("shows 'Adding...' and ignores a second submit while sending", async () => {
    spyAlert();
    const answer = deferred();
    const calls = stubApi({ 'POST /departments': () => answer.promise });
    renderCreate();
    await fill();
    const form = formOf(screen.getByRole('button', { name: 'Add Department' }));
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Adding...' })).toBeDisabled();
    answer.resolve(json(201, created));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/departments$/),
    );
    expect(callsOf(calls, 'POST', '/departments')).toHaveLength(1);
  });

  it('alerts the server message of a failed add and stays', async () => {
    const alert = spyAlert();
    stubApi({
      'POST /departments': () => failure(409, 'A department with this name already exists.'),
    });
    renderCreate();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Add Department' }));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('A department with this name already exists.'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/departments/create');
    expect(screen.getByRole('button', { name: 'Add Department' })).toBeEnabled();
  });
});
