import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../../src/api/http';
import { browserNavigation } from '../../../src/lib/browser-navigation';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  clearTestSession,
  makeToken,
  readCookieToken,
  renderApp,
  storeTestSession,
  stubApi,
} from '../support/app-shell';
import { stubFetch } from '../support/fake-api';
import { errorResponse } from '../support/json';

const LOGIN_HEADING = { name: 'Welcome To Inventory Management' } as const;

beforeEach(async () => {
  await resetDatabaseForTests();
  clearTestSession();
  stubApi();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('session expiry (spec 2.5, 4, 9)', () => {
  it('an expired token alerts, clears storage and lands on login', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    storeTestSession({ token: makeToken(-60) });
    localStorage.setItem('somethingElse', 'x');
    const { router } = renderApp('/items');
    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Session expired. Please log in again.');
    expect(readCookieToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('an unreadable token is cleared without an alert and leads to login', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    storeTestSession({ token: 'not-a-jwt' });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(readCookieToken()).toBeNull();
    expect(localStorage.getItem('roleName')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a token that expires while the app is open ends the session then', async () => {
    // Only the clocks the expiry timer uses: IndexedDB (fake-indexeddb) schedules with
    // setImmediate, which must keep running for the signed-in layout's outbox work.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    storeTestSession({ token: makeToken(120) });
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(121_000);
    });

    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Session expired. Please log in again.');
    expect(readCookieToken()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/dashboard' });
  });
});

describe('the 401 rule (spec 7)', () => {
  it('any 401 removes the cookie and the three entries, goes to login and reloads', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    storeTestSession({ roleName: 'Manager', userName: 'Bob' });
    localStorage.setItem('keptByOthers', 'yes');
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();

    stubFetch(() => errorResponse(401, 'Invalid or expired token.'));
    await act(async () => {
      await expect(apiRequest('/items')).rejects.toMatchObject({ status: 401 });
    });

    expect(assign).toHaveBeenCalledWith('/login');
    expect(readCookieToken()).toBeNull();
    expect(localStorage.getItem('roleId')).toBeNull();
    expect(localStorage.getItem('roleName')).toBeNull();
    expect(localStorage.getItem('userName')).toBeNull();
    expect(localStorage.getItem('keptByOthers')).toBe('yes');
    expect(await screen.findByRole('heading', LOGIN_HEADING)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a 401 for a token already signed out does not reload the next user’s login', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    storeTestSession({ roleName: 'Manager', userName: 'Bob' });
    renderApp('/dashboard');
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();

    // A call in flight when Bob signs out; its 401 (the revoked token) arrives afterwards.
    let answer: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const inFlight = apiRequest('/items');
    await act(async () => {
      clearTestSession();
      storeTestSession({ roleName: 'Editor', userName: 'Ann', token: makeToken(7200) });
      answer(errorResponse(401, 'Invalid or expired token.'));
      await expect(inFlight).rejects.toMatchObject({ status: 401 });
    });

    expect(assign).not.toHaveBeenCalled();
    expect(readCookieToken()).not.toBeNull();
    expect(localStorage.getItem('userName')).toBe('Ann');
  });

  it('a wrong password at login (401) signs nobody out and does not reload', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubFetch(() => errorResponse(401, 'Invalid username or password.'));
    renderApp('/login');
    await screen.findByRole('heading', LOGIN_HEADING);
    const { logIn } = await import('../../../src/api/auth');
    await expect(logIn({ name: 'a', password: 'secret1' })).rejects.toMatchObject({
      status: 401,
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
