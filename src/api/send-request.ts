/**
 * The core of the HTTP client (http.ts): one request with only what a page and a service worker
 * both have (fetch, no document, no cookie), so the worker's outbox sends go through it too.
 */

/** The server's `{error: {message}}`, arrays joined with newlines (spec 8); null when absent. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const { message } = error;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('\n');
  return null;
}

/** What is sent and how the answer is read. */
export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The Bearer token, or null for none. */
  token?: string | null;
  headers?: Record<string, string>;
  /** A JSON body (Content-Type set). */
  json?: unknown;
  /** Any other body: FormData (its own Content-Type) or text with `contentType`. */
  body?: FormData | string;
  contentType?: string;
  /** What the caller accepts; JSON unless said otherwise. */
  accept?: string;
  /**
   * The language the server answers its messages in (Accept-Language, design: Languages): the
   * page's current one, or the one the outbox entry's user last chose for a worker's replay.
   */
  language?: string;
  /** A CSV download reads its 2xx body as a Blob; everything else as JSON. */
  read?: 'json' | 'blob';
  /** A 2xx whose body is not JSON is a portal's page, not the server (the outbox's sends). */
  requireJson?: boolean;
  signal?: AbortSignal;
}

/** An answer from the server, or none (network, timeout, captive portal). */
export type Answer =
  | { kind: 'unreachable'; aborted: boolean }
  | {
      kind: 'answered';
      response: Response;
      /** The parsed JSON body (undefined when empty or not JSON), or the Blob when read so. */
      data: unknown;
      /** The server's error message, for a failed answer. */
      message: string | null;
    };

/**
 * One request, with only what a page and a service worker both have (fetch, no document).
 * Never throws: no answer, an answer cut off mid-body and a captive portal's page (a redirect,
 * an HTML page) are all `unreachable`.
 */
export async function sendRequest(url: string, options: SendOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {
    Accept: options.accept ?? 'application/json',
    ...options.headers,
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.language) headers['Accept-Language'] = options.language;
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.contentType) headers['Content-Type'] = options.contentType;
  const aborted = () => options.signal?.aborted === true;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch {
    return { kind: 'unreachable', aborted: aborted() };
  }
  // A captive portal's page (often reached through a redirect) is not the server's answer.
  if (response.redirected || response.headers.get('Content-Type')?.includes('text/html')) {
    return { kind: 'unreachable', aborted: false };
  }
  if (response.ok && options.read === 'blob') {
    try {
      return { kind: 'answered', response, data: await response.blob(), message: null };
    } catch {
      return { kind: 'unreachable', aborted: aborted() };
    }
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    // Cut off mid-body: for an outbox send that is no answer (sent again with the same key).
    if (options.requireJson) return { kind: 'unreachable', aborted: aborted() };
    text = '';
  }
  let data: unknown = undefined;
  let json = true;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    json = false;
  }
  if (options.requireJson && response.ok && !json) return { kind: 'unreachable', aborted: false };
  return {
    kind: 'answered',
    response,
    data,
    message: response.ok ? null : serverMessageOf(data),
  };
}
