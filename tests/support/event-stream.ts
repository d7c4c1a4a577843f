import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { ListEvent } from '../../contract/events';
import { API_BASE_PATH, ENDPOINTS } from '../../contract/paths';
import type { ServerConfig } from '../../server/config';
import type { Engine } from '../../server/db/schema';
import { TEST_PASSWORD, createTestServer, type TestServer } from './test-server';

/** Listens on a free port of 127.0.0.1; the origin to open streams on. */
export async function listenOn(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  return `http://127.0.0.1:${address.port}`;
}

/** A sign-in of its own for the user `name`: another token of that user (another device). */
export async function signIn(app: FastifyInstance, name: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/login`,
    payload: { name, password: TEST_PASSWORD },
  });
  return login.json<{ accessToken: string }>().accessToken;
}

/** Inside a describe: a listening test server, and streams opened on it closed after its tests. */
export function useStreamingServer(engine: Engine, overrides: Partial<ServerConfig> = {}) {
  const open: EventStreamReader[] = [];
  const context = {
    server: null as unknown as TestServer,
    origin: '',
    stream: async (token: string | null): Promise<EventStreamReader> => {
      const reader = await openEventStream(context.origin, token);
      open.push(reader);
      return reader;
    },
  };
  beforeAll(async () => {
    context.server = await createTestServer(engine, overrides);
    context.origin = await listenOn(context.server.app);
  });
  afterAll(async () => {
    for (const reader of open) reader.close();
    await context.server.close();
  });
  return context;
}

/** Polls until `check` holds (a stream ended, a count fell), or throws after timeoutMs. */
export async function waitUntil(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** An open `GET /events` stream read as a client would: its events and its comment lines. */
export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The answer's body when it is not a stream (an error's JSON), else null. */
  errorBody: string | null;
  events: ListEvent[];
  comments: string[];
  /** Whether the stream has ended (closed here, or ended by the server). */
  readonly ended: boolean;
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor(match: (event: ListEvent) => boolean, timeoutMs?: number): Promise<ListEvent>;
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Opens the stream on a listening server (origin: `http://127.0.0.1:port`). */
export async function openEventStream(
  origin: string,
  token: string | null,
): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${origin}${API_BASE_PATH}${ENDPOINTS.events}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  const events: ListEvent[] = [];
  const comments: string[] = [];
  let wake: () => void = () => undefined;
  let ended = !response.ok;
  const reader: EventStreamReader = {
    status: response.status,
    headers: response.headers,
    errorBody: response.ok ? null : await response.text(),
    events,
    comments,
    get ended() {
      return ended;
    },
    async waitFor(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching event; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    async waitForComment(text, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (!comments.includes(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No "${text}" comment; got ${JSON.stringify(comments)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    close: () => controller.abort(),
  };
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffered = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffered += decoder.decode(chunk, { stream: true });
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            for (const line of buffered.slice(0, end).split('\n')) {
              if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as ListEvent);
              else if (line.startsWith(': ')) comments.push(line.slice(2));
            }
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // Aborted by close(), or the server ended the stream.
      } finally {
        ended = true;
        wake();
      }
    })();
  }
  return reader;
}
