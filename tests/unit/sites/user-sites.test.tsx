import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserCreatePage } from '../../../src/features/users/UserCreatePage';
import { UserDetailPage } from '../../../src/features/users/UserDetailPage';
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
import { ROLES, userOf } from '../users/fixtures';
import { BAR, KITCHEN, MAIN, keepSitesOnDevice } from './fixtures';

function network(onWrite: (call: FetchCall) => Response) {
  return stubFetch((call) => {
    if (call.path === '/roles') return jsonResponse({ roles: ROLES });
    if (call.path === '/users/3' && call.method === 'GET') {
      return jsonResponse({ ...userOf(), Sites: [{ SiteID: 2, Name: 'Bar' }] });
    }
    if (call.method !== 'GET') return onWrite(call);
    return errorResponse(404);
  });
}

async function fillCreate() {
  await userEvent.type(screen.getByLabelText('Name'), 'bar.clerk');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await screen.findByRole('option', { name: 'Warehouse Staff' });
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'Warehouse Staff');
}

const renderCreate = () =>
  renderRoutes('/users/create', [
    { path: '/users/create', element: <UserCreatePage /> },
    { path: '/users', element: <div>Users list</div> },
  ]);

describe("users' sites (design: Sites and transfers)", () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
    spyOnAlert();
  });
  afterEach(settle);

  it('with several sites the create form ticks sites and sends siteIds', async () => {
    await keepSitesOnDevice([MAIN, BAR, KITCHEN]);
    const calls = network(() => jsonResponse(userOf(), 201));
    renderCreate();
    const sites = await screen.findByRole('group', { name: 'Sites' });
    await fillCreate();
    await userEvent.click(within(sites).getByLabelText('Kitchen'));
    await userEvent.click(within(sites).getByLabelText('Bar'));
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await screen.findByText('Users list');
    const post = calls.find((call) => call.method === 'POST');
    expect(jsonBodyOf(post)).toEqual({
      name: 'bar.clerk',
      password: 'secret1',
      roleId: 3,
      siteIds: [2, 3],
    });
  });

  it('with one site there is no Sites field and no siteIds', async () => {
    await keepSitesOnDevice([MAIN]);
    const calls = network(() => jsonResponse(userOf(), 201));
    renderCreate();
    await fillCreate();
    expect(screen.queryByRole('group', { name: 'Sites' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    await screen.findByText('Users list');
    const post = calls.find((call) => call.method === 'POST');
    expect(jsonBodyOf(post)).toEqual({ name: 'bar.clerk', password: 'secret1', roleId: 3 });
  });

  it('the detail shows the user’s sites, and the edit dialog sends the ticked ones', async () => {
    await keepSitesOnDevice([MAIN, BAR]);
    const calls = network((call) => jsonResponse({ ...userOf(), ...(jsonBodyOf(call) as object) }));
    renderRoutes('/users/3', [{ path: '/users/:id', element: <UserDetailPage /> }]);
    await waitFor(() => expect(screen.getByText('Sites')).toBeVisible());
    expect(screen.getByText('Bar')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const sites = await within(dialog).findByRole('group', { name: 'Sites' });
    expect(within(sites).getByLabelText('Bar')).toBeChecked();
    await userEvent.click(within(sites).getByLabelText('Main Store'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(jsonBodyOf(put)).toEqual({ name: 'dock.clerk', roleId: 3, siteIds: [1, 2] });
    await waitFor(() => expect(screen.getByText('Main Store, Bar')).toBeVisible());
  });
});
