import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postOutboxEntry } from '../../../src/offline/outbox/transport';
import { resetDatabaseForTests } from '../../../src/offline/database';
import {
  forgetReplaySession,
  readReplaySession,
  saveReplaySession,
} from '../../../src/offline/outbox/replay-session';
import { stubFetch } from '../support/fake-api';
import { errorResponse, jsonResponse } from '../support/json';
import { outboxEntry } from '../support/outbox-entry';

const entry = outboxEntry({ id: '3f1c2a9e-0000-4000-8000-000000000002' });

afterEach(() => vi.unstubAllGlobals());

describe('the transport the page and the service worker share', () => {
  it('posts to the given API root with the given token and the entry id as key', async () => {
    const calls = stubFetch(() => jsonResponse({ ID: 4 }, 201));
    const outcome = await postOutboxEntry(entry, { apiRoot: '/api/v1/x', token: 'tok' });
    expect(outcome).toEqual({ kind: 'accepted', response: { ID: 4 } });
    const [call] = calls;
    expect(call?.path).toBe('/api/v1/x/receive-items');
    expect(call?.headers.Authorization).toBe('Bearer tok');
    expect(call?.headers['idempotency-key']).toBe(entry.id);
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
    stubFetch(() => broken);
    expect(await postOutboxEntry(entry, { apiRoot: '', token: null })).toEqual({
      kind: 'unreachable',
    });
  });

  it('a 401 pauses; a 422 is refused with the server message', async () => {
    stubFetch(() => jsonResponse({}, 401));
    expect(await postOutboxEntry(entry, { apiRoot: '', token: 'old' })).toEqual({
      kind: 'unauthorized',
    });
    stubFetch(() => errorResponse(422, ['Bad row.', 'Bad date.']));
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
