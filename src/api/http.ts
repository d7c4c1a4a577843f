import { API_BASE_PATH, SITE_HEADER } from '../../contract/paths';
import { currentLanguage } from '../i18n';
import { readAccessToken } from '../lib/session-storage';
import { siteHeaderValue, type SiteScope } from '../lib/site-choice';
import { reportReachable, reportUnreachable } from './connectivity';
import { sendRequest, type Answer, type SendOptions } from './send-request';

export { sendRequest, serverMessageOf, type Answer, type SendOptions } from './send-request';

/**
 * The one HTTP client: every request of the app (JSON, CSV download and upload, multipart, the
 * outbox's sends from the page and from the service worker) goes through sendRequest
 * (send-request.ts, kept free of the page so the worker can import it), so the headers, the
 * captive-portal check and the reading of the server's message exist once; the page's calls add
 * the token, the 401 rule and reachability reporting here (apiFetch, reportAnswer).
 */

/** The provider API root: same origin unless VITE_API_BASE_URL names another host. */
export const API_ROOT = `${(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')}${API_BASE_PATH}`;

/** The API host part of API_ROOT: '' on the same origin, else VITE_API_BASE_URL. */
export const API_HOST = API_ROOT.slice(0, API_ROOT.length - API_BASE_PATH.length);

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

/** The page's reachability from an answer: a request it cancelled itself says nothing. */
export function reportAnswer(answer: Answer): void {
  if (answer.kind === 'answered') reportReachable();
  else if (!answer.aborted) reportUnreachable();
}

export interface RequestOptions extends Omit<SendOptions, 'token' | 'json' | 'body'> {
  json?: unknown;
  formData?: FormData;
  /** A text body (a CSV upload), sent with `contentType`. */
  text?: string;
  /** The query string, without its '?'. */
  query?: string;
  /** Login answers 401 for a wrong password: that must not sign anybody out. */
  skipUnauthorizedHandler?: boolean;
  /**
   * The site the call reads or writes at (X-Site-Id): `all` for a report of every site, a site
   * the caller names; by default the device's chosen site (site-choice.ts), none when unchosen.
   */
  site?: SiteScope | null;
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

export interface RawResponse<T> {
  status: number;
  data: T | undefined;
  etag: string | null;
}

/**
 * One request of the page, with the signed-in user's token; resolves for 2xx and 304, throws
 * ApiError for anything else (status 0: the server was not reached) and applies the 401 rule.
 */
export async function apiFetch<T>(
  path: string,
  options: RequestOptions = {},
): Promise<RawResponse<T>> {
  const { formData, text, query, skipUnauthorizedHandler, site, ...send } = options;
  const token = readAccessToken();
  const siteId = siteHeaderValue(site);
  const answer = await sendRequest(`${API_ROOT}${path}${query ? `?${query}` : ''}`, {
    language: currentLanguage(),
    ...send,
    headers: siteId === null ? send.headers : { ...send.headers, [SITE_HEADER]: siteId },
    token,
    body: formData ?? text,
  });
  reportAnswer(answer);
  if (answer.kind === 'unreachable') throw new ApiError(0, null);
  const { response } = answer;
  const etag = response.headers.get('ETag');
  if (response.status === 304) return { status: 304, data: undefined, etag };
  if (!response.ok) {
    // Only a 401 for the session's own token ends the session. One for a call sent without a
    // token, or with one that Sign Out revoked while the call was in flight (or someone else has
    // signed in since), is not about the current session: reloading the login page then would
    // wipe what the next user is typing.
    if (
      response.status === 401 &&
      !skipUnauthorizedHandler &&
      token !== null &&
      token === readAccessToken()
    ) {
      onUnauthorized();
    }
    throw new ApiError(response.status, answer.message);
  }
  return { status: response.status, data: answer.data as T, etag };
}

/** A call whose answer is not read (DELETE, a password change, logout). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await apiFetch<unknown>(path, options);
}

/**
 * A call whose answer the spec does not fix (a PUT's answer): its body when there is one. The
 * caller reads it defensively; answers the contract fixes are read with apiJson.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T | undefined> {
  return (await apiFetch<T>(path, options)).data;
}

/** A file the server answers (a CSV export), read as a Blob. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const { status, data } = await apiFetch<unknown>(path, { ...options, read: 'blob' });
  if (!(data instanceof Blob)) throw new ApiError(status, null);
  return data;
}

/**
 * The JSON object a successful call answers, typed by the caller with the contract's type of that
 * route's answer (contract/schemas: the server serializes its answers with those same schemas, so
 * the type is what arrives). The one check of an answer's shape on the client: a 2xx without a
 * JSON object (empty, a bare value) is no answer the contract knows and fails as an ApiError with
 * no message, so the screen shows its fallback; the resource modules read the fields as typed,
 * with no per-module fallbacks.
 */
export async function apiJson<T extends object>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return jsonObjectOf(await apiFetch<T | null>(path, options));
}

/** The check of apiJson, for a caller that reads the raw answer (its ETag, a 304) first. */
export function jsonObjectOf<T extends object>({ status, data }: RawResponse<T | null>): T {
  if (typeof data !== 'object' || data === null) throw new ApiError(status, null);
  return data;
}
