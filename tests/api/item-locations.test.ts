import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
import {
  expectedStockItem,
  insertItem,
  insertLot,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('item locations on %s', (engine) => {
  let server: TestServer;
  let ids: { anchovy: number; rice: number; beans: number };

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    const refs = await insertReferences(db);
    const dry = await db
      .insertInto('item_areas')
      .values({
        name: 'Dry Store',
        speed_class: 'Slow',
        created_at: '2024-01-01T00:00:00.000Z',
        updated_at: '2024-01-01T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dryRefs: StockReferences = { ...refs, itemAreaId: dry.id };
    const receivedBy = await userIdOf(db, 'Manager');
    const lot = (itemId: number, quantity: number, remaining = quantity) =>
      insertLot(db, {
        itemId,
        supplierId: refs.supplierId,
        receivedBy,
        quantity,
        remaining,
        expirationDate: '2030-01-01',
      });
    ids = {
      anchovy: await insertItem(db, refs, { name: 'Anchovies' }),
      rice: await insertItem(db, dryRefs, { name: 'Rice' }),
      beans: await insertItem(db, dryRefs, { name: 'Black Beans' }),
    };
    await lot(ids.anchovy, 3000, 1500);
    await lot(ids.anchovy, 2250);
    await lot(ids.rice, 25_000);
  });
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await server.api({
      method: 'GET',
      path: `/item-locations${query}`,
      role: 'Viewer',
    });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  };
  const entry = async (itemId: number, quantity: number) => ({
    ...(await expectedStockItem(server.handle.db, itemId)),
    Quantity: quantity,
  });

  it('lists every item with its location and total remaining, by name', async () => {
    expect(await list('')).toEqual({
      totalCount: 3,
      items: [await entry(ids.anchovy, 3.75), await entry(ids.beans, 0), await entry(ids.rice, 25)],
    });
  });

  it('searches by item name or location and pages', async () => {
    expect(await list('?search=dry%20store')).toEqual({
      totalCount: 2,
      items: [await entry(ids.beans, 0), await entry(ids.rice, 25)],
    });
    expect(await list('?search=ANCH')).toEqual({
      totalCount: 1,
      items: [await entry(ids.anchovy, 3.75)],
    });
    expect(await list('?page=2&pageSize=2')).toEqual({
      totalCount: 3,
      items: [await entry(ids.rice, 25)],
    });
    const anonymous = await server.api({ method: 'GET', path: '/item-locations' });
    expect(anonymous.statusCode).toBe(401);
  });
});
