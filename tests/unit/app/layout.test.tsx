import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../../src/lib/browser-navigation';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  clearTestSession,
  readCookieToken,
  renderApp,
  storeTestSession,
  stubApi,
  stubViewport,
} from '../support/app-shell';
import { jsonResponse } from '../support/json';

beforeEach(async () => {
  await resetDatabaseForTests();
  clearTestSession();
  stubApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function tab(name: string) {
  const tabs = screen.getByRole('navigation', { name: 'Inventory' });
  return within(tabs).getByRole('link', { name });
}

describe('header (spec 2.2)', () => {
  it('shows the page title of the route', async () => {
    storeTestSession();
    renderApp('/suppliers/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Supplier' })).toBeVisible();
    expect(document.title).toBe('Add Supplier · Inventory');
  });

  it('inventory tabs follow the URL and lead to the two lists', async () => {
    storeTestSession();
    const user = userEvent.setup();
    const { router } = renderApp('/inventory/received-items');
    await screen.findByText('Screen ReceivedList');
    expect(tab('Received Items')).toHaveAttribute('aria-current', 'page');
    expect(tab('PO Items')).not.toHaveAttribute('aria-current');
    expect(tab('PO Items')).toHaveAttribute('href', '/inventory/po-items');

    await user.click(tab('PO Items'));
    expect(await screen.findByText('Screen PoList')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inventory/po-items');
    expect(screen.getByRole('heading', { level: 1, name: 'Inventory - PO Items' })).toBeVisible();
    expect(tab('PO Items')).toHaveAttribute('aria-current', 'page');
    expect(tab('Received Items')).not.toHaveAttribute('aria-current');

    await router.navigate('/inventory/received-items/create');
    expect(await screen.findByText('Screen ReceivedCreate')).toBeInTheDocument();
    expect(tab('Received Items')).toHaveAttribute('aria-current', 'page');
  });

  it('shows no tabs outside the inventory pages', async () => {
    storeTestSession();
    renderApp('/items');
    await screen.findByText('Screen ItemList');
    expect(screen.queryByRole('navigation', { name: 'Inventory' })).not.toBeInTheDocument();
  });

  it('shows the stored user name', async () => {
    storeTestSession({ userName: 'Maria Lopez' });
    renderApp('/dashboard');
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent('Maria Lopez');
  });

  it("falls back to 'User' without a stored name", async () => {
    storeTestSession({ userName: null });
    renderApp('/dashboard');
    expect(await screen.findByTestId('header-user-name')).toHaveTextContent(/^User$/);
  });
});

describe('Sign Out (spec 4)', () => {
  it.each(['header', 'sidebar'])(
    'from the %s removes the cookie, clears local storage and goes to /login',
    async (where) => {
      storeTestSession();
      localStorage.setItem('anotherKey', 'x');
      const user = userEvent.setup();
      const { router } = renderApp('/orders');
      await screen.findByText('Screen OrderList');
      const scope =
        where === 'header' ? screen.getByRole('banner') : screen.getByRole('complementary');
      await user.click(within(scope).getByRole('button', { name: 'Sign Out' }));

      expect(
        await screen.findByRole('heading', { name: 'Welcome To Inventory Management' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.state).toBeNull();
      expect(readCookieToken()).toBeNull();
      expect(localStorage.length).toBe(0);
    },
  );
});

describe('Sign Out during the device sync (shared phone)', () => {
  it('asks for no more lists once the one in flight is answered', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    storeTestSession();
    let answerItems: (response: Response) => void = () => undefined;
    const calls = stubApi([], {
      '/items': () => new Promise<Response>((resolve) => (answerItems = resolve)),
    });
    const user = userEvent.setup();
    renderApp('/orders');
    await screen.findByText('Screen OrderList');
    await vi.waitFor(() => expect(calls.some((call) => call.pathname === '/items')).toBe(true));

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { name: 'Welcome To Inventory Management' });
    const sentBefore = calls.length;
    // The list asked for before Sign Out arrives whole.
    answerItems(jsonResponse({ items: [], cursor: 'c1' }));
    // Long enough for the sync to have asked for the next list, had it gone on.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const after = calls.slice(sentBefore).map((call) => call.pathname);
    expect(after.filter((path) => path !== '/logout')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });
});

describe('sidebar (spec 2.2)', () => {
  it('on desktop is open at first, highlights the section and the toggle collapses it', async () => {
    stubViewport(true);
    storeTestSession();
    const user = userEvent.setup();
    renderApp('/items/4');
    await screen.findByText('Screen ItemDetail');
    const sidebar = screen.getByRole('complementary', { hidden: true });
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Item Movement' })).not.toHaveAttribute('aria-current');
    expect(sidebar.querySelector('img')).toHaveAttribute('src', '/logo.svg');

    const toggle = screen.getByRole('button', { name: 'Close menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('on phones is a drawer: closed at first, opened by the toggle, closed by a link', async () => {
    stubViewport(false);
    storeTestSession();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByText('Screen Dashboard');
    const sidebar = screen.getByRole('complementary', { hidden: true });
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(screen.queryByTestId('sidebar-backdrop')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(screen.getByTestId('sidebar-backdrop')).toBeInTheDocument();

    await user.click(within(sidebar).getByRole('link', { name: 'Suppliers' }));
    expect(await screen.findByText('Screen SupplierList')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/suppliers');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
  });

  it('on phones the backdrop and Escape close the drawer', async () => {
    stubViewport(false);
    storeTestSession();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByText('Screen Dashboard');
    const sidebar = screen.getByRole('complementary', { hidden: true });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByTestId('sidebar-backdrop'));
    expect(sidebar).toHaveAttribute('data-state', 'closed');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
  });
});
