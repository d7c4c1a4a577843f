import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { SessionProvider } from '../../../src/hooks/SessionContext';
import { database } from '../../../src/offline/database';
import type { FetchCall } from '../support/fake-api';
import { signIn } from '../support/session';

export { stubFetch, type FetchCall, type FetchRoute } from '../support/fake-api';
export { errorResponse, jsonResponse, noContent } from '../support/json';

export function spyOnAlert() {
  return vi.spyOn(window, 'alert').mockImplementation(() => undefined);
}

/** Renders the given routes at `path` inside the session, as an Administrator. */
export function renderRoutes(path: string, routes: { path: string; element: ReactNode }[]) {
  signIn({ token: 'test-token', userName: 'admin' });
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
export async function readItemMultipart(call: Pick<FetchCall, 'init'>) {
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
