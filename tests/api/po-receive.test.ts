import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
import {
  expectedStockItem,
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

interface Listed {
  totalCount: number;
  poReceiveItems: { ID: number; PoId: string | null }[];
}

describe.each(await testEngines())('PO received items on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let eggs: number;
  let cream: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    eggs = await insertItem(server.handle.db, refs, { name: 'Eggs', unit: 'pcs', alertDays: 10 });
    cream = await insertItem(server.handle.db, refs, { name: 'Double Cream', unit: 'l' });
  });
  afterAll(() => server.close());

  const row = (itemId: number, quantity: unknown = '12') => ({
    itemId: String(itemId),
    quantity,
    expirationDate: '2031-01-15',
    status: 'New',
  });
  const receivePo = (payload: object, role: 'Manager' | 'Editor' | 'Viewer' = 'Manager') =>
    server.api({ method: 'POST', path: '/receive-items/PO', role, payload });

  it('receives a PO in one go and lists only PO lots under /PO', async () => {
    const plain = await server.api({
      method: 'POST',
      path: '/receive-items',
      role: 'Manager',
      payload: { supplierId: refs.supplierId, receiveItems: [row(cream, '3')] },
    });
    expect(plain.statusCode).toBe(201);

    const created = await receivePo({
      poId: ' PO-2024-17 ',
      supplierId: String(refs.supplierId),
      receiveItems: [row(eggs, '30'), row(cream, 1.5)],
    });
    expect(created.statusCode).toBe(201);
    const managerId = await userIdOf(server.handle.db, 'Manager');
    const supplier = await server.handle.db
      .selectFrom('suppliers')
      .select('name')
      .where('id', '=', refs.supplierId)
      .executeTakeFirstOrThrow();
    const body = created.json<{ poReceiveItems: { ID: number }[] }>();
    const lot = async (itemId: number, quantity: number) => ({
      ID: expect.any(Number),
      PoId: 'PO-2024-17',
      Quantity: quantity,
      RemainingQuantity: quantity,
      ExpirationDate: '2031-01-15',
      ReceivedAt: expect.any(String),
      ReceivedBy: managerId,
      Status: 'New',
      ItemID: itemId,
      Item: await expectedStockItem(server.handle.db, itemId),
      SupplierID: refs.supplierId,
      Supplier: { Name: supplier.name },
      User: { Name: 'manager' },
      UnitCost: null,
    });
    expect(body).toEqual({ poReceiveItems: [await lot(eggs, 30), await lot(cream, 1.5)] });

    const poList = await server.api({ method: 'GET', path: '/receive-items/PO', role: 'Viewer' });
    expect(poList.statusCode).toBe(200);
    const [eggLot, creamLot] = body.poReceiveItems;
    expect(poList.json()).toEqual({ totalCount: 2, poReceiveItems: [creamLot, eggLot] });

    const all = await server.api({ method: 'GET', path: '/receive-items', role: 'Viewer' });
    const allBody = all.json<{ totalCount: number; receiveItems: { PoId: string | null }[] }>();
    expect(allBody.totalCount).toBe(3);
    expect(allBody.receiveItems.map((lot) => lot.PoId)).toEqual(['PO-2024-17', 'PO-2024-17', null]);
  });

  it('searches the PO list by item name and by PO id, and pages it', async () => {
    const numeric = await receivePo({
      poId: 4455,
      supplierId: refs.supplierId,
      receiveItems: [row(eggs)],
    });
    expect(numeric.statusCode).toBe(201);
    expect(numeric.json<Listed>().poReceiveItems[0]?.PoId).toBe('4455');

    const search = async (query: string) => {
      const response = await server.api({
        method: 'GET',
        path: `/receive-items/PO${query}`,
        role: 'Editor',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<Listed>();
      return { total: body.totalCount, poIds: body.poReceiveItems.map((lot) => lot.PoId) };
    };
    expect(await search('?search=cream')).toEqual({ total: 1, poIds: ['PO-2024-17'] });
    expect(await search('?search=EGG')).toEqual({ total: 2, poIds: ['4455', 'PO-2024-17'] });
    expect(await search('?search=445')).toEqual({ total: 1, poIds: ['4455'] });
    expect(await search('?search=2024-17')).toEqual({
      total: 2,
      poIds: ['PO-2024-17', 'PO-2024-17'],
    });
    expect(await search('?page=2&pageSize=2')).toEqual({ total: 3, poIds: ['PO-2024-17'] });
  });

  it('answers PO validation messages alone and all at once', async () => {
    const before = await server.api({ method: 'GET', path: '/receive-items/PO', role: 'Viewer' });
    const single = await receivePo({
      poId: '  ',
      supplierId: refs.supplierId,
      receiveItems: [row(eggs)],
    });
    expect(single.statusCode).toBe(400);
    expect(single.json()).toEqual({ error: { message: 'PO ID is required.' } });

    const missing = await receivePo({ supplierId: refs.supplierId, receiveItems: [row(eggs)] });
    expect(missing.json()).toEqual({ error: { message: 'PO ID is required.' } });

    const several = await receivePo({
      poId: '',
      supplierId: 'x',
      receiveItems: [{ itemId: eggs, quantity: 0, expirationDate: '2031-01-15', status: 'New' }],
    });
    expect(several.statusCode).toBe(400);
    expect(several.json()).toEqual({
      error: {
        message: [
          'PO ID is required.',
          'Valid supplier is required.',
          'Valid quantity is required in row 1',
        ],
      },
    });

    const unknownItem = await receivePo({
      poId: 'PO-9',
      supplierId: refs.supplierId,
      receiveItems: [row(99999), row(eggs), row(88888)],
    });
    expect(unknownItem.statusCode).toBe(400);
    expect(unknownItem.json()).toEqual({
      error: { message: ['Item in row 1 does not exist.', 'Item in row 3 does not exist.'] },
    });

    const after = await server.api({ method: 'GET', path: '/receive-items/PO', role: 'Viewer' });
    expect(after.json<Listed>().totalCount).toBe(before.json<Listed>().totalCount);
  });

  it('needs Add Inventory to receive a PO', async () => {
    const payload = { poId: 'PO-1', supplierId: refs.supplierId, receiveItems: [row(eggs)] };
    expect((await receivePo(payload, 'Editor')).statusCode).toBe(403);
    expect((await receivePo(payload, 'Viewer')).statusCode).toBe(403);
    const staff = await server.api({
      method: 'POST',
      path: '/receive-items/PO',
      role: 'Warehouse Staff',
      payload,
    });
    expect(staff.statusCode).toBe(201);
  });
});
