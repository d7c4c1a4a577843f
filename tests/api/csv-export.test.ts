import Papa from 'papaparse';
import { guardFormula } from '../../server/export/csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import { testEngines } from '../support/engines';
import {
  insertItem,
  insertLot,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

type Json = Record<string, unknown>;

/** Reads a path of a JSON row, e.g. 'Item.Name'. */
function at(row: Json, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Json | null)?.[key], row);
}

/** Cells as the CSV carries them: text as is, null as an empty cell. */
function asCell(value: unknown): string {
  if (value === null) return '';
  // Text that would start a formula is guarded (OWASP); numbers are written as they are.
  if (typeof value === 'string') return guardFormula(value);
  if (typeof value === 'number') return String(value);
  throw new Error(`Not a cell value: ${JSON.stringify(value)}`);
}

describe.each(await testEngines())('CSV export on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  // Awkward text: a comma, quotes, a line break and an accent.
  const AWKWARD = 'Crème "fraîche", 30%\nfull fat';

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    refs = await insertReferences(db);
    const manager = await userIdOf(db, 'Manager');
    const awkward = await insertItem(db, refs, { name: AWKWARD, alertDays: 3, unit: 'l' });
    const butter = await insertItem(db, refs, { name: 'Butter; salted', unit: 'kg' });
    await insertLot(db, {
      itemId: awkward,
      supplierId: refs.supplierId,
      receivedBy: manager,
      quantity: 2500,
      expirationDate: '2031-01-01',
    });
    await insertLot(db, {
      itemId: butter,
      supplierId: refs.supplierId,
      receivedBy: manager,
      quantity: 4000,
      expirationDate: '2031-02-01',
      poId: 'PO-7',
    });
    const wasted = await server.api({
      method: 'POST',
      path: '/receive-items/waste',
      role: 'Warehouse Staff',
      payload: { itemId: awkward, reason: 'Damaged', quantity: '0.5' },
    });
    expect(wasted.statusCode).toBe(201);
    const ordered = await server.api({
      method: 'POST',
      path: '/order-items',
      role: 'Manager',
      payload: {
        departmentId: refs.departmentId,
        fulfilledAt: '2030-01-02T09:30:00Z',
        orderItems: [
          { itemId: awkward, quantity: 1 },
          { itemId: butter, quantity: 2 },
        ],
      },
    });
    expect(ordered.statusCode).toBe(201);
  });
  afterAll(() => server.close());

  async function getCsv(path: string, role: RoleName = 'Administrator') {
    const response = await server.api({ method: 'GET', path, role });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename=".+\.csv"$/,
    );
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    // RFC 4180: every record ends with CRLF (line breaks inside quotes stay as they were).
    expect(body.endsWith('\r\n')).toBe(true);
    const parsed = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  }

  async function getJson(path: string, key: string): Promise<Json[]> {
    const response = await server.api({ method: 'GET', path, role: 'Administrator' });
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, Json[]>>()[key] ?? [];
  }

  /** The CSV of `path?query` equals the JSON list read through the screen's columns. */
  async function expectCsvMatchesList(
    path: string,
    query: string,
    key: string,
    columns: readonly (readonly [header: string, value: (row: Json) => unknown])[],
  ) {
    const rows = await getJson(`${path}?${query}`, key);
    expect(rows.length).toBeGreaterThan(0);
    const csv = await getCsv(`${path}?${query}${query ? '&' : ''}format=csv`);
    expect(csv).toEqual([
      columns.map(([header]) => header),
      ...rows.map((row) => columns.map(([, value]) => asCell(value(row)))),
    ]);
  }
  const field = (path: string) => (row: Json) => at(row, path);
  const ITEM_COLUMNS = [
    ['Name', field('name')],
    ['Category', field('categoryName')],
    ['Location', field('locationName')],
    ['Unit', field('unit')],
    ['Alert Days', field('alertDaysBeforeExpiry')],
    ['Barcode', field('barcode')],
    ['Par Level', field('parLevel')],
    ['Reorder Point', field('reorderPoint')],
    ['Pack Size', field('packSize')],
    ['Pack Name', field('packName')],
    ['Preferred Supplier', field('preferredSupplierName')],
  ] as const;

  it('exports each list with its screen columns, awkward text quoted', async () => {
    await expectCsvMatchesList('/items', '', 'items', ITEM_COLUMNS);
    await expectCsvMatchesList('/suppliers', '', 'suppliers', [
      ['Supplier Name', field('name')],
      ['Email', field('email')],
      ['Phone Number', field('phoneNumber')],
      ['Address', field('address')],
    ]);
    await expectCsvMatchesList('/categories', '', 'categories', [
      ['Category Name', field('name')],
      ['Descriptions', field('description')],
    ]);
    await expectCsvMatchesList('/departments', '', 'departments', [
      ['Department Name', field('name')],
      ['Description', field('description')],
    ]);
    await expectCsvMatchesList('/locations', '', 'itemArea', [
      ['Name', field('name')],
      ['Speed Class', field('speedClass')],
    ]);
    await expectCsvMatchesList('/users', '', 'users', [
      ['Username', field('name')],
      ['Role', field('role.RoleName')],
    ]);
    await expectCsvMatchesList('/receive-items', '', 'receiveItems', [
      ['Item', field('Item.Name')],
      ['Supplier', field('Supplier.Name')],
      ['Quantity', field('Quantity')],
      ['Unit', field('Item.Unit')],
      ['Expiration Date', field('ExpirationDate')],
      ['Received At', field('ReceivedAt')],
      ['Received By', field('User.Name')],
      ['Status', field('Status')],
      ['PO ID', field('PoId')],
    ]);
    await expectCsvMatchesList('/receive-items/PO', '', 'poReceiveItems', [
      ['PO ID', field('PoId')],
      ['Item', field('Item.Name')],
      ['Supplier', field('Supplier.Name')],
      ['Quantity', field('Quantity')],
      ['Unit', field('Item.Unit')],
      ['Expiration Date', field('ExpirationDate')],
      ['Received At', field('ReceivedAt')],
      ['Status', field('Status')],
    ]);
    await expectCsvMatchesList('/receive-items/waste', '', 'wasteItems', [
      ['Item', field('Item.Name')],
      ['Quantity', field('Quantity')],
      ['Unit', field('Item.Unit')],
      ['Reason', field('Reason')],
      ['Wasted At', field('WastedAt')],
      ['By', field('User.Name')],
    ]);
    const orderLines = (row: Json) =>
      (row.FulfillmentContent as { Quantity: number; Item: { Name: string; Unit: string } }[])
        .map((line) => `${line.Quantity} ${line.Item.Unit} ${line.Item.Name}`)
        .join('\n');
    await expectCsvMatchesList('/order-items', '', 'orderItems', [
      ['Order ID', (row) => `ORD-${String(row.ID)}`],
      ['Department', field('Department.Name')],
      ['Requested By', field('User.Name')],
      ['Request Date', field('RequestDate')],
      ['Fulfilment', field('FulfilledAt')],
      ['Items', orderLines],
      ['Status', field('Status')],
    ]);
    const items = await getCsv('/items?format=csv');
    expect(items.map((row) => row[0])).toContain(AWKWARD);
  });

  it('quotes fields as RFC 4180 says, in the raw bytes', async () => {
    const response = await server.api({
      method: 'GET',
      path: '/items?format=csv&search=fra',
      role: 'Viewer',
    });
    expect(response.body).toContain('"Crème ""fraîche"", 30%\nfull fat"');
    expect(response.body.split('\r\n')[0]).toBe(
      '\uFEFFName,Category,Location,Unit,Alert Days,Barcode,Par Level,Reorder Point,Pack Size,Pack Name,Preferred Supplier',
    );
  });

  it('honours the filters and the page of the list', async () => {
    await expectCsvMatchesList('/items', 'search=butter', 'items', ITEM_COLUMNS);
    const butterOnly = await getCsv('/items?format=csv&search=butter');
    expect(butterOnly.slice(1).map((row) => row[0])).toEqual(['Butter; salted']);
    const received = await getCsv(
      `/receive-items?format=csv&supplierId=${refs.supplierId}&expiresFrom=2031-01-15`,
    );
    expect(received.slice(1).map((row) => [row[0], row[8]])).toEqual([['Butter; salted', 'PO-7']]);
    const secondPage = await getCsv('/items?format=csv&page=2&pageSize=1');
    expect(secondPage.slice(1).map((row) => row[0])).toEqual([AWKWARD]);
  });

  it('streams a list longer than one chunk, every row once, in the list order', async () => {
    const now = new Date().toISOString();
    const names = Array.from(
      { length: 1203 },
      (_, index) => `Bulk ${String(index).padStart(4, '0')}`,
    );
    await server.handle.db
      .insertInto('departments')
      .values(names.map((name) => ({ name, description: 'x', created_at: now, updated_at: now })))
      .execute();
    const csv = await getCsv('/departments?format=csv&search=bulk');
    expect(csv.slice(1).map((row) => row[0])).toEqual(names);
  });

  it('needs a token, the Users page for users and the Orders page for orders', async () => {
    const noToken = await server.api({ method: 'GET', path: '/items?format=csv' });
    expect(noToken.statusCode).toBe(401);
    const managerUsers = await server.api({
      method: 'GET',
      path: '/users?format=csv',
      role: 'Manager',
    });
    expect(managerUsers.statusCode).toBe(403);
    const viewerOrders = await server.api({
      method: 'GET',
      path: '/order-items?format=csv',
      role: 'Viewer',
    });
    expect(viewerOrders.statusCode).toBe(403);
    const viewerItems = await getCsv('/items?format=csv', 'Viewer');
    expect(viewerItems.length).toBeGreaterThan(1);
    const badFormat = await server.api({
      method: 'GET',
      path: '/items?format=xml',
      role: 'Viewer',
    });
    expect(badFormat.statusCode).toBe(400);
  });
});
