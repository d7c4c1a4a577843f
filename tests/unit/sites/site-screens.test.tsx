import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteCreatePage } from '../../../src/features/sites/SiteCreatePage';
import { SiteDetailPage } from '../../../src/features/sites/SiteDetailPage';
import { SiteListPage } from '../../../src/features/sites/SiteListPage';
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
} from '../items/harness';
import { BAR, KITCHEN, MAIN } from './fixtures';

const IN_USE = 'Bar holds stock or records and cannot be deleted.';

describe('the Sites screens (design: Sites and transfers)', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(settle);

  it('Sites lists every site with its address and opens one', async () => {
    stubFetch((call) =>
      call.path === '/sites' ? jsonResponse({ sites: [MAIN, BAR, KITCHEN] }) : errorResponse(404),
    );
    const router = renderRoutes('/sites', [{ path: '/sites', element: <SiteListPage /> }]);
    const table = await screen.findByRole('table', { name: 'Sites' });
    expect(within(table).getByText('1 Harbour Road')).toBeVisible();
    await userEvent.type(screen.getByPlaceholderText('Search Sites'), 'kit');
    expect(within(table).queryByText('Bar')).toBeNull();
    await userEvent.click(within(table).getByText('Kitchen'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/3'));
  });

  it('Add Site sends the name and address, says so and returns to the list', async () => {
    const alerts = spyOnAlert();
    const calls = stubFetch((call) => {
      if (call.method === 'POST') return jsonResponse(KITCHEN, 201);
      if (call.path === '/sites') return jsonResponse({ sites: [MAIN, KITCHEN] });
      return errorResponse(404);
    });
    renderRoutes('/sites/create', [
      { path: '/sites/create', element: <SiteCreatePage /> },
      { path: '/sites', element: <div>Sites list</div> },
    ]);
    await userEvent.type(screen.getByLabelText('Site Name'), 'Kitchen');
    await userEvent.type(screen.getByLabelText('Address'), 'Back of house');
    await userEvent.click(screen.getByRole('button', { name: 'Add Site' }));
    await screen.findByText('Sites list');
    const post = calls.find((call) => call.method === 'POST');
    expect(jsonBodyOf(post)).toEqual({ name: 'Kitchen', address: 'Back of house' });
    expect(alerts).toHaveBeenCalledWith('Site added successfully!');
  });

  it("Site Detail edits a site, and a refused delete shows the server's message", async () => {
    const alerts = spyOnAlert();
    const calls = stubFetch((call) => {
      if (call.path !== '/sites/2') return jsonResponse({ sites: [MAIN, BAR] });
      if (call.method === 'GET') return jsonResponse(BAR);
      if (call.method === 'PUT') return jsonResponse({ ...BAR, Name: 'Cocktail Bar' });
      if (call.method === 'DELETE') return errorResponse(409, IN_USE);
      return noContent();
    });
    renderRoutes('/sites/2', [{ path: '/sites/:id', element: <SiteDetailPage /> }]);
    await screen.findByRole('heading', { name: 'Bar' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Site' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Cocktail Bar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Cocktail Bar' });
    expect(jsonBodyOf(calls.find((call) => call.method === 'PUT'))).toEqual({
      name: 'Cocktail Bar',
      address: '',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Site' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(alerts).toHaveBeenCalledWith(IN_USE));
    expect(screen.getByRole('heading', { name: 'Cocktail Bar' })).toBeVisible();
  });
});
