import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { tokenHash, type TokenClaims } from '../../server/auth/actor';
import type { DatabaseHandle } from '../../server/db/connect';
import { testEngines } from '../support/engines';
import {
  listenOn,
  openEventStream,
  signIn,
  useStreamingServer,
  waitUntil,
} from '../support/event-stream';
import { secondInstance } from '../support/second-instance';
import { createTestServer, type TestServer } from '../support/test-server';

async function logOut(app: FastifyInstance, token: string): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/logout`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(204);
}

describe.each(await testEngines())('GET /events ends with its token on %s', (engine) => {
  const live = useStreamingServer(engine);
  const stream = async (token: string) => {
    const reader = await live.stream(token);
    expect(reader.status).toBe(200);
    await reader.waitForComment('connected');
    return reader;
  };

  it('ends at POST /logout of its token, and only that token’s', async () => {
    const token = await signIn(live.server.app, 'viewer');
    const reader = await stream(token);
    const otherDevice = await stream(await signIn(live.server.app, 'viewer'));
    await logOut(live.server.app, token);
    await waitUntil(() => reader.ended);
    expect(otherDevice.ended).toBe(false);
  });

  it('ends when its token expires', async () => {
    const claims = live.server.app.jwt.decode<TokenClaims>(await live.server.tokenFor('Editor'));
    if (!claims) throw new Error('No claims');
    // Whole seconds: exp lands 1 to 2 s from now.
    const shortLived = live.server.app.jwt.sign(
      { sub: claims.sub, pv: claims.pv, jti: 'short-lived' },
      { expiresIn: '2s' },
    );
    const { exp } = live.server.app.jwt.decode<{ exp: number }>(shortLived) ?? { exp: 0 };
    const reader = await stream(shortLived);
    await waitUntil(() => reader.ended, 5_000);
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000 - 50);
  });
});

describe.runIf((await testEngines()).includes('postgres'))(
  'GET /events ends at POST /logout on another instance (PostgreSQL)',
  () => {
    let first: TestServer;
    let secondHandle: DatabaseHandle;
    let second: FastifyInstance;
    let secondOrigin: string;

    beforeAll(async () => {
      first = await createTestServer('postgres');
      ({ app: second, handle: secondHandle } = await secondInstance(first));
      secondOrigin = await listenOn(second);
    });
    afterAll(async () => {
      await second.close();
      await secondHandle.close();
      await first.close();
    });

    it('ends a stream on instance A when its token signs out on instance B', async () => {
      const token = await signIn(first.app, 'manager');
      const reader = await openEventStream(secondOrigin, token);
      const kept = await openEventStream(secondOrigin, await signIn(first.app, 'manager'));
      try {
        await Promise.all([reader.waitForComment('connected'), kept.waitForComment('connected')]);
        await logOut(first.app, token);
        await waitUntil(() => reader.ended);
        expect(kept.ended).toBe(false);
        expect(second.listEvents.streams).toBe(1);
      } finally {
        reader.close();
        kept.close();
      }
    });

    it('ends, once LISTEN is back, a stream whose logout notice it missed', async () => {
      const token = await signIn(first.app, 'manager');
      const reader = await openEventStream(secondOrigin, token);
      try {
        await reader.waitForComment('connected');
        // Revoked with no notice, as while instance A's LISTEN connection was down.
        await first.handle.db
          .insertInto('revoked_tokens')
          .values({
            token_hash: tokenHash(token),
            expires_at: new Date(Date.now() + 3.6e6).toISOString(),
          })
          .execute();
        expect(reader.ended).toBe(false);
        // What the listener does once it listens again (register.ts onListening).
        second.listEvents.recheckStreams();
        await waitUntil(() => reader.ended);
      } finally {
        reader.close();
      }
    });
  },
);
