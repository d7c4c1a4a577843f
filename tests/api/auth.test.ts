import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { testEngines } from '../support/engines';
import { TEST_PASSWORD, createTestServer, type TestServer } from '../support/test-server';
import { errorOf } from './reference-fixtures';

/** The secret createTestServer builds the app with. */
const TEST_SECRET = 'test-secret-0123456789abcdef';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An HS256 JWT signed by hand, so a test can make tokens the server never issued. */
function signToken(claims: Record<string, unknown>, secret = TEST_SECRET): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  const signature = createHmac('sha256', secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

function decodePayload(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe.each(await testEngines())('auth on %s', (engine) => {
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer(engine);
  });
  afterEach(() => server.close());

  function logIn(payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) {
    return server.api({
      method: 'POST',
      path: '/login',
      payload: payload as object,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  }

  function withToken(
    token: string,
    method: 'GET' | 'POST' = 'GET',
    path = '/categories',
    payload?: object,
  ) {
    return server.app.inject({
      method,
      url: `${API_BASE_PATH}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  }

  async function userRow(name: string) {
    return server.handle.db
      .selectFrom('users')
      .select(['id', 'password_changed_at'])
      .where('name', '=', name)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
  }

  it('signs in with the spec shape and a one-day HS256 JWT', async () => {
    const response = await logIn({ name: ' manager ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string }>();
    expect(body).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      role: { roleId: 2, name: 'Manager' },
      name: 'manager',
    });
    const [header = ''] = body.accessToken.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString('utf8'))).toMatchObject({
      alg: 'HS256',
    });
    const claims = decodePayload(body.accessToken);
    const now = Date.now() / 1000;
    expect(typeof claims.exp).toBe('number');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(86_400);
    expect(Math.abs(Number(claims.exp) - (now + 86_400))).toBeLessThan(60);
    expect(JSON.stringify(claims)).not.toMatch(/password|scrypt/i);
    expect((await withToken(body.accessToken)).statusCode).toBe(200);
  });

  it('refuses a wrong password or unknown name with 401 and no token', async () => {
    for (const payload of [
      { name: 'manager', password: 'wrong-password' },
      { name: 'nobody', password: TEST_PASSWORD },
      { name: 'MANAGER', password: TEST_PASSWORD },
    ]) {
      const response = await logIn(payload);
      expect(response.statusCode, payload.name).toBe(401);
      expect(response.json()).toEqual({ error: { message: 'Invalid username or password.' } });
    }
  });

  it('answers a blank or malformed body with 400', async () => {
    for (const payload of [
      {},
      { name: '  ', password: TEST_PASSWORD },
      { name: 'manager', password: '' },
    ]) {
      const response = await logIn(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { message: 'Please enter a valid username and password' },
      });
    }
    const empty = await server.api({
      method: 'POST',
      path: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toEqual(expect.any(String));
    const huge = await logIn({ name: 'manager', password: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge)).toBe('password must be at most 200 characters.');
  });

  it('locks a name from one address after 10 failures, even for the right password', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const failed = await logIn({ name: 'editor', password: `wrong-${attempt}` });
      expect(failed.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await logIn({ name: 'editor', password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: { message: 'Too many login attempts. Please try again later.' },
    });
    expect(locked.json()).not.toHaveProperty('accessToken');
    // Another name from that address, and that name from another address, still sign in.
    expect((await logIn({ name: 'viewer', password: TEST_PASSWORD })).statusCode).toBe(200);
    const elsewhere = await logIn({ name: 'editor', password: TEST_PASSWORD }, {}, '10.1.2.3');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const failed = await logIn(
        { name: 'editor', password: `wrong-${attempt}` },
        { 'x-forwarded-for': `10.9.0.${attempt}` },
      );
      expect(failed.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const forged = await logIn(
      { name: 'editor', password: TEST_PASSWORD },
      { 'x-forwarded-for': '10.9.1.1' },
    );
    expect(forged.statusCode).toBe(429);
  });

  it("stops a deleted user's token at once", async () => {
    const token = await server.tokenFor('Editor');
    expect((await withToken(token)).statusCode).toBe(200);
    const { id } = await userRow('editor');
    const removed = await server.api({
      method: 'DELETE',
      path: `/users/${id}`,
      role: 'Administrator',
    });
    expect(removed.statusCode).toBe(204);
    const after = await withToken(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { message: 'Invalid or expired token.' } });
  });

  it('applies a role change to the next request of an existing token', async () => {
    const token = await server.tokenFor('Manager');
    const before = await withToken(token, 'POST', '/categories', {
      name: 'Before',
      description: '',
    });
    expect(before.statusCode).toBe(201);
    const { id } = await userRow('manager');
    const demoted = await server.api({
      method: 'PUT',
      path: `/users/${id}`,
      role: 'Administrator',
      payload: { name: 'manager', roleId: 5 },
    });
    expect(demoted.statusCode).toBe(200);
    const after = await withToken(token, 'POST', '/categories', { name: 'After', description: '' });
    expect(after.statusCode).toBe(403);
    expect((await withToken(token)).statusCode).toBe(200);
    const names = (await withToken(token)).json<{ categories: { name: string }[] }>().categories;
    expect(names.map((category) => category.name)).toEqual(['Before']);
  });

  it('retires tokens issued before a password change', async () => {
    const oldToken = await server.tokenFor('Viewer');
    const { id } = await userRow('viewer');
    const changed = await server.api({
      method: 'PUT',
      path: `/users/${id}/change-password`,
      role: 'Administrator',
      payload: { password: 'brand-new-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await withToken(oldToken)).statusCode).toBe(401);
    const fresh = await logIn({ name: 'viewer', password: 'brand-new-pass' });
    expect((await withToken(fresh.json<{ accessToken: string }>().accessToken)).statusCode).toBe(
      200,
    );
  });

  it('refuses a missing, malformed, tampered, foreign or expired token', async () => {
    const viewer = await userRow('viewer');
    const administrator = await userRow('administrator');
    const now = Math.floor(Date.now() / 1000);
    // A hand-signed token the server would accept proves the signer below is right.
    const handmade = signToken({
      sub: String(viewer.id),
      pv: viewer.password_changed_at,
      iat: now,
      exp: now + 600,
    });
    expect((await withToken(handmade)).statusCode).toBe(200);

    const anonymous = await server.api({ method: 'GET', path: '/categories' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { message: 'Authentication required.' } });

    const real = await server.tokenFor('Viewer');
    const [header = '', , signature = ''] = real.split('.');
    const escalated = `${header}.${base64url({ ...decodePayload(real), sub: String(administrator.id) })}.${signature}`;
    const bad = [
      'not-a-token',
      `${real}x`,
      escalated,
      signToken(
        { sub: String(viewer.id), pv: viewer.password_changed_at, iat: now, exp: now + 600 },
        'another-secret',
      ),
      signToken({
        sub: String(viewer.id),
        pv: viewer.password_changed_at,
        iat: now - 2 * 86_400,
        exp: now - 86_400,
      }),
      signToken({ sub: '999999', pv: viewer.password_changed_at, iat: now, exp: now + 600 }),
      signToken({
        sub: String(viewer.id),
        pv: '2000-01-01T00:00:00.000Z',
        iat: now,
        exp: now + 600,
      }),
    ];
    for (const token of bad) {
      const response = await withToken(token);
      expect(response.statusCode, token.slice(0, 40)).toBe(401);
      expect(response.json()).toEqual({ error: { message: 'Invalid or expired token.' } });
    }
  });

  it('lists the five seeded roles to any signed-in user', async () => {
    for (const role of ['Administrator', 'Viewer'] as const) {
      const response = await server.api({ method: 'GET', path: '/roles', role });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        roles: [
          { RoleId: 1, RoleName: 'Administrator' },
          { RoleId: 2, RoleName: 'Manager' },
          { RoleId: 3, RoleName: 'Warehouse Staff' },
          { RoleId: 4, RoleName: 'Editor' },
          { RoleId: 5, RoleName: 'Viewer' },
        ],
      });
    }
    expect((await server.api({ method: 'GET', path: '/roles' })).statusCode).toBe(401);
  });
});
