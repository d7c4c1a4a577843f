import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { API_ROOT } from '../../../src/api/http';
import { SessionProvider } from '../../../src/app/SessionContext';
import { database } from '../../../src/offline/database';

/** One request the page made, with the path relative to the API root. */
export interface FetchCall {
  method: string;
  path: string;
  init: RequestInit;
}

/** Answers a request (a promise holds it open); undefined means the network failed. */
export type FetchRoute = (call: FetchCall) => Response | Promise<Response> | undefined;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, message?: string | string[]): Response {
  return message === undefined
    ? new Response('', { status })
    : jsonResponse({ error: { message } }, status);
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** Mocks the network at the fetch boundary and records every call. */
export function stubFetch(route: FetchRoute): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = url.startsWith(API_ROOT) ? url.slice(API_ROOT.length) : url;
      const call: FetchCall = { method: init.method ?? 'GET', path, init };
      calls.push(call);
      const response = route(call);
      return response ? Promise.resolve(response) : Promise.reject(new TypeError('fetch failed'));
    }),
  );
  return calls;
}

export function spyOnAlert() {
  return vi.spyOn(window, 'alert').mockImplementation(() => undefined);
}

/** Renders the given routes at `path` inside the session, as an Administrator. */
export function renderRoutes(path: string, routes: { path: string; element: ReactNode }[]) {
  document.cookie = 'accessToken=test-token; path=/';
  localStorage.setItem('roleId', '1');
  localStorage.setItem('roleName', 'Administrator');
  localStorage.setItem('userName', 'admin');
  const router = createMemoryRouter([...routes, { path: '*', element: <div>Elsewhere</div> }], {
    initialEntries: [path],
  });
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

/** Reads the JSON part and the file part of a multipart body the client sent. */
export async function readItemMultipart(call: FetchCall) {
  const form = call.init.body;
  if (!(form instanceof FormData)) throw new Error('expected a FormData body');
  const part = form.get('itemRequest');
  if (!(part instanceof Blob)) throw new Error('expected an itemRequest part');
  const image = form.get('image');
  return {
    keys: [...form.keys()],
    itemRequest: JSON.parse(await readBlob(part)) as Record<string, unknown>,
    itemRequestType: part.type,
    image: image instanceof File ? image : null,
  };
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

export function jsonBodyOf(call: FetchCall | undefined): unknown {
  const body = call?.init.body;
  if (typeof body !== 'string') throw new Error('expected a JSON body');
  return JSON.parse(body);
}

/**
 * Unmounts and lets the cache reads a page started finish, so the next test's database reset
 * does not close the database under them (an unhandled DatabaseClosedError otherwise).
 */
export async function settle(): Promise<void> {
  cleanup();
  await database().cacheMeta.count();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
