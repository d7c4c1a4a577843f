import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postOutboxEntry } from '../../../src/offline/outbox/transport';
import { resetDatabaseForTests } from '../../../src/offline/database';
import type { OutboxEntry } from '../../../src/offline/outbox/index';
import {
  forgetReplaySession,
  readReplaySession,
  saveReplaySession,
} from '../../../src/offline/outbox/replay-session';

const entry: OutboxEntry = {
  id: '3f1c2a9e-0000-4000-8000-000000000002',
  kind: 'receive',
  path: '/receive-items',
  body: { supplierId: 1 },
  summary: 'Received',
  userId: '3',
  userName: 'clerk',
  seq: 1,
  serverErrors: 0,
  nextAttemptAt: null,
  confirmedAt: null,
  createdAt: 0,
  status: 'pending',
  attempts: 0,
  lastError: null,
  lastAttemptAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('the transport the page and the service worker share', () => {
  it('posts to the given API root with the given token and the entry id as key', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ID":4}', { status: 201 })));
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await postOutboxEntry(entry, { apiRoot: '/api/v1/x', token: 'tok' });
    expect(outcome).toEqual({ kind: 'accepted', response: { ID: 4 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/api/v1/x/receive-items');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['idempotency-key']).toBe(entry.id);
  });

  it('an answer cut off mid-body is unreachable (sent again later with the same key)', async () => {
    const broken = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"'));
          controller.error(new TypeError('network error'));
        },
      }),
      { status: 201 },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(broken)),
    );
    expect(await postOutboxEntry(entry, { apiRoot: '', token: null })).toEqual({
      kind: 'unreachable',
    });
  });

  it('a 401 pauses; a 422 is refused with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 401 }))),
    );
    expect(await postOutboxEntry(entry, { apiRoot: '', token: 'old' })).toEqual({
      kind: 'unauthorized',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ error: { message: ['Bad row.', 'Bad date.'] } }), {
            status: 422,
          }),
        ),
      ),
    );
    expect(await postOutboxEntry(entry, { apiRoot: '', token: 'tok' })).toEqual({
      kind: 'rejected',
      status: 422,
      message: 'Bad row.\nBad date.',
    });
  });
});

describe('the session the service worker replays with', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });

  it("is saved, read (its user is the token's own) and forgotten", async () => {
    expect(await readReplaySession()).toBeNull();
    const token = `h.${btoa(JSON.stringify({ sub: 3, exp: 2_000_000_000 }))}.s`;
    await saveReplaySession({ userName: 'clerk', token, apiRoot: '/api' });
    expect(await readReplaySession()).toEqual({
      userId: '3',
      userName: 'clerk',
      token,
      apiRoot: '/api',
    });
    await forgetReplaySession();
    expect(await readReplaySession()).toBeNull();
  });
});
