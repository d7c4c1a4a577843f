import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
import {
  expectedStockItem,
  insertItem,
  insertLot,
  insertReferences,
  insertSupplier,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

interface ReceivedItemBody {
  ID: number;
  PoId: string | null;
  Quantity: number;
  Status: string;
  ExpirationDate: string;
  SupplierID: number;
}

describe.each(await testEngines())('received items on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let milk: number;
  let flour: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    milk = await insertItem(server.handle.db, refs, { name: 'Whole Milk', unit: 'l' });
    flour = await insertItem(server.handle.db, refs, { name: 'Flour' });
  });
  afterAll(() => server.close());

  const countLots = async () => {
    const { count } = await server.handle.db
      .selectFrom('lots')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return count;
  };

  const receive = (payload: object, role: 'Warehouse Staff' | 'Editor' = 'Warehouse Staff') =>
    server.api({ method: 'POST', path: '/receive-items', role, payload });

  it('receives rows sent as strings, stores exact quantities and lists them newest first', async () => {
    const created = await receive({
      supplierId: String(refs.supplierId),
      receiveItems: [
        { itemId: String(milk), quantity: '2.5', expirationDate: '2030-05-01', status: ' New ' },
        { itemId: flour, quantity: 2.125, expirationDate: '2030-06-01', status: 'Damaged' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const staffId = await userIdOf(server.handle.db, 'Warehouse Staff');
    const supplier = await server.handle.db
      .selectFrom('suppliers')
      .select('name')
      .where('id', '=', refs.supplierId)
      .executeTakeFirstOrThrow();
    const common = {
      PoId: null,
      ReceivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      ReceivedBy: staffId,
      SupplierID: refs.supplierId,
      Supplier: { Name: supplier.name },
      User: { Name: 'warehouse-staff' },
      UnitCost: null,
    };
    const body = created.json<{ receiveItems: ReceivedItemBody[] }>();
    expect(body).toEqual({
      receiveItems: [
        {
          ...common,
          ID: expect.any(Number),
          Quantity: 2.5,
          RemainingQuantity: 2.5,
          ExpirationDate: '2030-05-01',
          Status: 'New',
          ItemID: milk,
          Item: await expectedStockItem(server.handle.db, milk),
        },
        {
          ...common,
          ID: expect.any(Number),
          Quantity: 2.125,
          RemainingQuantity: 2.125,
          ExpirationDate: '2030-06-01',
          Status: 'Damaged',
          ItemID: flour,
          Item: await expectedStockItem(server.handle.db, flour),
        },
      ],
    });
    const stored = await server.handle.db
      .selectFrom('lots')
      .select(['quantity', 'remaining'])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { quantity: 2500, remaining: 2500 },
      { quantity: 2125, remaining: 2125 },
    ]);

    const list = await server.api({ method: 'GET', path: '/receive-items', role: 'Viewer' });
    expect(list.statusCode).toBe(200);
    const [first, second] = body.receiveItems;
    // Same received_at: the later lot id comes first.
    expect(list.json()).toEqual({ totalCount: 2, receiveItems: [second, first] });
  });

  it('answers each validation message alone as a string', async () => {
    const row = { itemId: milk, quantity: 1, expirationDate: '2030-01-01', status: 'New' };
    const cases: [object, string][] = [
      [{ receiveItems: [row] }, 'Valid supplier is required.'],
      [{ supplierId: 'abc', receiveItems: [row] }, 'Valid supplier is required.'],
      [{ supplierId: refs.supplierId, receiveItems: [] }, 'Item is required in row 1'],
      [{ supplierId: refs.supplierId }, 'Item is required in row 1'],
      [
        { supplierId: refs.supplierId, receiveItems: [{ ...row, itemId: '' }] },
        'Item is required in row 1',
      ],
      [
        { supplierId: refs.supplierId, receiveItems: [{ ...row, quantity: '0' }] },
        'Valid quantity is required in row 1',
      ],
      [
        { supplierId: refs.supplierId, receiveItems: [{ ...row, quantity: -1 }] },
        'Valid quantity is required in row 1',
      ],
      [
        { supplierId: refs.supplierId, receiveItems: [{ ...row, quantity: '2.0001' }] },
        'Valid quantity is required in row 1',
      ],
      [
        { supplierId: refs.supplierId, receiveItems: [{ ...row, quantity: 2.0001 }] },
        'Valid quantity is required in row 1',
      ],
      [
        { supplierId: refs.supplierId, receiveItems: [{ ...row, expirationDate: '2030-02-30' }] },
        'Expiration Date is required in row 1',
      ],
      [
        { supplierId: refs.supplierId, receiveItems: [{ ...row, status: '  ' }] },
        'Status is required in row 1',
      ],
    ];
    const before = await countLots();
    for (const [payload, message] of cases) {
      const response = await receive(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { message } });
    }
    expect(await countLots()).toBe(before);
  });

  it('answers several validation messages at once as an array, in the form order', async () => {
    const response = await receive({
      supplierId: '',
      receiveItems: [
        { itemId: String(milk), quantity: '1', expirationDate: '2030-01-01', status: 'New' },
        { itemId: null, quantity: '0', expirationDate: '', status: '' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        message: [
          'Valid supplier is required.',
          'Item is required in row 2',
          'Valid quantity is required in row 2',
          'Expiration Date is required in row 2',
          'Status is required in row 2',
        ],
      },
    });
  });

  it('refuses unknown suppliers and items, naming the field, and writes no row', async () => {
    const before = await countLots();
    const row = { itemId: milk, quantity: '1', expirationDate: '2030-01-01', status: 'New' };
    const unknownSupplier = await receive({ supplierId: 99999, receiveItems: [row] });
    expect(unknownSupplier.statusCode).toBe(400);
    expect(unknownSupplier.json()).toEqual({ error: { message: 'Supplier does not exist.' } });

    const unknownItem = await receive({
      supplierId: refs.supplierId,
      receiveItems: [row, { ...row, itemId: '99999' }],
    });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json()).toEqual({ error: { message: 'Item in row 2 does not exist.' } });

    // No row's item exists: the supplier still decides first (the items' read found no row).
    const nothingKnown = await receive({
      supplierId: 99999,
      receiveItems: [{ ...row, itemId: '99999' }],
    });
    expect(nothingKnown.json()).toEqual({ error: { message: 'Supplier does not exist.' } });
    const noItemKnown = await receive({
      supplierId: refs.supplierId,
      receiveItems: [{ ...row, itemId: '99999' }],
    });
    expect(noItemKnown.json()).toEqual({ error: { message: 'Item in row 1 does not exist.' } });

    const wrongType = await receive({
      supplierId: refs.supplierId,
      receiveItems: [{ ...row, quantity: {} }],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(await countLots()).toBe(before);
  });

  it('lets every role read the list but only Add Inventory roles receive', async () => {
    const row = { itemId: milk, quantity: '1', expirationDate: '2030-01-01', status: 'New' };
    const editor = await receive({ supplierId: refs.supplierId, receiveItems: [row] }, 'Editor');
    expect(editor.statusCode).toBe(403);
    const viewer = await server.api({
      method: 'POST',
      path: '/receive-items',
      role: 'Viewer',
      payload: { supplierId: refs.supplierId, receiveItems: [row] },
    });
    expect(viewer.statusCode).toBe(403);
    const anonymous = await server.api({ method: 'GET', path: '/receive-items' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['Viewer', 'Editor'] as const) {
      const list = await server.api({ method: 'GET', path: '/receive-items', role });
      expect(list.statusCode).toBe(200);
    }
  });
});

describe.each(await testEngines())('received items filters on %s', (engine) => {
  let server: TestServer;
  const ids: Record<string, number> = {};
  let refs: StockReferences;
  let otherSupplier: number;

  /** Noon of a server-local day, as stored. */
  const localNoon = (year: number, month: number, day: number) =>
    new Date(year, month - 1, day, 12).toISOString();

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    refs = await insertReferences(db);
    otherSupplier = await insertSupplier(db, 'Harbour Fish');
    const butter = await insertItem(db, refs, { name: 'Butter' });
    const salmon = await insertItem(db, refs, { name: 'Salmon' });
    const receivedBy = await userIdOf(db, 'Manager');
    const lot = (
      itemId: number,
      supplierId: number,
      day: number,
      expires: string,
      status: string,
    ) =>
      insertLot(db, {
        itemId,
        supplierId,
        receivedBy,
        quantity: 1000,
        expirationDate: expires,
        receivedAt: localNoon(2024, 3, day),
        status,
        poId: status === 'New' ? null : `PO-${day}`,
      });
    ids.a = await lot(butter, refs.supplierId, 1, '2024-04-01', 'New');
    ids.b = await lot(salmon, otherSupplier, 2, '2024-04-10', 'Damaged');
    ids.c = await lot(butter, otherSupplier, 3, '2024-05-01', 'New');
    ids.d = await lot(salmon, refs.supplierId, 4, '2024-05-20', 'New');
  });
  afterAll(() => server.close());

  const listIds = async (query: string) => {
    const response = await server.api({
      method: 'GET',
      path: `/receive-items${query}`,
      role: 'Editor',
    });
    expect(response.statusCode, query).toBe(200);
    const body = response.json<{ totalCount: number; receiveItems: { ID: number }[] }>();
    return { total: body.totalCount, ids: body.receiveItems.map((row) => row.ID) };
  };

  it('lists every lot newest first, with or without a PO', async () => {
    expect(await listIds('')).toEqual({ total: 4, ids: [ids.d, ids.c, ids.b, ids.a] });
  });

  it('filters by item name, supplier and status', async () => {
    expect(await listIds('?itemName=BUTT')).toEqual({ total: 2, ids: [ids.c, ids.a] });
    expect(await listIds(`?supplierId=${otherSupplier}`)).toEqual({
      total: 2,
      ids: [ids.c, ids.b],
    });
    expect(await listIds('?status=damaged')).toEqual({ total: 1, ids: [ids.b] });
    expect(await listIds(`?itemName=salmon&supplierId=${refs.supplierId}`)).toEqual({
      total: 1,
      ids: [ids.d],
    });
    expect(await listIds('?search=harbour')).toEqual({ total: 2, ids: [ids.c, ids.b] });
  });

  it('filters by received and expiry dates, both bounds inclusive', async () => {
    expect(await listIds('?receivedFrom=2024-03-02&receivedTo=2024-03-03')).toEqual({
      total: 2,
      ids: [ids.c, ids.b],
    });
    expect(await listIds('?receivedTo=2024-03-01')).toEqual({ total: 1, ids: [ids.a] });
    expect(await listIds('?expiresFrom=2024-04-10&expiresTo=2024-05-01')).toEqual({
      total: 2,
      ids: [ids.c, ids.b],
    });
    expect(await listIds('?expiresFrom=2024-05-21')).toEqual({ total: 0, ids: [] });
  });

  it('pages with page and pageSize, counting every match', async () => {
    expect(await listIds('?page=1&pageSize=3')).toEqual({ total: 4, ids: [ids.d, ids.c, ids.b] });
    expect(await listIds('?page=2&pageSize=3')).toEqual({ total: 4, ids: [ids.a] });
    expect(await listIds('?page=3&pageSize=3')).toEqual({ total: 4, ids: [] });
    expect(await listIds('?page=1')).toEqual({ total: 4, ids: [ids.d, ids.c, ids.b, ids.a] });
  });

  it('refuses malformed filters with a 400', async () => {
    for (const query of [
      '?receivedFrom=yesterday',
      '?page=0',
      '?supplierId=abc',
      '?expiresTo=2024-13-01',
    ]) {
      const response = await server.api({
        method: 'GET',
        path: `/receive-items${query}`,
        role: 'Editor',
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toEqual(
        expect.any(String),
      );
    }
  });
});
