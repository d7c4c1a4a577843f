import { NO_REORDERING } from '../../contract/schemas/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import type { Item } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { itemMultipart, PNG_BYTES, uniquePng, type ItemRequestStyle } from '../support/images';
import { createItemFixture, sha256, type ItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('items on %s', (engine) => {
  let server: TestServer;
  let fixture: ItemFixture;
  beforeAll(async () => {
    server = await createTestServer(engine);
    fixture = await createItemFixture(server);
  });
  afterAll(() => server.close());
  const request = (overrides?: Record<string, unknown>) => fixture.request(overrides);
  const send = (...args: Parameters<ItemFixture['send']>) => fixture.send(...args);
  const itemCount = () => fixture.itemCount();

  it('creates an item and reads it back, alone and in the list', async () => {
    const created = await send(
      'POST',
      '/items',
      request({ name: '  Whole Milk ', barcode: ' 4006381333931 ', unit: ' L ' }),
      PNG_BYTES,
    );
    expect(created.statusCode).toBe(201);
    const item = created.json<Item>();
    expect(item).toEqual({
      itemId: expect.any(Number),
      name: 'Whole Milk',
      barcode: '4006381333931',
      categoryId: fixture.categoryId,
      categoryName: 'Dairy',
      itemAreaId: fixture.itemAreaId,
      itemAreaName: 'Cold Room',
      locationName: 'Cold Room',
      unit: 'L',
      alertDaysBeforeExpiry: 3,
      ...NO_REORDERING,
      url: `${API_BASE_PATH}/images/${sha256(PNG_BYTES)}`,
      createdDate: expect.any(String),
      updatedDate: item.createdDate,
    });

    const detail = await server.api({
      method: 'GET',
      path: `/items/${item.itemId}`,
      role: 'Viewer',
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(item);

    const list = await server.api({ method: 'GET', path: '/items?search=4006381', role: 'Editor' });
    expect(list.json()).toEqual({ totalCount: 1, items: [item], cursor: expect.any(String) });
  });

  it.each<ItemRequestStyle>(['field', 'jsonField', 'file'])(
    'accepts itemRequest sent as %s with numbers as strings and empty alert days',
    async (style) => {
      const body = request({
        categoryId: String(fixture.categoryId),
        itemAreaId: ` ${fixture.itemAreaId} `,
        alertDaysBeforeExpiry: '',
      });
      const created = await send('POST', '/items', body, uniquePng(), { style });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        categoryId: fixture.categoryId,
        itemAreaId: fixture.itemAreaId,
        alertDaysBeforeExpiry: null,
      });
      const numeric = await send('POST', '/items', request({ alertDaysBeforeExpiry: '14' }));
      expect(numeric.json()).toMatchObject({ alertDaysBeforeExpiry: 14 });
    },
  );

  it('accepts the FormData a browser builds, with itemRequest as a JSON Blob', async () => {
    const form = new FormData();
    const body = request({ name: 'Oat Milk' });
    form.append('itemRequest', new Blob([JSON.stringify(body)], { type: 'application/json' }));
    form.append('image', new Blob([uniquePng()], { type: 'image/png' }), 'oat.png');
    const created = await server.api({
      method: 'POST',
      path: '/items',
      role: 'Administrator',
      payload: form,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Oat Milk', barcode: body.barcode });
  });

  it('searches by name or barcode, sorts by name and pages', async () => {
    for (const name of ['zz Yogurt', 'ZZ Butter', 'zz cream']) {
      expect((await send('POST', '/items', request({ name }))).statusCode).toBe(201);
    }
    const all = await server.api({ method: 'GET', path: '/items?search=ZZ ', role: 'Viewer' });
    const found = all.json<{ totalCount: number; items: Item[] }>();
    expect(found.totalCount).toBe(3);
    expect(found.items.map((item) => item.name)).toEqual(['ZZ Butter', 'zz cream', 'zz Yogurt']);

    const page = await server.api({
      method: 'GET',
      path: '/items?search=zz&page=2&pageSize=2',
      role: 'Viewer',
    });
    expect(page.json()).toEqual({
      totalCount: 3,
      items: [found.items[2]],
      cursor: expect.any(String),
    });

    const none = await server.api({ method: 'GET', path: '/items?search=%25', role: 'Viewer' });
    expect(none.json()).toEqual({ totalCount: 0, items: [], cursor: expect.any(String) });
  });

  it('replays a create repeated with the same Idempotency-Key and image', async () => {
    const body = request();
    const image = uniquePng();
    const headers = { 'idempotency-key': `create-${body.barcode}` };
    const post = (bytes: Buffer) => {
      const multipart = itemMultipart(body, { bytes });
      return server.api({
        method: 'POST',
        path: '/items',
        role: 'Manager',
        payload: multipart.payload,
        headers: { ...multipart.headers, ...headers },
      });
    };
    const before = await itemCount();
    const first = await post(image);
    expect(first.statusCode).toBe(201);
    const repeat = await post(image);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    const otherImage = await post(uniquePng());
    expect(otherImage.statusCode).toBe(422);
    expect(await itemCount()).toBe(before + 1);
  });

  it('updates with or without a new image', async () => {
    const item = (await send('POST', '/items', request())).json<Item>();
    const kept = await send(
      'PUT',
      `/items/${item.itemId}`,
      request({ name: 'Skimmed Milk', barcode: item.barcode, alertDaysBeforeExpiry: null }),
      null,
      { role: 'Manager' },
    );
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({
      ...item,
      name: 'Skimmed Milk',
      alertDaysBeforeExpiry: null,
      updatedDate: expect.any(String),
    });

    const photo = uniquePng();
    const replaced = await send('PUT', `/items/${item.itemId}`, request(), photo);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Item>().url).toBe(`${API_BASE_PATH}/images/${sha256(photo)}`);
    const detail = await server.api({
      method: 'GET',
      path: `/items/${item.itemId}`,
      role: 'Viewer',
    });
    expect(detail.json()).toEqual(replaced.json());
  });

  it('lets only roles with Items write, and any signed-in role read', async () => {
    const item = (await send('POST', '/items', request())).json<Item>();
    for (const role of ['Editor', 'Viewer'] as const) {
      const responses = [
        await send('POST', '/items', request(), uniquePng(), { role }),
        await send('PUT', `/items/${item.itemId}`, request(), null, { role }),
        await server.api({ method: 'DELETE', path: `/items/${item.itemId}`, role }),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    }
    expect((await server.api({ method: 'GET', path: '/items' })).statusCode).toBe(401);
    const detail = await server.api({
      method: 'GET',
      path: `/items/${item.itemId}`,
      role: 'Viewer',
    });
    expect(detail.json()).toEqual(item);
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1']) {
      const responses = [
        await server.api({ method: 'GET', path: `/items/${id}`, role: 'Viewer' }),
        await send('PUT', `/items/${id}`, request(), null),
        await server.api({ method: 'DELETE', path: `/items/${id}`, role: 'Manager' }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { message: 'Item not found.' } });
      }
    }
  });
});
