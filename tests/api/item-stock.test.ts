import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemStock } from '../../contract/schemas/item-stock';
import { testEngines } from '../support/engines';
import { insertItem, insertReferences, type StockReferences } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/** Issue 25, point 5: GET /items/{id}/stock, what the item page shows of its stock. */
describe.each(await testEngines())('item stock on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
  });
  afterAll(() => server.close());

  const stockOf = async (id: number | string) =>
    server.api({ method: 'GET', path: `/items/${id}/stock`, role: 'Viewer' });

  it('answers on hand, the open lots soonest expiry first, and receipts and waste', async () => {
    const milk = await insertItem(server.handle.db, refs, { name: 'Stock Milk', unit: 'L' });
    const received = await server.api({
      method: 'POST',
      path: '/receive-items',
      role: 'Warehouse Staff',
      payload: {
        supplierId: refs.supplierId,
        receiveItems: [
          { itemId: milk, quantity: 4, expirationDate: '2030-06-01', status: 'New' },
          { itemId: milk, quantity: 2.5, expirationDate: '2030-05-01', status: 'New' },
        ],
      },
    });
    expect(received.statusCode).toBeLessThan(300);
    const wasted = await server.api({
      method: 'POST',
      path: '/receive-items/waste',
      role: 'Warehouse Staff',
      payload: { itemId: milk, reason: 'Damaged', quantity: 1 },
    });
    expect(wasted.statusCode).toBeLessThan(300);

    const response = await stockOf(milk);
    expect(response.statusCode).toBe(200);
    const stock = response.json<ItemStock>();
    expect(stock.OnHand).toBe(5.5);
    // FEFO took the waste from the lot of May.
    expect(stock.Lots.map((lot) => [lot.ExpirationDate, lot.RemainingQuantity])).toEqual([
      ['2030-05-01', 1.5],
      ['2030-06-01', 4],
    ]);
    expect(stock.Movements[0]).toMatchObject({ Kind: 'Wasted', Quantity: -1 });
    expect(stock.Movements.map((move) => move.Kind).sort()).toEqual([
      'Received',
      'Received',
      'Wasted',
    ]);
  });

  it('answers an item with no stock, and 404 for an unknown item', async () => {
    const bare = await insertItem(server.handle.db, refs, { name: 'Stock Nothing' });
    expect((await stockOf(bare)).json()).toEqual({ OnHand: 0, Lots: [], Movements: [] });
    expect((await stockOf(999_999)).statusCode).toBe(404);
    expect((await stockOf('abc')).statusCode).toBe(404);
    expect((await server.api({ method: 'GET', path: `/items/${bare}/stock` })).statusCode).toBe(
      401,
    );
  });
});
