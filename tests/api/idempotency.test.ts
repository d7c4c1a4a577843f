import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../contract/messages';
import { testEngines } from '../support/engines';
import { createTestServer, type TestServer } from '../support/test-server';
import type { RoleName } from '../../contract/roles';

describe.each(await testEngines())('Idempotency-Key on POST /departments on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  const post = (key: string, payload: object, role: RoleName = 'Manager') =>
    server.api({
      method: 'POST',
      path: '/departments',
      role,
      headers: { 'idempotency-key': key },
      payload,
    });

  async function countNamed(name: string): Promise<number> {
    const rows = await server.handle.db
      .selectFrom('departments')
      .select('id')
      .where('name', '=', name)
      .execute();
    return rows.length;
  }

  it('answers a repeat with the first response and writes once', async () => {
    const key = randomUUID();
    const first = await post(key, { name: 'Kitchen', description: 'Hot line' });
    const second = await post(key, { name: 'Kitchen', description: 'Hot line' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.json()).toEqual(first.json());
    expect(await countNamed('Kitchen')).toBe(1);
  });

  it('compares bodies regardless of key order', async () => {
    const key = randomUUID();
    const first = await post(key, { name: 'Scullery', description: '' });
    const second = await post(key, { description: '', name: 'Scullery' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await countNamed('Scullery')).toBe(1);
  });

  it('refuses the same key with another body with a 422 and writes nothing', async () => {
    const key = randomUUID();
    await post(key, { name: 'Bar', description: '' });
    const other = await post(key, { name: 'Pastry', description: '' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: { message: SERVER_MESSAGE.idempotencyMismatch } });
    expect(await countNamed('Pastry')).toBe(0);
  });

  it('scopes keys to the user', async () => {
    const key = randomUUID();
    const manager = await post(key, { name: 'Banquets', description: '' }, 'Manager');
    const admin = await post(key, { name: 'Housekeeping', description: '' }, 'Administrator');
    expect(manager.statusCode).toBe(201);
    expect(admin.statusCode).toBe(201);
    expect(admin.headers['idempotent-replayed']).toBeUndefined();
    expect(await countNamed('Banquets')).toBe(1);
    expect(await countNamed('Housekeeping')).toBe(1);
  });

  it('keeps and replays a 4xx answer, even after the conflict is gone', async () => {
    const key = randomUUID();
    await post(randomUUID(), { name: 'Laundry', description: '' });
    const taken = await post(key, { name: 'laundry', description: '' });
    expect(taken.statusCode).toBe(409);

    await server.handle.db.deleteFrom('departments').where('name', '=', 'Laundry').execute();
    const again = await post(key, { name: 'laundry', description: '' });
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(taken.json());
    expect(await countNamed('laundry')).toBe(0);
  });

  it('replays a kept 400 answer', async () => {
    const key = randomUUID();
    const blank = await post(key, { name: '  ', description: '' });
    const again = await post(key, { name: '  ', description: '' });
    expect(blank.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual({ error: { message: 'Name is required.' } });
  });

  it('never writes twice for two identical requests at once', async () => {
    const key = randomUUID();
    const body = { name: 'Room Service', description: '' };
    const answers = await Promise.all([post(key, body), post(key, body)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(201);
    const late = answers.find(
      (answer) => answer.statusCode !== 201 || answer.headers['idempotent-replayed'],
    );
    expect(late).toBeDefined();
    if (late?.statusCode === 409) {
      expect(late.json()).toEqual({ error: { message: SERVER_MESSAGE.idempotencyInFlight } });
    } else {
      expect(late?.json()).toEqual(answers.find((answer) => answer !== late)?.json());
    }
    expect(await countNamed('Room Service')).toBe(1);
  });

  it('refuses a key longer than 200 characters or blank, and writes nothing', async () => {
    const long = await post('k'.repeat(201), { name: 'Long Key', description: '' });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ error: { message: string } }>().error.message).toMatch(/Idempotency-Key/);
    const blank = await post('   ', { name: 'Long Key', description: '' });
    expect(blank.statusCode).toBe(400);
    expect(await countNamed('Long Key')).toBe(0);
    const longest = await post('k'.repeat(200), { name: 'Long Key', description: '' });
    expect(longest.statusCode).toBe(201);
  });

  it('lets login through untouched, with or without a key', async () => {
    const key = randomUUID();
    const login = () =>
      server.api({
        method: 'POST',
        path: '/login',
        headers: { 'idempotency-key': key },
        payload: { name: 'viewer', password: 'secret-pass' },
      });
    const first = await login();
    const second = await login();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not touch requests without a key', async () => {
    const body = { name: 'Terrace', description: '' };
    expect((await post('', body)).statusCode).toBe(400);
    const plain = () =>
      server.api({ method: 'POST', path: '/departments', role: 'Manager', payload: body });
    expect((await plain()).statusCode).toBe(201);
    expect((await plain()).statusCode).toBe(409);
  });
});
