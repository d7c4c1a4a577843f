import { API_BASE_PATH } from '../../contract/paths';
import { readAccessToken } from '../app/session-storage';
import { reportReachable, reportUnreachable } from './connectivity';

/** The provider API root: same origin unless VITE_API_BASE_URL names another host. */
export const API_ROOT = `${(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')}${API_BASE_PATH}`;

/** Every failed call becomes one ApiError: status 0 means the network failed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's error.message, arrays joined with newlines (spec 8); null when absent. */
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * The server was not reached (no network, a timeout, a captive portal): offline as the user
 * lives it, not a server answer. Only such a failure may be shown as "offline" rather than alerted.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

/** The spec's rule: the server message if present, otherwise the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Login answers 401 for a wrong password: that must not sign anybody out. */
  skipUnauthorizedHandler?: boolean;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The session installs the spec's 401 rule (clear the session, go to login, reload). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** Applies the 401 rule for a call made with skipUnauthorizedHandler (an outbox send from a form). */
export function handleUnauthorized(): void {
  onUnauthorized();
}

function extractMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error?: { message?: unknown } }).error;
  const message = error?.message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('\n');
  return null;
}

export interface RawResponse<T> {
  status: number;
  data: T | undefined;
  etag: string | null;
}

/** One request; resolves for 2xx and 304, throws ApiError for anything else. */
export async function apiFetch<T>(
  path: string,
  options: RequestOptions = {},
): Promise<RawResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch {
    // A request the page itself cancelled says nothing about the network.
    if (!options.signal?.aborted) reportUnreachable();
    throw new ApiError(0, null);
  }
  // A captive portal's page (often reached through a redirect) is not the server's answer.
  if (response.redirected || response.headers.get('Content-Type')?.includes('text/html')) {
    reportUnreachable();
    throw new ApiError(0, null);
  }
  reportReachable();
  const etag = response.headers.get('ETag');
  if (response.status === 304) return { status: 304, data: undefined, etag };
  const text = await response.text().catch(() => '');
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) {
    if (response.status === 401 && !options.skipUnauthorizedHandler) onUnauthorized();
    throw new ApiError(response.status, extractMessage(parsed));
  }
  return { status: response.status, data: parsed as T, etag };
}

/** The body of a successful call. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetch<T>(path, options)).data as T;
}
