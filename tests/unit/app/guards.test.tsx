import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_NAMES, type RoleName } from '../../../contract/roles';
import { NOT_FOUND_TEXT } from '../../../src/app/not-found-text';
import { resetDatabaseForTests } from '../../../src/offline/database';
import { clearTestSession, renderApp, storeTestSession, stubApi } from '../support/app-shell';

/** The sidebar's 'Menu' each role of spec 6 must see, in order. */
const EXPECTED_LINKS: Record<RoleName, string[]> = {
  Administrator: [
    'Dashboard',
    'Items',
    'Inventory',
    'Orders',
    // Purchasing (design: Purchasing): beyond the spec's menu, after Orders.
    'Purchase Orders',
    'Users',
    'Item Movement',
    'Stocktakes',
    'Suppliers',
    'Categories',
    'Departments',
    'Item Area',
    'Reports',
    // Page Valuation (design: Valuation), beyond the spec's list.
    'Valuation',
  ],
  Manager: [
    'Dashboard',
    'Items',
    'Inventory',
    'Orders',
    // Purchasing (design: Purchasing): beyond the spec's menu, after Orders.
    'Purchase Orders',
    'Item Movement',
    'Stocktakes',
    'Suppliers',
    'Categories',
    'Departments',
    'Item Area',
    'Reports',
    // Page Valuation (design: Valuation), beyond the spec's list.
    'Valuation',
  ],
  'Warehouse Staff': ['Dashboard', 'Items', 'Inventory', 'Stocktakes', 'Reports'],
  Editor: ['Dashboard', 'Inventory'],
  Viewer: ['Dashboard'],
};

/** One page each role may not open, and one page (besides the dashboard) it may. */
const FORBIDDEN: Record<RoleName, string | null> = {
  Administrator: null,
  Manager: '/users/create',
  'Warehouse Staff': '/orders',
  Editor: '/inventory/received-items/create',
  Viewer: '/inventory/po-items',
};

function menuLinks(): string[] {
  const menu = screen.getByRole('navigation', { name: 'Menu' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(async () => {
  await resetDatabaseForTests();
  clearTestSession();
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards (spec 4, 6)', () => {
  it.each(ROLE_NAMES)('%s sees exactly its sidebar links', async (role) => {
    storeTestSession({ roleName: role });
    renderApp('/dashboard');
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
    expect(menuLinks()).toEqual(EXPECTED_LINKS[role]);
  });

  it.each(ROLE_NAMES.filter((role) => FORBIDDEN[role] !== null))(
    '%s is sent to /unauthorized from a forbidden page',
    async (role) => {
      storeTestSession({ roleName: role });
      const { router } = renderApp(FORBIDDEN[role] ?? '/');
      expect(
        await screen.findByRole('heading', { name: '403 - Unauthorized' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/unauthorized');
    },
  );

  it('an Administrator opens every page of the table', async () => {
    storeTestSession({ roleName: 'Administrator' });
    const { router } = renderApp('/users/7/change-password');
    expect(await screen.findByText('Screen ChangePassword')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/7/change-password');
  });

  it('an unknown role gets no pages and no links', async () => {
    storeTestSession({ roleName: 'Intern' });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: '403 - Unauthorized' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it('/ redirects to the dashboard', async () => {
    storeTestSession({ roleName: 'Viewer' });
    const { router } = renderApp('/');
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('an unknown URL shows a not-found page inside the layout, with a way back', async () => {
    storeTestSession({ roleName: 'Viewer' });
    const user = userEvent.setup();
    const { router } = renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: NOT_FOUND_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: NOT_FOUND_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT.body('/no-such-page'))).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
    await user.click(screen.getByRole('link', { name: NOT_FOUND_TEXT.back }));
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
  });

  it('shows Checking session… while the stored token is checked', async () => {
    storeTestSession();
    renderApp('/dashboard');
    expect(screen.getByText('Checking session…')).toBeInTheDocument();
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Checking session…')).not.toBeInTheDocument();
  });

  it('a visitor without a token goes to login, remembering the page', async () => {
    const { router } = renderApp('/categories?search=oil');
    expect(
      await screen.findByRole('heading', { name: 'Welcome To Inventory Management' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/categories?search=oil' });
  });
});
