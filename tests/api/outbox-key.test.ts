import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, ENDPOINTS } from '../../contract/paths';
import { ROLE_NAMES, type RoleName } from '../../contract/roles';
import { testEngines } from '../support/engines';
import {
  createTestServer,
  TEST_PASSWORD,
  userNameFor,
  type TestServer,
} from '../support/test-server';

describe.each(await testEngines())('GET /me/outbox-key on %s (issue 32, row 11)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  async function keyOf(role: RoleName, token?: string): Promise<string> {
    const response = token
      ? await server.api({
          method: 'GET',
          path: ENDPOINTS.outboxKey,
          headers: { authorization: `Bearer ${token}` },
        })
      : await server.api({ method: 'GET', path: ENDPOINTS.outboxKey, role });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<{ key: string }>().key;
  }

  async function newSignIn(role: RoleName): Promise<string> {
    const response = await server.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${ENDPOINTS.login}`,
      payload: { name: userNameFor(role), password: TEST_PASSWORD },
    });
    expect(JSON.stringify(response.json())).not.toContain('key');
    return response.json<{ accessToken: string }>().accessToken;
  }

  it('answers every role its own 256-bit key, the same at every ask and sign-in', async () => {
    const keys = new Map<RoleName, string>();
    for (const role of ROLE_NAMES) {
      const key = await keyOf(role);
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
      keys.set(role, key);
    }
    expect(new Set(keys.values()).size).toBe(ROLE_NAMES.length);
    for (const role of ROLE_NAMES) {
      expect(await keyOf(role)).toBe(keys.get(role));
      expect(await keyOf(role, await newSignIn(role))).toBe(keys.get(role));
    }
  });

  it('needs a sign-in: no token, a wrong one or an ended one is a 401', async () => {
    const none = await server.api({ method: 'GET', path: ENDPOINTS.outboxKey });
    expect(none.statusCode).toBe(401);
    const wrong = await server.api({
      method: 'GET',
      path: ENDPOINTS.outboxKey,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const token = await newSignIn('Manager');
    await server.app.inject({
      method: 'POST',
      url: `${API_BASE_PATH}${ENDPOINTS.logout}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const ended = await server.api({
      method: 'GET',
      path: ENDPOINTS.outboxKey,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ended.statusCode).toBe(401);
    expect(ended.body).not.toMatch(/key/i);
  });

  it('is in no list: the users list and a user record never carry it', async () => {
    const keys = await Promise.all(ROLE_NAMES.map((role) => keyOf(role)));
    const users = await server.api({ method: 'GET', path: ENDPOINTS.users, role: 'Administrator' });
    const csv = await server.api({
      method: 'GET',
      path: `${ENDPOINTS.users}?format=csv`,
      role: 'Administrator',
    });
    const ids = users.json<{ users: { userId: number }[] }>().users.map((user) => user.userId);
    const records = await Promise.all(
      ids.map((id) =>
        server.api({ method: 'GET', path: ENDPOINTS.user(id), role: 'Administrator' }),
      ),
    );
    for (const body of [users.body, csv.body, ...records.map((record) => record.body)]) {
      for (const key of keys) expect(body).not.toContain(key);
    }
  });
  it('stays the same when the password changes (entries sealed before must still open)', async () => {
    const before = await keyOf('Viewer');
    const users = await server.api({ method: 'GET', path: ENDPOINTS.users, role: 'Administrator' });
    const viewer = users
      .json<{ users: { userId: number; name: string }[] }>()
      .users.find((user) => user.name === userNameFor('Viewer'));
    const changed = await server.api({
      method: 'PUT',
      path: ENDPOINTS.changePassword(viewer?.userId ?? 0),
      role: 'Administrator',
      payload: { password: 'another-secret-pass' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    const token = (
      await server.app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}${ENDPOINTS.login}`,
        payload: { name: userNameFor('Viewer'), password: 'another-secret-pass' },
      })
    ).json<{ accessToken: string }>().accessToken;
    expect(await keyOf('Viewer', token)).toBe(before);
  });
});
