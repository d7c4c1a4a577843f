import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { serverReachable } from '../../../src/api/connectivity';
import { sendOutboxEntry } from '../../../src/offline/outbox/page-sender';
import { makeToken, signIn, signOut } from '../support/session';
import type { OutboxEntry } from '../../../src/offline/outbox/index';

const entry: OutboxEntry = {
  id: '3f1c2a9e-0000-4000-8000-000000000001',
  kind: 'waste',
  path: '/receive-items/waste',
  body: { itemId: 1, reason: 'Damaged', quantity: '1' },
  summary: 'Waste',
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

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signInAsUser(userId: string) {
  signIn({ token: makeToken(3600, Date.now(), userId) });
}

beforeEach(() => signInAsUser('3'));

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
  serverReachable.set(true);
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

  it('retries later when the same key is still being processed (409 with Retry-After)', async () => {
    answer(409, { error: { message: SERVER_MESSAGE.idempotencyInFlight } }, { 'Retry-After': '1' });
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unreachable' });
  });

  it('reports any other conflict as a refusal with the server message', async () => {
    answer(409, { error: { message: 'Not enough stock of Milk: 1 L available.' } });
    expect(await sendOutboxEntry(entry)).toEqual({
      kind: 'rejected',
      status: 409,
      message: 'Not enough stock of Milk: 1 L available.',
    });
  });

  it("never sends an entry with another user's token (another tab signed someone else in)", async () => {
    const fetchMock = answer(201, { ID: 9 });
    signInAsUser('4');
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unauthorized' });
    signOut();
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unauthorized' });
    expect(fetchMock).not.toHaveBeenCalled();
    signInAsUser('3');
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'accepted', response: { ID: 9 } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it("a captive portal's page is no acceptance: the entry stays and the app is offline", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('<html><body>Accept the terms to use this Wi-Fi</body></html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
        ),
      ),
    );
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unreachable' });
    expect(serverReachable.get()).toBe(false);
    answer(201, { ID: 9 });
    await sendOutboxEntry(entry);
    expect(serverReachable.get()).toBe(true);
  });

  it('treats a network failure as unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unreachable' });
  });
});
