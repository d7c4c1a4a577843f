import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  clearTestSession,
  jsonResponse,
  makeToken,
  readCookieToken,
  renderApp,
  storeTestSession,
  stubApi,
} from '../support/app-shell';
import type { FetchCall } from '../support/fake-api';

const TOKEN = makeToken(24 * 3600);

let loginAnswer: () => Promise<Response>;
let alert: MockInstance<(message?: string) => void>;

function stubLogin() {
  return stubApi([], { '/login': () => loginAnswer() });
}

function loginCalls(calls: FetchCall[]) {
  return calls.filter((call) => call.pathname === '/login');
}

function fields() {
  return {
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login' }),
  };
}

async function openLogin(path = '/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Welcome To Inventory Management' });
  return view;
}

beforeEach(async () => {
  await resetDatabaseForTests();
  clearTestSession();
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  loginAnswer = async () =>
    jsonResponse({ accessToken: TOKEN, role: { roleId: 2, name: 'Manager' }, name: 'Bob' });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('login screen (spec 2.3)', () => {
  it('has the heading, a subtitle, both inputs and the Login button', async () => {
    stubLogin();
    await openLogin();
    expect(screen.getByText(/enter your username and password/i)).toBeInTheDocument();
    const { username, password, submit } = fields();
    expect(username).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    expect(submit).toBeEnabled();
  });
});

describe('login validation (spec 5)', () => {
  it('shows nothing until a field is touched', async () => {
    stubLogin();
    const user = userEvent.setup();
    await openLogin();
    await user.type(fields().username, '   ');
    expect(screen.queryByText('Please enter a username.')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Password must be at least 6 characters long.'),
    ).not.toBeInTheDocument();
  });

  it("a blank (trimmed) username shows 'Please enter a username.' once blurred", async () => {
    stubLogin();
    const user = userEvent.setup();
    await openLogin();
    await user.type(fields().username, '   ');
    await user.tab();
    expect(screen.getByText('Please enter a username.')).toBeInTheDocument();
    expect(
      screen.queryByText('Password must be at least 6 characters long.'),
    ).not.toBeInTheDocument();
    await user.type(fields().username, 'anna');
    expect(screen.queryByText('Please enter a username.')).not.toBeInTheDocument();
  });

  it('a password under 6 characters shows its message once blurred; 6 is enough', async () => {
    stubLogin();
    const user = userEvent.setup();
    await openLogin();
    await user.type(fields().password, '12345');
    await user.tab();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    await user.type(fields().password, '6');
    expect(
      screen.queryByText('Password must be at least 6 characters long.'),
    ).not.toBeInTheDocument();
  });

  it('submit marks both fields touched, shows the form message and sends nothing', async () => {
    const calls = stubLogin();
    const user = userEvent.setup();
    await openLogin();
    await user.click(fields().submit);
    expect(screen.getByText('Please enter a username.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid username and password')).toBeInTheDocument();
    expect(loginCalls(calls)).toHaveLength(0);
    expect(alert).not.toHaveBeenCalled();
  });

  it('one failing rule is enough to block the submit', async () => {
    const calls = stubLogin();
    const user = userEvent.setup();
    await openLogin();
    await user.type(fields().username, 'anna');
    await user.type(fields().password, 'abc');
    await user.click(fields().submit);
    expect(screen.queryByText('Please enter a username.')).not.toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid username and password')).toBeInTheDocument();
    expect(loginCalls(calls)).toHaveLength(0);

    await user.type(fields().password, 'def');
    expect(
      screen.queryByText('Please enter a valid username and password'),
    ).not.toBeInTheDocument();
  });
});

describe('login success (spec 2.3, 4, 8)', () => {
  it('alerts, stores the session and goes to the dashboard', async () => {
    const calls = stubLogin();
    const cookieWrites = vi.spyOn(Document.prototype, 'cookie', 'set');
    const user = userEvent.setup();
    const { router } = await openLogin();
    await user.type(fields().username, '  bob ');
    await user.type(fields().password, 'secret1');
    await user.click(fields().submit);

    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Login successful!');

    const [call] = loginCalls(calls);
    expect(call?.path).toBe('/login');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ name: 'bob', password: 'secret1' });

    expect(readCookieToken()).toBe(TOKEN);
    expect(
      cookieWrites.mock.calls.some(([value]) => /^accessToken=.*Max-Age=86400/.test(value)),
    ).toBe(true);
    expect(localStorage.getItem('roleId')).toBe('2');
    expect(localStorage.getItem('roleName')).toBe('Manager');
    expect(localStorage.getItem('userName')).toBe('Bob');
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('Bob');
  });

  it('returns to the page the visitor was sent away from', async () => {
    stubLogin();
    const user = userEvent.setup();
    const { router } = await openLogin('/orders/create');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(fields().username, 'bob');
    await user.type(fields().password, 'secret1');
    await user.click(fields().submit);
    expect(await screen.findByText('Screen OrderCreate')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders/create');
  });

  it('shows the loading state while the request runs', async () => {
    stubLogin();
    let answer: (response: Response) => void = () => undefined;
    loginAnswer = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const user = userEvent.setup();
    await openLogin();
    await user.type(fields().username, 'bob');
    await user.type(fields().password, 'secret1');
    await user.click(fields().submit);
    const busy = screen.getByRole('button', { name: 'Logging in...' });
    expect(busy).toBeDisabled();
    answer(jsonResponse({ accessToken: TOKEN, role: { roleId: 5, name: 'Viewer' }, name: 'V' }));
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
  });

  it('an already signed-in user who opens /login goes straight to the dashboard', async () => {
    stubLogin();
    storeTestSession();
    const { router } = renderApp('/login');
    expect(await screen.findByText('Screen Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('login failure (spec 8)', () => {
  async function submitValid() {
    const user = userEvent.setup();
    const view = await openLogin();
    await user.type(fields().username, 'bob');
    await user.type(fields().password, 'wrong-password');
    await user.click(fields().submit);
    await screen.findByRole('button', { name: 'Login' });
    return view;
  }

  it("alerts the server's error.message and stays signed out", async () => {
    stubLogin();
    loginAnswer = async () =>
      jsonResponse({ error: { message: 'Invalid username or password.' } }, 401);
    const { router } = await submitValid();
    expect(alert).toHaveBeenCalledWith('Invalid username or password.');
    expect(router.state.location.pathname).toBe('/login');
    expect(readCookieToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('joins an array message with newlines', async () => {
    stubLogin();
    loginAnswer = async () => jsonResponse({ error: { message: ['First.', 'Second.'] } }, 400);
    await submitValid();
    expect(alert).toHaveBeenCalledWith('First.\nSecond.');
  });

  it("falls back to 'Login failed' without a server message", async () => {
    stubLogin();
    loginAnswer = async () => new Response('oops', { status: 500 });
    await submitValid();
    expect(alert).toHaveBeenCalledWith('Login failed');
  });

  it("alerts 'Network error' when the server cannot be reached", async () => {
    stubLogin();
    loginAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    await submitValid();
    expect(alert).toHaveBeenCalledWith('Network error');
  });
});
