import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE, VALIDATION } from '../../contract/messages';
import type { Item } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { multipartBody, uniquePng } from '../support/images';
import { createItemFixture, type ItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('item validation on %s', (engine) => {
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

  it('answers every validation rule with its message and writes nothing', async () => {
    const before = await itemCount();
    const cases: [unknown, Buffer | null, number, string | string[]][] = [
      [request({ name: ' ' }), uniquePng(), 400, VALIDATION.itemNameUnitBarcodeRequired],
      [request({ unit: null }), uniquePng(), 400, VALIDATION.itemNameUnitBarcodeRequired],
      [request({ barcode: undefined }), uniquePng(), 400, VALIDATION.itemNameUnitBarcodeRequired],
      [request({ categoryId: '' }), uniquePng(), 400, VALIDATION.itemCategoryAreaRequired],
      [request({ itemAreaId: 'abc' }), uniquePng(), 400, VALIDATION.itemCategoryAreaRequired],
      [request(), null, 400, VALIDATION.imageRequired],
      [
        request({ name: '', categoryId: null }),
        null,
        400,
        [
          VALIDATION.itemNameUnitBarcodeRequired,
          VALIDATION.itemCategoryAreaRequired,
          VALIDATION.imageRequired,
        ],
      ],
      [
        request({ categoryId: 999999 }),
        uniquePng(),
        400,
        'categoryId does not match any category.',
      ],
      [
        request({ itemAreaId: '999999' }),
        uniquePng(),
        400,
        'itemAreaId does not match any item area.',
      ],
      [
        request({ name: 'x'.repeat(100_000) }),
        uniquePng(),
        400,
        'name must be at most 200 characters.',
      ],
      [request({ barcode: 42 }), uniquePng(), 400, 'barcode has the wrong type.'],
      [[1, 2], uniquePng(), 400, 'itemRequest has the wrong type.'],
    ];
    for (const alertDays of [-1, 2.5, 'soon', '1e3', 3651]) {
      cases.push([
        request({ alertDaysBeforeExpiry: alertDays }),
        uniquePng(),
        400,
        'alertDaysBeforeExpiry must be a whole number of days from 0 to 3650, or empty.',
      ]);
    }
    for (const [body, image, status, message] of cases) {
      const response = await send('POST', '/items', body, image);
      expect({ body, status: response.statusCode, json: response.json() }).toEqual({
        body,
        status,
        json: { error: { message } },
      });
    }
    expect(await itemCount()).toBe(before);
  });

  it('refuses malformed itemRequest JSON, a missing part and a body that is not multipart', async () => {
    for (const style of ['field', 'jsonField', 'file'] as const) {
      const response = await send('POST', '/items', '{"name": "Milk",', uniquePng(), { style });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { message: 'The itemRequest part is not valid JSON.' },
      });
    }
    const imageOnly = await server.api({
      method: 'POST',
      path: '/items',
      role: 'Manager',
      ...multipartBody([
        { name: 'image', value: uniquePng(), filename: 'a.png', contentType: 'image/png' },
      ]),
    });
    expect(imageOnly.statusCode).toBe(400);
    expect(imageOnly.json()).toEqual({
      error: { message: 'The itemRequest part is required.' },
    });

    const image = { value: uniquePng(), filename: 'a.png', contentType: 'image/png' };
    const twoImages = await server.api({
      method: 'POST',
      path: '/items',
      role: 'Manager',
      ...multipartBody([
        { name: 'itemRequest', value: JSON.stringify(request()) },
        { name: 'image', ...image },
        { name: 'image', ...image },
      ]),
    });
    expect(twoImages.statusCode).toBe(400);
    expect(twoImages.json()).toEqual({
      error: { message: 'Send one itemRequest part and at most one image.' },
    });

    const json = await server.api({
      method: 'POST',
      path: '/items',
      role: 'Manager',
      payload: request(),
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<{ error: { message: string } }>().error.message).toMatch(
      /multipart\/form-data/,
    );

    const garbage = await server.api({
      method: 'POST',
      path: '/items',
      role: 'Manager',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="itemRequest"\r\n\r\n{"na',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ error: { message: 'The multipart body is malformed.' } });
  });

  it('keeps barcodes unique on create and update', async () => {
    const first = (await send('POST', '/items', request({ barcode: 'DUP-1' }))).json<Item>();
    const again = await send('POST', '/items', request({ barcode: ' DUP-1 ' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { message: SERVER_MESSAGE.barcodeTaken } });

    const second = (await send('POST', '/items', request({ barcode: 'DUP-2' }))).json<Item>();
    const clash = await send('PUT', `/items/${second.itemId}`, request({ barcode: 'DUP-1' }), null);
    expect(clash.statusCode).toBe(409);
    const own = await send('PUT', `/items/${first.itemId}`, request({ barcode: 'DUP-1' }), null);
    expect(own.statusCode).toBe(200);
  });

  it('updates an imported item (no image) without asking for one', async () => {
    const imported = await server.api({
      method: 'POST',
      path: '/items/import',
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: `name,barcode,category,itemArea,unit,alertDaysBeforeExpiry\nBare,NO-IMAGE,Dairy,Cold Room,kg,\n`,
    });
    expect(imported.json()).toMatchObject({ created: 1, errors: [] });
    const row = await server.handle.db
      .selectFrom('items')
      .select(['id', 'image_hash'])
      .where('barcode', '=', 'NO-IMAGE')
      .executeTakeFirstOrThrow();
    expect(row.image_hash).toBeNull();
    const response = await send(
      'PUT',
      `/items/${row.id}`,
      request({ name: 'Bare, renamed', barcode: 'NO-IMAGE' }),
      null,
    );
    expect(response.statusCode).toBe(200);
    const detail = await server.api({ method: 'GET', path: `/items/${row.id}`, role: 'Viewer' });
    expect(detail.json()).toMatchObject({ url: null, name: 'Bare, renamed' });
  });
});
