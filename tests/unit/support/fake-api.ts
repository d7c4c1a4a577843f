/** The one fake API of the unit tests: the network stubbed at the fetch boundary. */
import { vi } from 'vitest';
import { API_ROOT } from '../../../src/api/http';

/** One request the page made, with the path relative to the API root. */
export interface FetchCall {
  method: string;
  /** Below the API root, with the query. */
  path: string;
  /** Below the API root, without the query. */
  pathname: string;
  query: URLSearchParams;
  /** The JSON body parsed, null without one. */
  body: unknown;
  headers: Record<string, string>;
  init: RequestInit;
}

/** Answers a request (a promise holds it open); undefined means the network failed. */
export type FetchRoute = (call: FetchCall) => Response | Promise<Response> | undefined;

/** Mocks the network at the fetch boundary and records every call. */
export function stubFetch(route: FetchRoute): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = input instanceof Request ? input.url : String(input);
      const path = url.startsWith(API_ROOT) ? url.slice(API_ROOT.length) : url;
      const [pathname = '', query = ''] = path.split('?');
      const text = typeof init.body === 'string' ? init.body : undefined;
      const call: FetchCall = {
        method: init.method ?? 'GET',
        path,
        pathname,
        query: new URLSearchParams(query),
        body: text ? parseBody(text) : null,
        headers: (init.headers ?? {}) as Record<string, string>,
        init,
      };
      calls.push(call);
      const response = route(call);
      return response ? Promise.resolve(response) : Promise.reject(new TypeError('fetch failed'));
    }),
  );
  return calls;
}

/** A JSON body parsed; any other text as it is. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
