import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('departments on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  it('creates, reads, lists, updates and deletes a department', async () => {
    const created = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: '  Kitchen ', description: 'Hot line' },
    });
    expect(created.statusCode).toBe(201);
    const department = created.json<{ DepartmentId: number }>();
    expect(department).toEqual({
      DepartmentId: expect.any(Number),
      name: 'Kitchen',
      description: 'Hot line',
      createdDate: expect.any(String),
      updatedDate: expect.any(String),
    });

    const list = await server.api({ method: 'GET', path: '/departments', role: 'Viewer' });
    expect(list.json()).toEqual({
      totalCount: 1,
      departments: [department],
      cursor: expect.any(String),
    });

    const detail = await server.api({
      method: 'GET',
      path: `/departments/${department.DepartmentId}`,
      role: 'Viewer',
    });
    expect(detail.json()).toEqual(department);

    const updated = await server.api({
      method: 'PUT',
      path: `/departments/${department.DepartmentId}`,
      role: 'Administrator',
      payload: { name: 'Bar', description: '', createdDate: 'ignored', DepartmentId: 999 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      DepartmentId: department.DepartmentId,
      name: 'Bar',
      description: '',
    });

    const removed = await server.api({
      method: 'DELETE',
      path: `/departments/${department.DepartmentId}`,
      role: 'Manager',
    });
    expect(removed.statusCode).toBe(204);
    const gone = await server.api({
      method: 'GET',
      path: `/departments/${department.DepartmentId}`,
      role: 'Viewer',
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: { message: 'Department not found.' } });
  });

  it('refuses a blank name, a taken name and an oversized description without writing', async () => {
    const blank = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: '   ', description: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: { message: 'Name is required.' } });

    await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: 'Pastry', description: '' },
    });
    const taken = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: 'pastry', description: '' },
    });
    expect(taken.statusCode).toBe(409);

    const huge = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: 'Huge', description: 'x'.repeat(100_000) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({
      error: { message: 'description must be at most 2000 characters.' },
    });

    const list = await server.api({ method: 'GET', path: '/departments', role: 'Viewer' });
    expect(list.json<{ totalCount: number }>().totalCount).toBe(1);
  });

  it('answers malformed JSON, no token and a forbidden role with a clear error', async () => {
    const malformed = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: { message: 'The request body is not valid JSON.' } });

    const anonymous = await server.api({ method: 'GET', path: '/departments' });
    expect(anonymous.statusCode).toBe(401);

    const editor = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Editor',
      payload: { name: 'X', description: '' },
    });
    expect(editor.statusCode).toBe(403);
  });
});
