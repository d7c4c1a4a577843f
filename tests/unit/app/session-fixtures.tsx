import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { ScreenName } from '../../../src/app/route-table';
import { buildRoutes } from '../../../src/app/router';
import { SessionProvider } from '../../../src/hooks/SessionContext';
// The signed-in layout is a lazy chunk in the app; loading it with the test file keeps its
// first import out of the first test's time.
import '../../../src/app/Layout';
import { signIn, signOut } from '../support/session';

export { makeToken } from '../support/session';

/** Puts a session where the app keeps it: the accessToken cookie plus three local storage entries. */
export function storeTestSession(
  options: { roleName?: string; userName?: string | null; token?: string } = {},
): string {
  return signIn(options);
}

export function clearTestSession(): void {
  signOut();
}

export function readCookieToken(): string | null {
  const part = document.cookie.split('; ').find((entry) => entry.startsWith('accessToken='));
  return part ? decodeURIComponent(part.slice('accessToken='.length)) : null;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Every screen replaced by a label, so the shell is tested without the features' calls. */
const stubScreens = new Map<ScreenName, ComponentType>();
export function stubScreenFor(name: ScreenName): ComponentType {
  let screen = stubScreens.get(name);
  if (!screen) {
    screen = function StubScreen() {
      return <p>Screen {name}</p>;
    };
    stubScreens.set(name, screen);
  }
  return screen;
}

/** The URL a fetch call was made for. */
export function urlOf(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : typeof input === 'string' ? input : input.href;
}

/**
 * Stubs fetch: the near-expiry poll answers `nearExpiryList` (empty unless given), any other
 * call a 404. Returns the mock so tests can count or re-program calls.
 */
export function stubApi(nearExpiryList: unknown[] = []) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = urlOf(input);
    if (url.endsWith('/receive-items/near-expiry')) return jsonResponse({ nearExpiryList });
    return jsonResponse({ error: { message: 'Not found.' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The whole app's routes in a memory router, inside the session provider. */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(stubScreenFor), { initialEntries: [path] });
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, ...view };
}

/** Phones and tablets: make the desktop media query fail (jsdom has no matchMedia). */
export function stubViewport(desktop: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: desktop,
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}
