import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_HEADER } from '../../../contract/paths';
import type { Site } from '../../../contract/schemas/sites';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  clearTestSession,
  makeToken,
  renderApp,
  storeTestSession,
  stubApi,
  stubViewport,
} from '../support/app-shell';
import { jsonResponse } from '../support/json';

const at = '2026-11-01T00:00:00.000Z';
const site = (SiteId: number, Name: string): Site => ({
  SiteId,
  Name,
  Address: null,
  CreatedAt: at,
  UpdatedAt: at,
});
const MAIN = site(1, 'Main Store');
const BAR = site(2, 'Bar');

function serveSites(sites: Site[]) {
  return stubApi([], { '/sites': () => jsonResponse({ sites }) });
}

function signInAs(roleName: string) {
  storeTestSession({ roleName, token: makeToken(3600, Date.now(), '5') });
}

beforeEach(async () => {
  await resetDatabaseForTests();
  clearTestSession();
  stubViewport(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearTestSession();
});

describe('the site control (design: Sites and transfers)', () => {
  it('with one site: no control, and the menu is the spec’s', async () => {
    const calls = serveSites([MAIN]);
    signInAs('Manager');
    renderApp('/orders');
    await screen.findByText('Screen OrderList');
    await waitFor(() => expect(calls.some((call) => call.pathname === '/sites')).toBe(true));
    // Settled on Main: later requests name it; nothing shows.
    await waitFor(() =>
      expect(calls.some((call) => call.headers[SITE_HEADER] === String(MAIN.SiteId))).toBe(true),
    );
    expect(screen.queryByLabelText('Site:')).toBeNull();
    expect(screen.getByText('Screen OrderList')).toBeVisible();
  });

  it('with several sites: "Site: Main Store"; a switch sends the Bar’s X-Site-Id from then on', async () => {
    const calls = serveSites([MAIN, BAR]);
    signInAs('Warehouse Staff');
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByText('Screen Dashboard');
    const control = await screen.findByLabelText('Site:');
    expect(control).toHaveDisplayValue('Main Store');
    const before = calls.length;
    await user.selectOptions(control, 'Bar');
    expect(screen.getByLabelText('Site:')).toHaveDisplayValue('Bar');
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    const after = calls.slice(before).filter((call) => call.pathname !== '/sites');
    expect(after.length).toBeGreaterThan(0);
    for (const call of after) expect(call.headers[SITE_HEADER], call.path).toBe('2');
  });

  it('Sites sits at the foot of the menu for the Administrator only, outside the Menu', async () => {
    serveSites([MAIN]);
    signInAs('Administrator');
    const { unmount } = renderApp('/dashboard');
    await screen.findByText('Screen Dashboard');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Sites' })).toBeNull();
    const sidebar = screen.getByRole('complementary', { hidden: true });
    expect(within(sidebar).getByRole('link', { name: 'Sites' })).toHaveAttribute('href', '/sites');
    unmount();
    clearTestSession();
    signInAs('Manager');
    renderApp('/dashboard');
    await screen.findByText('Screen Dashboard');
    const managerBar = screen.getByRole('complementary', { hidden: true });
    expect(within(managerBar).queryByRole('link', { name: 'Sites' })).toBeNull();
  });
});
