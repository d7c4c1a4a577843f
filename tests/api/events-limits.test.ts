import { describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { readConfig } from '../../server/config';
import { TOO_MANY_STREAMS, TOO_MANY_USER_STREAMS } from '../../server/routes/events';
import { testEngines } from '../support/engines';
import {
  signIn,
  useStreamingServer,
  waitUntil,
  type EventStreamReader,
} from '../support/event-stream';
import { TEST_PASSWORD } from '../support/test-server';

/** helmet's headers, as every other answer carries them (tests/api/http-behaviour.test.ts). */
function expectSecurityHeaders(reader: EventStreamReader) {
  expect(reader.headers.get('x-content-type-options')).toBe('nosniff');
  expect(reader.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(reader.headers.get('x-frame-options')).toBe('SAMEORIGIN');
}

function expectErrorMessage(reader: EventStreamReader, message: string) {
  expect(JSON.parse(reader.errorBody ?? 'null')).toEqual({ error: { message } });
}

describe('EVENT_STREAMS_MAX and EVENT_STREAMS_PER_USER', () => {
  it('default to 300 and 4, and take whole numbers of at least 1', () => {
    expect(readConfig({})).toMatchObject({ eventStreamsMax: 300, eventStreamsPerUser: 4 });
    expect(readConfig({ EVENT_STREAMS_MAX: '50', EVENT_STREAMS_PER_USER: '0' })).toMatchObject({
      eventStreamsMax: 50,
      eventStreamsPerUser: 1,
    });
    expect(() => readConfig({ EVENT_STREAMS_MAX: 'many' })).toThrow(/EVENT_STREAMS_MAX/);
  });
});

describe.each(await testEngines())('GET /events limits on %s', (engine) => {
  describe('per user', () => {
    const live = useStreamingServer(engine);
    const { stream } = live;

    it('carries the security headers on the stream and on a 401', async () => {
      const reader = await stream(await live.server.tokenFor('Editor'));
      expect(reader.status).toBe(200);
      expect(reader.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expectSecurityHeaders(reader);
      const refused = await stream('not-a-token');
      expect(refused.status).toBe(401);
      expectSecurityHeaders(refused);
    });

    it('lets one user hold 4 streams; the 5th, whatever its token, is a 429', async () => {
      const viewer = await live.server.tokenFor('Viewer');
      const held = [];
      for (let i = 0; i < 4; i += 1) held.push(await stream(viewer));
      expect(held.map((reader) => reader.status)).toEqual([200, 200, 200, 200]);
      const fifth = await stream(await signIn(live.server.app, 'viewer'));
      expect(fifth.status).toBe(429);
      expectErrorMessage(fifth, TOO_MANY_USER_STREAMS(4));
      expectSecurityHeaders(fifth);
      // Another user is not held back by this one.
      expect((await stream(await live.server.tokenFor('Manager'))).status).toBe(200);

      // A closed stream frees its place.
      const before = live.server.app.listEvents.streams;
      held[0]?.close();
      await waitUntil(() => live.server.app.listEvents.streams === before - 1);
      const again = await stream(viewer);
      expect(again.status).toBe(200);
      await again.waitForComment('connected');
      expect((await stream(viewer)).status).toBe(429);
    });
  });

  describe('server-wide (EVENT_STREAMS_MAX 3)', () => {
    const live = useStreamingServer(engine, { eventStreamsMax: 3 });
    const { stream } = live;

    it('answers 429 beyond the limit, still serves everything else, and frees a closed place', async () => {
      const held = [
        await stream(await live.server.tokenFor('Viewer')),
        await stream(await live.server.tokenFor('Editor')),
        await stream(await live.server.tokenFor('Manager')),
      ];
      expect(held.map((reader) => reader.status)).toEqual([200, 200, 200]);
      const refused = await stream(await live.server.tokenFor('Administrator'));
      expect(refused.status).toBe(429);
      expectErrorMessage(refused, TOO_MANY_STREAMS);
      expectSecurityHeaders(refused);
      // Sign-in and health still answer.
      expect((await fetch(`${live.origin}/healthz`)).status).toBe(200);
      const login = await fetch(`${live.origin}${API_BASE_PATH}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'warehouse-staff', password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);

      held[1]?.close();
      await waitUntil(() => live.server.app.listEvents.streams === 2);
      expect((await stream(await live.server.tokenFor('Administrator'))).status).toBe(200);
    });
  });
});
