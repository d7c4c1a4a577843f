import { afterEach, describe, expect, it, vi } from 'vitest';
import { STOCKTAKE_ENDPOINTS } from '../../../contract/paths';
import { postOutboxEntry } from '../../../src/offline/outbox/transport';
import type { OutboxEntry } from '../../../src/offline/outbox/index';
import { stubFetch } from '../support/fake-api';
import { errorResponse, noContent } from '../support/json';
import { outboxEntry } from '../support/outbox-entry';

const deletion = outboxEntry({
  id: '3f1c2a9e-0000-4000-8000-0000000000d1',
  kind: 'stocktake-count-delete',
  path: STOCKTAKE_ENDPOINTS.stocktakeCount(3, 17),
  body: null,
  summary: 'Delete count of Milk',
  userId: '7',
});

afterEach(() => vi.unstubAllGlobals());

describe('a queued count deletion', () => {
  it('is sent as a DELETE without a body or a JSON content type, with its key', async () => {
    const calls = stubFetch(() => noContent());
    const outcome = await postOutboxEntry(deletion, { apiRoot: '/api', token: 'tok' });
    expect(outcome.kind).toBe('accepted');
    const [call] = calls;
    expect(call?.path).toBe('/api/stocktakes/3/counts/17');
    expect(call?.method).toBe('DELETE');
    expect(call?.init.body).toBeUndefined();
    expect(call?.headers['Content-Type']).toBeUndefined();
    expect(call?.headers['idempotency-key']).toBe(deletion.id);
  });

  it('counts a 404 as done (the first try deleted it and its answer was lost)', async () => {
    stubFetch(() => errorResponse(404, 'Count not found.'));
    expect((await postOutboxEntry(deletion, { apiRoot: '/api', token: 'tok' })).kind).toBe(
      'accepted',
    );
    // A POST's 404 stays a refusal.
    const post: OutboxEntry = { ...deletion, kind: 'stocktake-count', body: {} };
    expect((await postOutboxEntry(post, { apiRoot: '/api', token: 'tok' })).kind).toBe('rejected');
  });
});
