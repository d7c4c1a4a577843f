import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_NAMES } from '../../contract/roles';
import type { User } from '../../contract/schemas/users';
import { testEngines } from '../support/engines';
import {
  TEST_PASSWORD,
  createTestServer,
  userNameFor,
  type TestServer,
} from '../support/test-server';
import { MISSING_IDS, errorOf } from './reference-fixtures';

const USER_SHAPE = {
  userId: expect.any(Number),
  name: expect.any(String),
  role: { RoleId: expect.any(Number), RoleName: expect.any(String) },
  createdDate: expect.any(String),
  updatedDate: expect.any(String),
};

describe.each(await testEngines())('users on %s', (engine) => {
  // A fresh server per test: these tests delete, demote and re-password the seeded users.
  let server: TestServer;
  beforeEach(async () => {
    server = await createTestServer(engine);
  });
  afterEach(() => server.close());

  async function listAsAdmin(query = '') {
    const response = await server.api({
      method: 'GET',
      path: `/users${query}`,
      role: 'Administrator',
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ totalCount: number; users: User[] }>();
  }

  async function idOf(name: string): Promise<number> {
    const user = (await listAsAdmin()).users.find((candidate) => candidate.name === name);
    if (!user) throw new Error(`no user ${name}`);
    return user.userId;
  }

  async function logIn(name: string, password: string) {
    return server.api({ method: 'POST', path: '/login', payload: { name, password } });
  }

  it('lists users with their roles for Users, and only the count for every other role', async () => {
    const list = await listAsAdmin();
    expect(list.totalCount).toBe(5);
    expect(list.users).toHaveLength(5);
    for (const user of list.users) {
      expect(user).toEqual(USER_SHAPE);
      expect(Object.keys(user).sort()).toEqual(
        ['createdDate', 'name', 'role', 'updatedDate', 'userId'].sort(),
      );
    }
    expect(list.users.map((user) => [user.name, user.role.RoleName]).sort()).toEqual(
      ROLE_NAMES.map((role) => [userNameFor(role), role]).sort(),
    );
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);

    for (const role of ['Manager', 'Warehouse Staff', 'Editor', 'Viewer'] as const) {
      const response = await server.api({ method: 'GET', path: '/users?search=admin', role });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ totalCount: 5 });
    }
    expect((await server.api({ method: 'GET', path: '/users' })).statusCode).toBe(401);
  });

  it('searches by name or role name and pages', async () => {
    const byRole = await listAsAdmin('?search=WAREHOUSE');
    expect(byRole.totalCount).toBe(1);
    expect(byRole.users.map((user) => user.name)).toEqual(['warehouse-staff']);
    const byName = await listAsAdmin('?search=view');
    expect(byName.users.map((user) => user.role.RoleName)).toEqual(['Viewer']);
    const all = await listAsAdmin();
    const page = await listAsAdmin('?page=2&pageSize=2');
    expect(page).toEqual({ totalCount: 5, users: all.users.slice(2, 4) });
  });

  it('creates a user who can then sign in', async () => {
    const created = await server.api({
      method: 'POST',
      path: '/users',
      role: 'Administrator',
      payload: { name: '  sam ', password: 'kitchen1', roleId: '3' },
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<User>();
    expect(user).toEqual({
      userId: expect.any(Number),
      name: 'sam',
      role: { RoleId: 3, RoleName: 'Warehouse Staff' },
      createdDate: expect.any(String),
      updatedDate: user.createdDate,
    });
    const detail = await server.api({
      method: 'GET',
      path: `/users/${user.userId}`,
      role: 'Administrator',
    });
    expect(detail.json()).toEqual(user);
    const login = await logIn('sam', 'kitchen1');
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      name: 'sam',
      role: { roleId: 3, name: 'Warehouse Staff' },
    });
    expect((await listAsAdmin()).totalCount).toBe(6);
  });

  it('validates a new user and writes nothing on failure', async () => {
    const post = (payload: Record<string, unknown>) =>
      server.api({ method: 'POST', path: '/users', role: 'Administrator', payload });
    const cases: [Record<string, unknown>, unknown][] = [
      [{ name: ' ', password: 'secret1', roleId: 3 }, 'Please enter a username.'],
      [
        { name: 'amy', password: '12345', roleId: 3 },
        'Password must be at least 6 characters long.',
      ],
      [{ name: 'amy', password: '', roleId: 3 }, 'Password is required.'],
      [{ name: 'amy', password: 'secret1' }, 'roleId is required.'],
      [
        { name: 'amy', password: 'secret1', roleId: 99 },
        'roleId must be the id of an existing role.',
      ],
      [
        { name: 'amy', password: 'secret1', roleId: 'boss' },
        'roleId must be the id of an existing role.',
      ],
      [
        { name: 'amy', password: 'secret1', roleId: 0 },
        'roleId must be the id of an existing role.',
      ],
      [
        { name: '', password: 'abc' },
        [
          'Please enter a username.',
          'Password must be at least 6 characters long.',
          'roleId is required.',
        ],
      ],
      [
        { name: 'x'.repeat(100_000), password: 'secret1', roleId: 3 },
        'name must be at most 200 characters.',
      ],
      [
        { name: 'amy', password: 'x'.repeat(100_000), roleId: 3 },
        'password must be at most 200 characters.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorOf(response)).toEqual(message);
    }
    const taken = await post({ name: 'MANAGER', password: 'secret1', roleId: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: { message: 'A user with this name already exists.' } });
    const byManager = await server.api({
      method: 'POST',
      path: '/users',
      role: 'Manager',
      payload: { name: 'amy', password: 'secret1', roleId: 3 },
    });
    expect(byManager.statusCode).toBe(403);
    expect((await listAsAdmin()).totalCount).toBe(5);
    expect((await logIn('amy', 'secret1')).statusCode).toBe(401);
  });

  it('edits name and role, with the spec message when either is missing', async () => {
    const id = await idOf('editor');
    const path = `/users/${id}`;
    const updated = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { name: ' Eddie ', roleId: 2, userId: 999 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      ...USER_SHAPE,
      userId: id,
      name: 'Eddie',
      role: { RoleId: 2, RoleName: 'Manager' },
    });

    const before = await server.api({ method: 'GET', path, role: 'Administrator' });
    for (const payload of [
      { name: '', roleId: 2 },
      { name: 'Eddie' },
      { name: 'Eddie', roleId: 'x' },
      {},
    ]) {
      const response = await server.api({ method: 'PUT', path, role: 'Administrator', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { message: 'Name and Role are required.' } });
    }
    const unknownRole = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { name: 'Eddie', roleId: 42 },
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(errorOf(unknownRole)).toBe('roleId must be the id of an existing role.');
    const taken = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { name: 'Viewer', roleId: 2 },
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toBe('A user with this name already exists.');
    const byManager = await server.api({
      method: 'PUT',
      path,
      role: 'Manager',
      payload: { name: 'M', roleId: 2 },
    });
    expect(byManager.statusCode).toBe(403);
    expect((await server.api({ method: 'GET', path, role: 'Administrator' })).json()).toEqual(
      before.json(),
    );
  });

  it('soft-deletes: the user leaves the lists, the row stays, the name is free again', async () => {
    const id = await idOf('viewer');
    const removed = await server.api({
      method: 'DELETE',
      path: `/users/${id}`,
      role: 'Administrator',
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const gone = await server.api({ method: 'GET', path: `/users/${id}`, role: 'Administrator' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { message: 'User not found.' } });
    expect((await listAsAdmin()).users.map((user) => user.userId)).not.toContain(id);
    const row = await server.handle.db
      .selectFrom('users')
      .select(['name', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('viewer');
    expect(row.deleted_at).toEqual(expect.any(String));
    expect((await logIn('viewer', TEST_PASSWORD)).statusCode).toBe(401);
    const again = await server.api({
      method: 'DELETE',
      path: `/users/${id}`,
      role: 'Administrator',
    });
    expect(again.statusCode).toBe(404);

    const reuse = await server.api({
      method: 'POST',
      path: '/users',
      role: 'Administrator',
      payload: { name: 'viewer', password: 'another1', roleId: 5 },
    });
    expect(reuse.statusCode).toBe(201);
    expect(reuse.json<User>().userId).not.toBe(id);
  });

  it('never deletes or demotes the last Administrator', async () => {
    const adminId = await idOf('administrator');
    const path = `/users/${adminId}`;
    const demote = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { name: 'administrator', roleId: 2 },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      error: { message: 'The last Administrator cannot be deleted or demoted.' },
    });
    const remove = await server.api({ method: 'DELETE', path, role: 'Administrator' });
    expect(remove.statusCode).toBe(409);
    expect(errorOf(remove)).toBe('The last Administrator cannot be deleted or demoted.');
    // Renaming the last Administrator while keeping the role is fine.
    const rename = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { name: 'administrator', roleId: 1 },
    });
    expect(rename.statusCode).toBe(200);

    const second = await server.api({
      method: 'POST',
      path: '/users',
      role: 'Administrator',
      payload: { name: 'deputy', password: 'deputy-pass', roleId: 1 },
    });
    const deputyId = second.json<User>().userId;
    expect(
      (
        await server.api({
          method: 'PUT',
          path,
          role: 'Administrator',
          payload: { name: 'administrator', roleId: 2 },
        })
      ).statusCode,
    ).toBe(200);
    // Now the deputy is the only one left.
    const deputyToken = (await logIn('deputy', 'deputy-pass')).json<{ accessToken: string }>()
      .accessToken;
    const deleteLast = await server.app.inject({
      method: 'DELETE',
      url: `/api/v1/inventory-system/users/${deputyId}`,
      headers: { authorization: `Bearer ${deputyToken}` },
    });
    expect(deleteLast.statusCode).toBe(409);
    expect(
      (await server.api({ method: 'GET', path: `/users/${deputyId}`, role: 'Manager' })).statusCode,
    ).toBe(403);
    const admins = await server.handle.db
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    expect(admins.map((admin) => admin.id)).toEqual([deputyId]);
  });

  it('lets only one of two Administrators demoting each other at once succeed', async () => {
    const adminId = await idOf('administrator');
    const deputy = await server.api({
      method: 'POST',
      path: '/users',
      role: 'Administrator',
      payload: { name: 'deputy', password: 'deputy-pass', roleId: 1 },
    });
    const deputyId = deputy.json<User>().userId;
    const deputyToken = (await logIn('deputy', 'deputy-pass')).json<{ accessToken: string }>()
      .accessToken;
    const [first, second] = await Promise.all([
      server.api({
        method: 'PUT',
        path: `/users/${deputyId}`,
        role: 'Administrator',
        payload: { name: 'deputy', roleId: 2 },
      }),
      server.app.inject({
        method: 'PUT',
        url: `/api/v1/inventory-system/users/${adminId}`,
        headers: { authorization: `Bearer ${deputyToken}` },
        payload: { name: 'administrator', roleId: 2 },
      }),
    ]);
    // The loser is refused either by the lock (409) or, when it starts after the winner has
    // committed, by the guard that already sees its actor demoted (403).
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await server.handle.db
      .selectFrom('users')
      .select('id')
      .where('role_id', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('changes a password: blank and short refused, older tokens retired, the new one works', async () => {
    const id = await idOf('warehouse-staff');
    const path = `/users/${id}/change-password`;
    const oldToken = await server.tokenFor('Warehouse Staff');
    const blank = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { password: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: { message: 'Password is required.' } });
    const missing = await server.api({ method: 'PUT', path, role: 'Administrator', payload: {} });
    expect(errorOf(missing)).toBe('Password is required.');
    const short = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { password: 'abc' },
    });
    expect(errorOf(short)).toBe('Password must be at least 6 characters long.');
    const byManager = await server.api({
      method: 'PUT',
      path,
      role: 'Manager',
      payload: { password: 'new-pass-1' },
    });
    expect(byManager.statusCode).toBe(403);
    // Nothing changed so far: the old token and password still work.
    expect((await logIn('warehouse-staff', TEST_PASSWORD)).statusCode).toBe(200);
    const stillValid = await server.api({
      method: 'GET',
      path: '/categories',
      role: 'Warehouse Staff',
    });
    expect(stillValid.statusCode).toBe(200);

    const changed = await server.api({
      method: 'PUT',
      path,
      role: 'Administrator',
      payload: { password: 'new-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed successfully.' });
    const retired = await server.app.inject({
      method: 'GET',
      url: '/api/v1/inventory-system/categories',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(retired.statusCode).toBe(401);
    expect((await logIn('warehouse-staff', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await logIn('warehouse-staff', 'new-pass-1')).statusCode).toBe(200);
  });

  it("retires the Administrator's own token when they change their own password", async () => {
    const id = await idOf('administrator');
    const changed = await server.api({
      method: 'PUT',
      path: `/users/${id}/change-password`,
      role: 'Administrator',
      payload: { password: 'fresh-admin-pass' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await server.api({ method: 'GET', path: '/users', role: 'Administrator' });
    expect(after.statusCode).toBe(401);
    expect((await logIn('administrator', 'fresh-admin-pass')).statusCode).toBe(200);
  });

  it('answers 404 for ids that name no user, and 403 to roles without Users', async () => {
    for (const id of MISSING_IDS) {
      for (const [method, suffix, payload] of [
        ['GET', '', undefined],
        ['PUT', '', { name: 'ghost', roleId: 5 }],
        ['DELETE', '', undefined],
        ['PUT', '/change-password', { password: 'ghost-pass' }],
      ] as const) {
        const response = await server.api({
          method,
          path: `/users/${id}${suffix}`,
          role: 'Administrator',
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${id}${suffix}`).toBe(404);
        expect(response.json()).toEqual({ error: { message: 'User not found.' } });
      }
    }
    const viewerId = await idOf('viewer');
    for (const role of ['Manager', 'Warehouse Staff', 'Editor', 'Viewer'] as const) {
      expect(
        (await server.api({ method: 'GET', path: `/users/${viewerId}`, role })).statusCode,
      ).toBe(403);
      expect(
        (await server.api({ method: 'DELETE', path: `/users/${viewerId}`, role })).statusCode,
      ).toBe(403);
    }
    expect((await listAsAdmin()).totalCount).toBe(5);
  });
});
