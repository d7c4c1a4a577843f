import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { authenticate } from '../../server/auth/guard';
import { writeOnce, writeRoute } from '../../server/idempotency';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * writeRoute: the one way to declare an idempotent write route. Its route gets the claim made
 * inside the write's transaction (claimInWrite) without any config by hand, and a route whose
 * handler is anything else keeps the claim made before the handler.
 */
describe.each(await testEngines())('idempotent write routes on %s', (engine) => {
  let server: TestServer;
  const seen: { route: string; claimInWrite: boolean | undefined }[] = [];
  beforeAll(async () => {
    server = await createTestServer(engine);
    server.app.post(
      `${API_BASE_PATH}/test/write-route`,
      { preHandler: authenticate },
      writeRoute(201, async (trx, request) => {
        seen.push({ route: 'write-route', claimInWrite: request.routeOptions.config.claimInWrite });
        await sql`select 1`.execute(trx);
        return { ok: true };
      }),
    );
    server.app.post(
      `${API_BASE_PATH}/test/by-hand`,
      { preHandler: authenticate },
      async (request, reply) => {
        seen.push({ route: 'by-hand', claimInWrite: request.routeOptions.config.claimInWrite });
        return writeOnce(request, reply, 201, () => Promise.resolve({ ok: true }));
      },
    );
  });
  afterAll(() => server.close());

  it('claims in the write only where the handler is a writeRoute, and replays both', async () => {
    for (const route of ['write-route', 'by-hand']) {
      const key = randomUUID();
      const send = () =>
        server.api({
          method: 'POST',
          path: `/test/${route}`,
          role: 'Administrator',
          headers: { 'idempotency-key': key },
          payload: { n: 1 },
        });
      const first = await send();
      expect(first.statusCode, first.body).toBe(201);
      const again = await send();
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
    }
    expect(seen).toEqual([
      { route: 'write-route', claimInWrite: true },
      { route: 'by-hand', claimInWrite: false },
    ]);
  });
});
