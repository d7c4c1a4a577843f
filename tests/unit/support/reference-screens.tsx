/**
 * Helpers shared by the reference-screen tests (departments, categories, suppliers, item
 * areas): the network is stubbed at the fetch boundary, pages run inside a memory router
 * with the real SessionProvider, Dexie (fake-indexeddb) and hooks.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { SessionProvider } from '../../../src/hooks/SessionContext';
import { stubFetch, type FetchCall } from './fake-api';
import { errorResponse, jsonResponse } from './json';

export type ApiCall = FetchCall;

type Reply = Response | Promise<Response>;
export type ApiRoutes = Record<string, (call: ApiCall) => Reply>;

export function json(status: number, body?: unknown): Response {
  if (status === 204 || status === 304) return new Response(null, { status });
  return jsonResponse(body, status);
}

export function failure(status: number, message?: string | string[]): Response {
  return message === undefined ? json(status, {}) : errorResponse(status, message);
}

/** A promise that never settles: keeps a request in flight to observe loading states. */
export function never(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

/** A response the test releases when it wants (Node 20 has no Promise.withResolvers). */
export function deferred() {
  let resolve: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((settle) => (resolve = settle));
  return { promise, resolve: (response: Response) => resolve(response) };
}

/**
 * The one fake API with routes keyed 'METHOD /path' (path below the API base). Unknown routes
 * answer 599 so a test sees the stray call; every call is recorded.
 */
export function stubApi(routes: ApiRoutes): ApiCall[] {
  return stubFetch((call) => {
    const route = routes[`${call.method} ${call.path}`];
    return route ? route(call) : failure(599, `No stub for ${call.method} ${call.path}`);
  });
}

export function callsOf(calls: readonly ApiCall[], method: string, path: string): ApiCall[] {
  return calls.filter((call) => call.method === method && call.path === path);
}

/** Shows where the router is, for assertions on redirects. */
function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

export interface PageRoute {
  path: string;
  element: ReactNode;
}

/**
 * Renders the given routes at `entries` (the last one current). Routes not given render a
 * marker naming their path, so navigation is visible.
 */
export function renderRoutes(routes: readonly PageRoute[], entries: string[]) {
  const router = createMemoryRouter(
    [
      ...routes.map((route) => ({
        path: route.path,
        element: (
          <>
            {route.element}
            <Where />
          </>
        ),
      })),
      { path: '*', element: <Where /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  const view = render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...view, router };
}

/** Spies on window.alert (the spec's way of showing successes and failures). */
export function spyAlert() {
  return vi.spyOn(window, 'alert').mockImplementation(() => undefined);
}

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what}`);
  return value;
}

/** The form holding the given element. */
export function formOf(element: HTMLElement): HTMLFormElement {
  return must(element.closest('form'), 'form');
}

export function stamp(day: number): string {
  return `2026-03-${String(day).padStart(2, '0')}T10:30:00.000Z`;
}
