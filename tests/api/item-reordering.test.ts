import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { createItemFixture, type ItemFixture } from '../support/items';
import { insertSupplier } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('Item reordering fields on %s', (engine) => {
  let server: TestServer;
  let fixture: ItemFixture;
  let supplierId: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    fixture = await createItemFixture(server);
    supplierId = await insertSupplier(server.handle.db, 'Harbour Wines');
  });
  afterAll(() => server.close());

  const reordering = {
    parLevel: '12',
    reorderPoint: 4,
    packSize: '6',
    packName: ' case ',
    preferredSupplierId: 0,
  };

  it('stores them on create and edit, and shows them in GET /items and the detail', async () => {
    const created = await fixture.send(
      'POST',
      '/items',
      fixture.request({ ...reordering, preferredSupplierId: String(supplierId) }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<Item>();
    expect(item).toMatchObject({
      parLevel: 12,
      reorderPoint: 4,
      packSize: 6,
      packName: 'case',
      preferredSupplierId: supplierId,
      preferredSupplierName: 'Harbour Wines',
    });
    const detail = await server.api({
      method: 'GET',
      path: `/items/${item.itemId}`,
      role: 'Viewer',
    });
    expect(detail.json()).toEqual(item);
    const listed = await server.api({ method: 'GET', path: '/items', role: 'Viewer' });
    expect(
      listed.json<{ items: Item[] }>().items.find((row) => row.itemId === item.itemId),
    ).toEqual(item);

    const edited = await fixture.send(
      'PUT',
      `/items/${item.itemId}`,
      fixture.request({ barcode: item.barcode, reorderPoint: '0', parLevel: 2.5, packSize: null }),
      null,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Item>()).toMatchObject({
      parLevel: 2.5,
      reorderPoint: 0,
      packSize: null,
      packName: null,
      preferredSupplierId: null,
      preferredSupplierName: null,
    });
  });

  it('answers 400 for bad values and an unknown supplier, writing nothing', async () => {
    const before = await fixture.itemCount();
    const bad = await fixture.send(
      'POST',
      '/items',
      fixture.request({
        parLevel: '3',
        reorderPoint: '-1',
        packSize: '0',
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: {
        message: [
          'reorderPoint must be a quantity of 0 or more with at most 3 decimals, or empty.',
          'packSize must be a quantity greater than 0 with at most 3 decimals, or empty.',
        ],
      },
    });
    const longName = await fixture.send(
      'POST',
      '/items',
      fixture.request({ packName: 'x'.repeat(41) }),
    );
    expect(longName.json()).toEqual({
      error: { message: 'packName must be at most 40 characters.' },
    });
    const below = await fixture.send(
      'POST',
      '/items',
      fixture.request({ parLevel: 2, reorderPoint: 4 }),
    );
    expect(below.json()).toEqual({ error: { message: 'parLevel must be at least reorderPoint.' } });
    const unknown = await fixture.send(
      'POST',
      '/items',
      fixture.request({ preferredSupplierId: 999999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: { message: 'preferredSupplierId does not match any supplier.' },
    });
    expect(await fixture.itemCount()).toBe(before);
  });

  it('exports and imports them as CSV columns; a file without them leaves them as they were', async () => {
    const barcode = `R-${engine}-1`;
    const header = 'name,barcode,category,itemArea,unit,alertDaysBeforeExpiry';
    const imported = await server.api({
      method: 'POST',
      path: '/items/import',
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: `${header},parLevel,reorderPoint,packSize,packName,preferredSupplier\nRosé,${barcode},Dairy,Cold Room,bottle,,18,6,6,case,harbour wines\n`,
    });
    expect(imported.json()).toEqual({ created: 1, updated: 0, errors: [] });
    const find = async () =>
      (await server.api({ method: 'GET', path: '/items', role: 'Viewer' }))
        .json<{ items: Item[] }>()
        .items.find((row) => row.barcode === barcode);
    expect(await find()).toMatchObject({
      parLevel: 18,
      reorderPoint: 6,
      packSize: 6,
      packName: 'case',
      preferredSupplierId: supplierId,
    });
    const plain = await server.api({
      method: 'POST',
      path: '/items/import',
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: `${header}\nRosé de Provence,${barcode},Dairy,Cold Room,bottle,\n`,
    });
    expect(plain.json()).toEqual({ created: 0, updated: 1, errors: [] });
    expect(await find()).toMatchObject({
      name: 'Rosé de Provence',
      parLevel: 18,
      packName: 'case',
    });
    const wrong = await server.api({
      method: 'POST',
      path: '/items/import',
      role: 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: `${header},preferredSupplier,parLevel\nX,${barcode},Dairy,Cold Room,bottle,,Nobody,abc\n`,
    });
    expect(wrong.json()).toEqual({
      created: 0,
      updated: 0,
      errors: [
        { row: 2, message: 'Supplier "Nobody" does not match any supplier.' },
        {
          row: 2,
          message: 'parLevel must be a quantity greater than 0 with at most 3 decimals, or empty.',
        },
      ],
    });

    const csv = await server.api({
      method: 'GET',
      path: '/items?format=csv&search=Ros',
      role: 'Viewer',
    });
    const [head, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(head).toBe(
      'Name,Category,Location,Unit,Alert Days,Barcode,Par Level,Reorder Point,Pack Size,Pack Name,Preferred Supplier',
    );
    expect(row).toBe(
      `Rosé de Provence,Dairy,Cold Room,bottle,,${barcode},18,6,6,case,Harbour Wines`,
    );
  });

  it('shows a renamed preferred supplier in the item delta', async () => {
    const items = await server.api({ method: 'GET', path: '/items', role: 'Viewer' });
    const cursor = items.json<{ cursor: string }>().cursor;
    await server.handle.db
      .updateTable('suppliers')
      .set({ name: 'Harbour Wine Co' })
      .where('id', '=', supplierId)
      .execute();
    const delta = await server.api({
      method: 'GET',
      path: `/items?since=${encodeURIComponent(cursor)}`,
      role: 'Viewer',
    });
    const changed = delta.json<{ items: Item[] }>().items;
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((item) => item.preferredSupplierName === 'Harbour Wine Co')).toBe(true);
  });
});
