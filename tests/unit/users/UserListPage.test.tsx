import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK } from '../../../contract/messages';
import { UserListPage } from '../../../src/features/users/UserListPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  errorResponse,
  jsonResponse,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
} from '../items/harness';
import { USERS } from './fixtures';

function renderList() {
  return renderRoutes('/users', [{ path: '/users', element: <UserListPage /> }]);
}

const rowOf = (name: string) => {
  const row = screen.getByRole('cell', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('UserListPage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('shows the total users card and a table of No, Username and Role badge', async () => {
    const calls = stubFetch(() => jsonResponse({ totalCount: 3, users: USERS }));
    renderList();
    await screen.findByRole('cell', { name: 'maria' });
    expect(calls.map((call) => call.path)).toEqual(['/users']);
    const card = screen.getByText('Total Users').closest('.card');
    expect(card).toHaveTextContent('Total Users3');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'No',
      'Username',
      'Role',
    ]);
    expect(rowOf('admin').getByText('1')).toBeInTheDocument();
    expect(rowOf('admin').getByText('Administrator')).toHaveClass('badge', 'badge-info');
    expect(rowOf('maria').getByText('Manager')).toHaveClass('badge', 'badge-warning');
    expect(rowOf('dock.clerk').getByText('Warehouse Staff')).toHaveClass('badge', 'badge-accent');
    expect(screen.getByRole('link', { name: '+ Add' })).toHaveAttribute('href', '/users/create');
  });

  it('searches by username or by role', async () => {
    stubFetch(() => jsonResponse({ totalCount: 3, users: USERS }));
    renderList();
    await screen.findByRole('cell', { name: 'maria' });
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'MAR');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'maria' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'warehouse staff');
    expect(screen.getByRole('cell', { name: 'dock.clerk' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'admin' })).not.toBeInTheDocument();
    // The total stays the server's count, not the filtered one.
    expect(screen.getByText('Total Users').closest('.card')).toHaveTextContent('3');
  });

  it('opens the detail when a row is clicked', async () => {
    stubFetch(() => jsonResponse({ totalCount: 3, users: USERS }));
    const router = renderList();
    await userEvent.click(await screen.findByRole('cell', { name: 'maria' }));
    expect(router.state.location.pathname).toBe('/users/2');
  });

  it('alerts the fallback when the users cannot be loaded', async () => {
    const alert = spyOnAlert();
    stubFetch(() => undefined);
    renderList();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.usersLoad));
  });

  it("alerts the server's message when there is one", async () => {
    const alert = spyOnAlert();
    stubFetch(() => errorResponse(403, 'You do not have permission to perform this action.'));
    renderList();
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('You do not have permission to perform this action.'),
    );
  });
});
