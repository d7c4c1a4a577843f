import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/messages';
import type { RoleName } from '../../contract/roles';
import type { ImportResult } from '../../contract/schemas/imports';
import type { Item, Supplier } from '../../contract/schemas/reference';
import { ALERT_DAYS_MESSAGE } from '../../server/reference/item-request';
import { CSV_ONLY_MESSAGE } from '../../server/routes/imports';
import { SUPPLIER_MESSAGE } from '../../server/reference/suppliers';
import { testEngines } from '../support/engines';
import { createItemFixture } from '../support/items';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('CSV import on %s', (engine) => {
  let server: TestServer;
  let fixture: Awaited<ReturnType<typeof createItemFixture>>;
  let categoryName: string;
  let itemAreaName: string;

  beforeAll(async () => {
    server = await createTestServer(engine);
    fixture = await createItemFixture(server);
    categoryName = fixture.categoryName;
    itemAreaName = fixture.itemAreaName;
  });
  afterAll(() => server.close());

  function post(
    list: 'items' | 'suppliers',
    csv: string,
    options: { dryRun?: boolean; role?: RoleName } = {},
  ) {
    return server.api({
      method: 'POST',
      path: `/${list}/import${options.dryRun ? '?dryRun=true' : ''}`,
      role: options.role ?? 'Manager',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
  }

  async function items(): Promise<Item[]> {
    const response = await server.api({ method: 'GET', path: '/items', role: 'Viewer' });
    return response.json<{ items: Item[] }>().items;
  }
  const byBarcode = async (barcode: string) =>
    (await items()).find((item) => item.barcode === barcode);

  const header = 'name,barcode,category,itemArea,unit,alertDaysBeforeExpiry';

  it('previews with a dry run, then creates and updates by barcode', async () => {
    const sent = await fixture.send(
      'POST',
      '/items',
      fixture.request({ name: 'Old', barcode: 'IMP-1' }),
    );
    expect(sent.statusCode).toBe(201);
    const existing = sent.json<Item>();
    const csv = [
      header,
      `New name,IMP-1,${categoryName.toUpperCase()},${itemAreaName.toLowerCase()},box,5`,
      `Brand new,IMP-2,${categoryName},${itemAreaName},kg,`,
    ].join('\n');
    const before = await items();

    const dry = await post('items', csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json<ImportResult>()).toEqual({ created: 1, updated: 1, errors: [] });
    expect(await items()).toEqual(before);

    const done = await post('items', csv);
    expect(done.statusCode).toBe(200);
    expect(done.json<ImportResult>()).toEqual({ created: 1, updated: 1, errors: [] });
    const updated = await byBarcode('IMP-1');
    expect(updated).toMatchObject({
      itemId: existing.itemId,
      name: 'New name',
      unit: 'box',
      alertDaysBeforeExpiry: 5,
      categoryId: fixture.categoryId,
      itemAreaId: fixture.itemAreaId,
      url: existing.url,
    });
    expect(existing.url).not.toBeNull();
    expect(await byBarcode('IMP-2')).toMatchObject({
      name: 'Brand new',
      unit: 'kg',
      alertDaysBeforeExpiry: null,
      url: null,
    });
  });

  it('writes nothing when one row is wrong, and names every bad row', async () => {
    const before = await items();
    const csv = [
      header,
      `Good,IMP-10,${categoryName},${itemAreaName},kg,1`,
      `,IMP-11,${categoryName},${itemAreaName},kg,1`,
      `Lost,IMP-12,No such category,${itemAreaName},kg,x`,
      `Twin,IMP-10,${categoryName},${itemAreaName},kg,1`,
      `Gone,IMP-13,,${itemAreaName},kg,`,
    ].join('\r\n');
    const response = await post('items', csv);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>()).toEqual({
      created: 0,
      updated: 0,
      errors: [
        { row: 3, message: VALIDATION.itemNameUnitBarcodeRequired },
        { row: 4, message: 'Category "No such category" does not match any category.' },
        { row: 4, message: ALERT_DAYS_MESSAGE },
        { row: 5, message: 'The same barcode is already on row 2 of the file.' },
        { row: 6, message: VALIDATION.itemCategoryAreaRequired },
      ],
    });
    expect(await items()).toEqual(before);
    const dry = await post('items', csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json<ImportResult>()).toMatchObject({ created: 1, updated: 0 });
  });

  it('reads quoted fields, line breaks in quotes, semicolons, a BOM and any header case', async () => {
    const semicolons = [
      `\uFEFFItem Area;Name;Barcode;Category;Unit;Alert Days Before Expiry;Note`,
      `${itemAreaName};"Milk; whole, 3,5%";IMP-20;${categoryName};l;2;ignored`,
      `${itemAreaName};"Cream ""double""` + '\r\n' + `fresh";IMP-21;${categoryName};l;;`,
    ].join('\r\n');
    const response = await post('items', semicolons);
    expect(response.json<ImportResult>()).toEqual({ created: 2, updated: 0, errors: [] });
    expect((await byBarcode('IMP-20'))?.name).toBe('Milk; whole, 3,5%');
    expect((await byBarcode('IMP-21'))?.name).toBe('Cream "double"\r\nfresh');

    const commas = `${header}\n"Oats, rolled",IMP-22,"${categoryName}",${itemAreaName},"kg",\n`;
    expect((await post('items', commas)).json<ImportResult>()).toEqual({
      created: 1,
      updated: 0,
      errors: [],
    });
    expect((await byBarcode('IMP-22'))?.name).toBe('Oats, rolled');
  });

  it('refuses a file it cannot read with a clear 4xx', async () => {
    const missing = await post('items', 'name,barcode\nA,B');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: {
        message: 'The header row lacks the columns Category, Location, Unit, Alert Days.',
      },
    });
    expect((await post('items', '')).statusCode).toBe(400);
    expect((await post('items', `${header}\n`)).json()).toEqual({
      error: { message: 'The file has a header row but no rows to import.' },
    });
    const json = await server.api({
      method: 'POST',
      path: '/items/import',
      role: 'Manager',
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: { message: CSV_ONLY_MESSAGE } });
  });

  it('imports 10,000 rows in one go', async () => {
    const lines = [header];
    for (let index = 0; index < 10_000; index += 1) {
      lines.push(
        `Bulk item ${index},BULK-${index},${categoryName},${itemAreaName},pcs,${index % 30}`,
      );
    }
    const response = await post('items', lines.join('\n'));
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResult>()).toEqual({ created: 10_000, updated: 0, errors: [] });
    const { count } = await server.handle.db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('barcode', 'like', 'BULK-%')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(10_000);
  });

  it('imports suppliers, updating by name without case', async () => {
    const created = await server.api({
      method: 'POST',
      path: '/suppliers',
      role: 'Manager',
      payload: {
        name: 'Dock Foods',
        email: 'old@dock.example',
        phoneNumber: '+44 20 7946 0001',
        address: '',
      },
    });
    expect(created.statusCode).toBe(201);
    const csv = [
      'name;email;phoneNumber;address',
      'DOCK FOODS;new@dock.example;+44 20 7946 0000;"Quay 1; Berth 2"',
      'Valley Farm;valley@farm.example;+44 20 7946 0002;',
    ].join('\n');
    expect((await post('suppliers', csv, { dryRun: true })).json<ImportResult>()).toEqual({
      created: 1,
      updated: 1,
      errors: [],
    });
    expect((await post('suppliers', csv)).json<ImportResult>()).toEqual({
      created: 1,
      updated: 1,
      errors: [],
    });
    const list = await server.api({ method: 'GET', path: '/suppliers', role: 'Viewer' });
    const suppliers = list.json<{ suppliers: Supplier[] }>().suppliers;
    expect(
      suppliers.find((s) => s.SupplierId === created.json<Supplier>().SupplierId),
    ).toMatchObject({
      name: 'DOCK FOODS',
      email: 'new@dock.example',
      address: 'Quay 1; Berth 2',
    });
    expect(suppliers.find((s) => s.name === 'Valley Farm')).toMatchObject({ address: null });

    const bad = await post(
      'suppliers',
      'name,email,phoneNumber,address\nX,not-an-email,abc,\n,a@b.example,+1 555 0100,\nx,c@d.example,+1 555 0101,',
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.json<ImportResult>().errors).toEqual([
      { row: 2, message: SUPPLIER_MESSAGE.emailInvalid },
      { row: 2, message: VALIDATION.phoneInvalid },
      { row: 3, message: SUPPLIER_MESSAGE.nameRequired },
      { row: 4, message: 'The same supplier name is already on row 2 of the file.' },
    ]);
  });

  it('needs the Items page for items and the Suppliers page for suppliers', async () => {
    const csv = `${header}\nRole test,ROLE-1,${categoryName},${itemAreaName},kg,`;
    expect((await post('items', csv, { role: 'Editor' })).statusCode).toBe(403);
    expect((await post('items', csv, { role: 'Warehouse Staff', dryRun: true })).statusCode).toBe(
      200,
    );
    const suppliers = 'name,email,phoneNumber,address\nRole Co,role@co.example,+1 555 0102,';
    expect((await post('suppliers', suppliers, { role: 'Warehouse Staff' })).statusCode).toBe(403);
    const anonymous = await server.api({
      method: 'POST',
      path: '/items/import',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
