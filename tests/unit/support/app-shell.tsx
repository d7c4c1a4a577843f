import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { ScreenName } from '../../../src/app/route-table';
import { buildRoutes } from '../../../src/app/router';
import { SessionProvider } from '../../../src/hooks/SessionContext';
// The signed-in layout is a lazy chunk in the app; loading it with the test file keeps its
// first import out of the first test's time.
import '../../../src/app/Layout';
import { stubFetch } from './fake-api';
import { errorResponse, jsonResponse } from './json';
import { signIn, signOut } from './session';

export { makeToken } from './session';
export { jsonResponse } from './json';

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

/**
 * Stubs the API: the near-expiry poll answers `nearExpiryList` (empty unless given), a path in
 * `answers` its answer, any other call a 404. Returns the calls made.
 */
export function stubApi(
  nearExpiryList: unknown[] = [],
  answers: Record<string, () => Response | Promise<Response>> = {},
) {
  return stubFetch((call) => {
    const answer = answers[call.pathname];
    if (answer) return answer();
    if (call.pathname === '/receive-items/near-expiry') return jsonResponse({ nearExpiryList });
    return errorResponse(404, 'Not found.');
  });
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
