import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK, SUCCESS, VALIDATION } from '../../../contract/messages';
import { UserDetailPage } from '../../../src/features/users/UserDetailPage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  errorResponse,
  jsonBodyOf,
  jsonResponse,
  noContent,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
  type FetchCall,
} from '../items/harness';
import { ROLES, userOf } from './fixtures';

interface Answers {
  get?: () => Response;
  put?: (call: FetchCall) => Response;
  remove?: () => Response;
}

function network({ get, put, remove }: Answers = {}) {
  return stubFetch((call) => {
    if (call.path === '/roles') return jsonResponse({ roles: ROLES });
    if (call.path === '/users/3') {
      if (call.method === 'GET') return get ? get() : jsonResponse(userOf());
      if (call.method === 'PUT') return put ? put(call) : errorResponse(500);
      if (call.method === 'DELETE') return remove ? remove() : noContent();
    }
    return errorResponse(404);
  });
}

function renderDetail() {
  return renderRoutes('/users/3', [
    { path: '/users/:id', element: <UserDetailPage /> },
    { path: '/users', element: <div>Users list</div> },
  ]);
}

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Edit User' }));
  await dialog.findByRole('option', { name: 'Viewer' });
  return dialog;
}

describe('UserDetailPage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('shows ID, name, role and dates, with a Change Password link', async () => {
    network();
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'dock.clerk' })).toBeInTheDocument();
    const fact = (dt: string) => screen.getByText(dt).nextElementSibling;
    expect(fact('ID')).toHaveTextContent('3');
    expect(fact('Name')).toHaveTextContent('dock.clerk');
    expect(within(fact('Role') as HTMLElement).getByText('Warehouse Staff')).toHaveClass(
      'badge-accent',
    );
    expect(fact('Created')?.textContent).toBe('7 Mar');
    expect(fact('Updated')?.textContent).toBe('9 Mar');
    expect(screen.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/users/3/change-password',
    );
  });

  it('alerts Failed to load user. when it cannot be read', async () => {
    const alert = spyOnAlert();
    network({ get: () => errorResponse(500) });
    renderDetail();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.userLoad));
  });

  it('requires name and role in the edit dialog', async () => {
    const calls = network();
    renderDetail();
    const dialog = await openEdit();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(VALIDATION.userNameRoleRequired);
    await userEvent.type(dialog.getByLabelText('Name'), 'clerk');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), '');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(VALIDATION.userNameRoleRequired);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves name and roleId, alerts success and shows the updated user', async () => {
    const alert = spyOnAlert();
    const updated = userOf({ name: 'chief', role: { RoleId: 2, RoleName: 'Manager' } });
    const calls = network({ put: () => jsonResponse(updated) });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), ' chief ');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'Manager');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'chief' })).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith(SUCCESS.userUpdated);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(jsonBodyOf(calls.find((call) => call.method === 'PUT'))).toEqual({
      name: 'chief',
      roleId: 2,
    });
  });

  it('alerts Update failed. or the server message when saving fails', async () => {
    const alert = spyOnAlert();
    let answer = errorResponse(500);
    network({ put: () => answer });
    renderDetail();
    const dialog = await openEdit();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.update));
    answer = errorResponse(409, 'The last Administrator cannot be deleted or demoted.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(
        'The last Administrator cannot be deleted or demoted.',
      ),
    );
  });

  it('deletes after confirmation and returns to the list', async () => {
    const alert = spyOnAlert();
    const calls = network();
    const router = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete User' }));
    expect(dialog.getByText('Are you sure you want to delete dock.clerk?')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(alert).toHaveBeenCalledWith(SUCCESS.userDeleted);
  });

  it('alerts Delete failed. or the server message when deleting fails', async () => {
    const alert = spyOnAlert();
    let answer = errorResponse(500);
    network({ remove: () => answer });
    const router = renderDetail();
    const confirmDelete = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Delete User' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    };
    await confirmDelete();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.delete));
    answer = errorResponse(409, 'The last Administrator cannot be deleted or demoted.');
    await confirmDelete();
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith(
        'The last Administrator cannot be deleted or demoted.',
      ),
    );
    expect(router.state.location.pathname).toBe('/users/3');
  });
});
