import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
import {
  insertItem,
  insertLot,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/** The server's local today shifted by some days, as the API writes dates. */
const dayFromToday = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

describe.each(await testEngines())('near-expiry on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let receivedBy: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    receivedBy = await userIdOf(server.handle.db, 'Warehouse Staff');
  });
  afterAll(() => server.close());

  const lot = (itemId: number, days: number, remaining = 1000) =>
    insertLot(server.handle.db, {
      itemId,
      supplierId: refs.supplierId,
      receivedBy,
      quantity: 5000,
      remaining,
      expirationDate: dayFromToday(days),
    });

  it("lists lots within their item's alert window, expired included, soonest first", async () => {
    const cheese = await insertItem(server.handle.db, refs, { name: 'Brie', alertDays: 3 });
    const bread = await insertItem(server.handle.db, refs, { name: 'Sourdough', alertDays: null });
    const herbs = await insertItem(server.handle.db, refs, { name: 'Chives', alertDays: 0 });
    const cheeseEdge = await lot(cheese, 3, 1250);
    await lot(cheese, 4);
    const cheeseExpired = await lot(cheese, -1);
    await lot(cheese, 0, 0);
    const breadEdge = await lot(bread, 7);
    await lot(bread, 8);
    const herbsToday = await lot(herbs, 0);
    await lot(herbs, 1);

    const response = await server.api({
      method: 'GET',
      path: '/receive-items/near-expiry',
      role: 'Viewer',
    });
    expect(response.statusCode).toBe(200);
    const entry = (id: number, itemId: number, name: string, days: number, remaining: number) => ({
      ID: id,
      ItemID: itemId,
      Item: { Name: name },
      ExpirationDate: dayFromToday(days),
      RemainingQuantity: remaining,
    });
    expect(response.json()).toEqual({
      nearExpiryList: [
        entry(cheeseExpired, cheese, 'Brie', -1, 1),
        entry(herbsToday, herbs, 'Chives', 0, 1),
        entry(cheeseEdge, cheese, 'Brie', 3, 1.25),
        entry(breadEdge, bread, 'Sourdough', 7, 1),
      ],
    });
  });

  it('answers an empty list with no lots near expiry, and needs a token', async () => {
    const fresh = await createTestServer(engine);
    try {
      const empty = await fresh.api({
        method: 'GET',
        path: '/receive-items/near-expiry',
        role: 'Editor',
      });
      expect(empty.json()).toEqual({ nearExpiryList: [] });
      const anonymous = await fresh.api({ method: 'GET', path: '/receive-items/near-expiry' });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
