import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK, SUCCESS, VALIDATION } from '../../../contract/messages';
import { UserCreatePage } from '../../../src/features/users/UserCreatePage';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  errorResponse,
  jsonBodyOf,
  jsonResponse,
  renderRoutes,
  settle,
  spyOnAlert,
  stubFetch,
  type FetchCall,
} from '../items/harness';
import { ROLES, userOf } from './fixtures';

function network(
  onPost: (call: FetchCall) => Response,
  roles = () => jsonResponse({ roles: ROLES }),
) {
  return stubFetch((call) => {
    if (call.path === '/roles') return roles();
    if (call.method === 'POST' && call.path === '/users') return onPost(call);
    return errorResponse(404);
  });
}

function renderCreate() {
  return renderRoutes('/users/create', [
    { path: '/users/create', element: <UserCreatePage /> },
    { path: '/users', element: <div>Users list</div> },
  ]);
}

async function fill(name: string, password: string, role: string | null) {
  if (name) await userEvent.type(screen.getByLabelText('Name'), name);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (role) {
    await screen.findByRole('option', { name: role });
    await userEvent.selectOptions(screen.getByLabelText('Role'), role);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add User' }));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

describe('UserCreatePage', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('offers the roles from GET /roles', async () => {
    network(() => errorResponse(500));
    renderCreate();
    for (const role of ROLES) {
      expect(await screen.findByRole('option', { name: role.RoleName })).toBeInTheDocument();
    }
  });

  it('requires name and role and a password of at least 6 characters', async () => {
    const calls = network(() => errorResponse(500));
    renderCreate();
    await submit();
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent(VALIDATION.userNameRoleRequired);
    expect(message).toHaveTextContent(VALIDATION.passwordTooShort);
    await fill('ann', '12345', 'Editor');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.passwordTooShort);
    expect(screen.getByRole('alert')).not.toHaveTextContent(VALIDATION.userNameRoleRequired);
    expect(posts(calls)).toHaveLength(0);
  });

  it('posts name, password and roleId, alerts success and goes to the list', async () => {
    const alert = spyOnAlert();
    const calls = network(() => jsonResponse(userOf({ name: 'ann' }), 201));
    const router = renderCreate();
    await fill('  ann ', 'secret1', 'Editor');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(alert).toHaveBeenCalledWith(SUCCESS.userAdded);
    expect(jsonBodyOf(posts(calls)[0])).toEqual({ name: 'ann', password: 'secret1', roleId: 4 });
  });

  it('alerts Failed to register user. or the server message', async () => {
    const alert = spyOnAlert();
    let answer = errorResponse(500);
    network(() => answer);
    const router = renderCreate();
    await fill('ann', 'secret1', 'Editor');
    await submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.userRegister));
    answer = errorResponse(409, 'A user with this name already exists.');
    await submit();
    await waitFor(() =>
      expect(alert).toHaveBeenLastCalledWith('A user with this name already exists.'),
    );
    expect(router.state.location.pathname).toBe('/users/create');
  });

  it('alerts Failed to load roles. when the roles cannot be read', async () => {
    const alert = spyOnAlert();
    network(
      () => errorResponse(500),
      () => errorResponse(500),
    );
    renderCreate();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(FALLBACK.rolesLoad));
  });
});
