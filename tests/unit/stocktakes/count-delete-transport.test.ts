import { afterEach, describe, expect, it, vi } from 'vitest';
import { STOCKTAKE_ENDPOINTS } from '../../../contract/paths';
import { postOutboxEntry } from '../../../src/offline/outbox/transport';
import type { OutboxEntry } from '../../../src/offline/outbox/index';

const deletion: OutboxEntry = {
  id: '3f1c2a9e-0000-4000-8000-0000000000d1',
  kind: 'stocktake-count-delete',
  path: STOCKTAKE_ENDPOINTS.stocktakeCount(3, 17),
  body: null,
  summary: 'Delete count of Milk',
  userId: '7',
  userName: 'clerk',
  seq: 1,
  createdAt: 0,
  status: 'pending',
  attempts: 0,
  serverErrors: 0,
  nextAttemptAt: null,
  confirmedAt: null,
  lastError: null,
  lastAttemptAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('a queued count deletion', () => {
  it('is sent as a DELETE without a body or a JSON content type, with its key', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await postOutboxEntry(deletion, { apiRoot: '/api', token: 'tok' });
    expect(outcome.kind).toBe('accepted');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/stocktakes/3/counts/17');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['idempotency-key']).toBe(deletion.id);
  });

  it('counts a 404 as done (the first try deleted it and its answer was lost)', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('{"error":{"message":"Count not found."}}', { status: 404 })),
    );
    expect((await postOutboxEntry(deletion, { apiRoot: '/api', token: 'tok' })).kind).toBe(
      'accepted',
    );
    // A POST's 404 stays a refusal.
    const post: OutboxEntry = { ...deletion, kind: 'stocktake-count', body: {} };
    expect((await postOutboxEntry(post, { apiRoot: '/api', token: 'tok' })).kind).toBe('rejected');
  });
});
