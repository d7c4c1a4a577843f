import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT } from '../../../contract/messages';
import type { Department } from '../../../contract/schemas/reference';
import { DepartmentListPage } from '../../../src/features/departments/DepartmentListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  failure,
  json,
  renderRoutes,
  spyAlert,
  stamp,
  stubApi,
} from '../support/reference-screens';

const departments: Department[] = [
  {
    DepartmentId: 1,
    name: 'Kitchen',
    description: 'Hot line',
    createdDate: stamp(1),
    updatedDate: stamp(1),
  },
  { DepartmentId: 2, name: 'Bar', description: '', createdDate: stamp(1), updatedDate: stamp(1) },
  {
    DepartmentId: 3,
    name: 'Pastry Kitchen',
    description: 'Desserts',
    createdDate: stamp(1),
    updatedDate: stamp(1),
  },
];

function renderList() {
  return renderRoutes(
    [{ path: '/departments', element: <DepartmentListPage /> }],
    ['/departments'],
  );
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

describe('Department list (spec 2.15)', () => {
  it('shows No, Department Name and Description, and + Add', async () => {
    stubApi({ 'GET /departments': () => json(200, { totalCount: 3, departments }) });
    renderList();
    expect(screen.getByText('Loading departments...')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['No', 'Department Name', 'Description']);
    expect(shownNames()).toEqual(['Bar', 'Kitchen', 'Pastry Kitchen']);
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute(
      'href',
      '/departments/create',
    );
  });

  it('searches by name, case-insensitive', async () => {
    stubApi({ 'GET /departments': () => json(200, { totalCount: 3, departments }) });
    renderList();
    await screen.findByRole('table');
    await userEvent.type(screen.getByPlaceholderText('Search Departments'), 'KITCHEN');
    expect(shownNames()).toEqual(['Kitchen', 'Pastry Kitchen']);
    await userEvent.clear(screen.getByPlaceholderText('Search Departments'));
    await userEvent.type(screen.getByPlaceholderText('Search Departments'), 'desserts');
    expect(shownNames()).toEqual([]);
  });

  it('opens the detail from a row', async () => {
    stubApi({ 'GET /departments': () => json(200, { totalCount: 3, departments }) });
    renderList();
    await userEvent.click(await screen.findByText('Bar'));
    expect(screen.getByTestId('location')).toHaveTextContent('/departments/2');
  });

  it("alerts 'Failed to load departments. Please try again.' when the server fails with nothing saved", async () => {
    const alert = spyAlert();
    stubApi({ 'GET /departments': () => failure(500) });
    renderList();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to load departments. Please try again.'),
    );
  });

  it('offline with nothing saved says the list appears once online, without an alert, and then shows it', async () => {
    const alert = spyAlert();
    let online = false;
    stubApi({
      'GET /departments': () =>
        online
          ? json(200, { totalCount: 3, departments })
          : Promise.reject(new TypeError('offline')),
    });
    renderList();
    expect(await screen.findByText(OFFLINE_TEXT.notSavedYet)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(shownNames()).toEqual(['Bar', 'Kitchen', 'Pastry Kitchen']));
    expect(screen.queryByText(OFFLINE_TEXT.notSavedYet)).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts the server message of a failed load', async () => {
    const alert = spyAlert();
    stubApi({ 'GET /departments': () => failure(403, 'You do not have permission.') });
    renderList();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('You do not have permission.'));
  });
});
