import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP_MESSAGE, NUL_MESSAGE } from '../../server/input-guards';
import { testEngines } from '../support/engines';
import { createItemFixture, type ItemFixture } from '../support/items';
import { insertReferences, type StockReferences } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';
import { errorOf } from './reference-fixtures';

/** Inputs that once made a 500 or slipped through: each is a clear 4xx and changes nothing. */
describe.each(await testEngines())('bad input on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let items: ItemFixture;
  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    items = await createItemFixture(server);
  });
  afterAll(() => server.close());

  async function departmentCount(): Promise<number> {
    const row = await server.handle.db
      .selectFrom('departments')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('refuses a deeply nested body with an Idempotency-Key (400, not a stack overflow)', async () => {
    const before = await departmentCount();
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const response = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: `{"name":"Deep","description":"","extra":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(TOO_DEEP_MESSAGE);
    expect(await departmentCount()).toBe(before);
    // Still answering.
    const list = await server.api({ method: 'GET', path: '/departments', role: 'Viewer' });
    expect(list.statusCode).toBe(200);
  });

  it('refuses a page beyond any offset the database takes', async () => {
    for (const page of ['1000000000000', '9007199254740993', '1e300']) {
      const response = await server.api({
        method: 'GET',
        path: `/departments?page=${page}&pageSize=500`,
        role: 'Viewer',
      });
      expect(response.statusCode, page).toBe(400);
      expect(errorOf(response)).toMatch(/^page must be at most \d+\.$|^page /);
    }
    const last = await server.api({
      method: 'GET',
      path: '/departments?page=4294967&pageSize=500',
      role: 'Viewer',
    });
    expect(last.statusCode).toBe(200);
  });

  it('refuses NUL in text, in bodies, item requests and queries, and stores nothing', async () => {
    const before = await departmentCount();
    const itemsBefore = await items.itemCount();
    const created = await server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: 'Bar\u0000Room', description: '' },
    });
    expect(created.statusCode).toBe(400);
    expect(errorOf(created)).toBe(NUL_MESSAGE);
    expect(await departmentCount()).toBe(before);
    const search = await server.api({
      method: 'GET',
      path: '/departments?search=a%00b',
      role: 'Viewer',
    });
    expect(search.statusCode).toBe(400);
    const item = await items.send('POST', '/items', items.request({ name: 'Milk\u0000' }));
    expect(item.statusCode).toBe(400);
    expect(errorOf(item)).toBe(NUL_MESSAGE);
    expect(await items.itemCount()).toBe(itemsBefore);
  });

  it('takes only real date-times as fulfilledAt', async () => {
    const { id: itemId } = await server.handle.db
      .insertInto('items')
      .values({
        name: `Rice ${randomUUID()}`,
        barcode: randomUUID(),
        category_id: refs.categoryId,
        item_area_id: refs.itemAreaId,
        unit: 'kg',
        alert_days: null,
        image_hash: null,
        created_at: '2024-01-01T00:00:00.000Z',
        updated_at: '2024-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = (fulfilledAt: string) =>
      server.api({
        method: 'POST',
        path: '/order-items',
        role: 'Manager',
        payload: {
          departmentId: refs.departmentId,
          fulfilledAt,
          orderItems: [{ itemId, quantity: 2 }],
        },
      });
    for (const bad of [
      '2024-02-30T10:00:00Z',
      '1',
      'March 7, 2024',
      '2024-05-01T24:30Z',
      '2024-05-01',
    ]) {
      const response = await order(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(errorOf(response)).toBe('Valid fulfillment date-time is required.');
    }
    const good = await order('2024-02-29T23:30:00+01:00');
    expect(good.statusCode).toBe(201);
    expect(good.json<{ FulfilledAt: string }>().FulfilledAt).toBe('2024-02-29T22:30:00.000Z');
  });

  it('compares names without case in every alphabet, and searches the same way', async () => {
    const create = (name: string) =>
      server.api({
        method: 'POST',
        path: '/categories',
        role: 'Manager',
        payload: { name, description: '' },
      });
    expect((await create('Éclairs')).statusCode).toBe(201);
    expect((await create('ÉCLAIRS')).statusCode).toBe(409);
    expect((await create('Σοφία')).statusCode).toBe(201);
    expect((await create('ΣΟΦΊΑ')).statusCode).toBe(409);
    const search = await server.api({
      method: 'GET',
      path: `/categories?search=${encodeURIComponent('éCLAI')}`,
      role: 'Viewer',
    });
    expect(search.json<{ categories: { name: string }[] }>().categories.map((c) => c.name)).toEqual(
      ['Éclairs'],
    );
  });

  it('marks answers with user data no-store, and images keep their long cache', async () => {
    const list = await server.api({ method: 'GET', path: '/departments', role: 'Viewer' });
    expect(list.headers['cache-control']).toBe('no-store');
    const login = await server.api({
      method: 'POST',
      path: '/login',
      payload: { name: 'viewer', password: 'wrong-password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const created = await items.send('POST', '/items', items.request());
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const url = created.json<{ url: string }>().url;
    const image = await server.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('accepts only HS256 tokens', async () => {
    const token = await server.tokenFor('Viewer');
    const [, payload = ''] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'HS512', typ: 'JWT' })).toString('base64url');
    const signature = createHmac('sha512', 'test-secret-0123456789abcdef')
      .update(`${header}.${payload}`)
      .digest('base64url');
    const response = await server.api({
      method: 'GET',
      path: '/departments',
      headers: { authorization: `Bearer ${header}.${payload}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
