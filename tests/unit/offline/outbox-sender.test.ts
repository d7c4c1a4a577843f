import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { sendOutboxEntry } from '../../../src/api/outbox-sender';
import type { OutboxEntry } from '../../../src/offline/outbox';

const entry: OutboxEntry = {
  id: '3f1c2a9e-0000-4000-8000-000000000001',
  kind: 'waste',
  path: '/receive-items/waste',
  body: { itemId: 1, reason: 'Damaged', quantity: '1' },
  summary: 'Waste',
  userName: 'clerk',
  createdAt: 0,
  status: 'pending',
  attempts: 0,
  lastError: null,
  lastAttemptAt: null,
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendOutboxEntry', () => {
  it('posts the body with the entry id as the Idempotency-Key', async () => {
    const fetchMock = answer(201, { ID: 9 });
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'accepted', response: { ID: 9 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/inventory-system/receive-items/waste');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe(entry.id);
    expect(init.body).toBe(JSON.stringify(entry.body));
  });

  it('retries later when the same key is still being processed', async () => {
    answer(409, { error: { message: SERVER_MESSAGE.idempotencyInFlight } });
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unreachable' });
  });

  it('reports any other conflict as a refusal with the server message', async () => {
    answer(409, { error: { message: 'Not enough stock of Milk: 1 L available.' } });
    expect(await sendOutboxEntry(entry)).toEqual({
      kind: 'rejected',
      message: 'Not enough stock of Milk: 1 L available.',
    });
  });

  it('treats a network failure as unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unreachable' });
  });
});
