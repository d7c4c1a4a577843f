import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGE } from '../../../contract/messages';
import { serverReachable } from '../../../src/api/connectivity';
import { sendOutboxEntry } from '../../../src/offline/outbox/page-sender';
import { makeToken, signIn, signOut } from '../support/session';
import { stubFetch } from '../support/fake-api';
import { jsonResponse } from '../support/json';
import { outboxEntry } from '../support/outbox-entry';

const entry = outboxEntry({
  id: '3f1c2a9e-0000-4000-8000-000000000001',
  kind: 'waste',
  path: '/receive-items/waste',
  body: { itemId: 1, reason: 'Damaged', quantity: '1' },
  summary: 'Waste',
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return stubFetch(() => jsonResponse(body, status, headers));
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
    const calls = answer(201, { ID: 9 });
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'accepted', response: { ID: 9 } });
    const [call] = calls;
    expect(call?.pathname).toBe('/receive-items/waste');
    expect(call?.method).toBe('POST');
    expect(call?.headers['idempotency-key']).toBe(entry.id);
    expect(call?.body).toEqual(entry.body);
  });

  it('says the device clock as it sends, so the server can correct times the entry recorded', async () => {
    const calls = answer(201, { ID: 9 });
    const before = Date.now();
    await sendOutboxEntry(entry);
    const sentAt = Date.parse(calls[0]?.headers['x-device-time'] ?? '');
    expect(sentAt).toBeGreaterThanOrEqual(before);
    expect(sentAt).toBeLessThanOrEqual(Date.now());
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
    const calls = answer(201, { ID: 9 });
    signInAsUser('4');
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unauthorized' });
    signOut();
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unauthorized' });
    expect(calls).toHaveLength(0);
    signInAsUser('3');
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'accepted', response: { ID: 9 } });
    expect(calls[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it("a captive portal's page is no acceptance: the entry stays and the app is offline", async () => {
    stubFetch(
      () =>
        new Response('<html><body>Accept the terms to use this Wi-Fi</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unreachable' });
    expect(serverReachable.get()).toBe(false);
    answer(201, { ID: 9 });
    await sendOutboxEntry(entry);
    expect(serverReachable.get()).toBe(true);
  });

  it('treats a network failure as unreachable', async () => {
    stubFetch(() => undefined);
    expect(await sendOutboxEntry(entry)).toEqual({ kind: 'unreachable' });
  });
});
