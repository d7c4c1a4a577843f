import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { SERVER_MESSAGE } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { testEngines } from '../support/engines';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

describe.each(await testEngines())('POST /logout on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  async function freshToken(): Promise<string> {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}/login`,
      payload: { name: 'manager', password: TEST_PASSWORD },
    });
    return response.json<{ accessToken: string }>().accessToken;
  }

  it('ends the token at once on every instance sharing the database; others stay valid', async () => {
    // A second instance on the same database, as behind a load balancer.
    const other = await buildApp({
      db: server.handle.db,
      engine,
      config: { ...readConfig({}), webRoot: null },
      jwtSecret: 'test-secret-0123456789abcdef',
    });
    try {
      const token = await freshToken();
      const kept = await freshToken();
      const roles = (app: typeof other, bearer: string) =>
        app.inject({
          method: 'GET',
          url: `${API_BASE_PATH}/roles`,
          headers: { authorization: `Bearer ${bearer}` },
        });
      expect((await roles(other, token)).statusCode).toBe(200);

      const out = await server.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/logout`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(204);

      for (const app of [server.app, other]) {
        const refused = await roles(app, token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ error: { message: SERVER_MESSAGE.invalidToken } });
        expect((await roles(app, kept)).statusCode).toBe(200);
      }
      const row = await server.handle.db
        .selectFrom('revoked_tokens')
        .select('expires_at')
        .executeTakeFirstOrThrow();
      // Kept until the token's own expiry (one day), no longer.
      expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
      expect(Date.parse(row.expires_at) - Date.now()).toBeLessThanOrEqual(24 * 3600 * 1000);
    } finally {
      await other.close();
    }
  });

  it('needs a valid token', async () => {
    const response = await server.app.inject({ method: 'POST', url: `${API_BASE_PATH}/logout` });
    expect(response.statusCode).toBe(401);
  });
});
