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

describe.each(await testEngines())('low items on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let receivedBy: number;

  beforeAll(async () => {
    server = await createTestServer(engine, { lowStockThreshold: 5 });
    refs = await insertReferences(server.handle.db);
    receivedBy = await userIdOf(server.handle.db, 'Manager');
  });
  afterAll(() => server.close());

  const lot = (itemId: number, quantity: number, remaining = quantity) =>
    insertLot(server.handle.db, {
      itemId,
      supplierId: refs.supplierId,
      receivedBy,
      quantity,
      remaining,
      expirationDate: '2030-01-01',
    });

  it('lists items at or below the threshold, never-received and empty ones included, lowest first', async () => {
    const db = server.handle.db;
    const vanilla = await insertItem(db, refs, { name: 'Vanilla' });
    await lot(vanilla, 2000);
    await lot(vanilla, 3000);
    const cinnamon = await insertItem(db, refs, { name: 'Cinnamon' });
    await lot(cinnamon, 5001);
    const nutmeg = await insertItem(db, refs, { name: 'Nutmeg' });
    await lot(nutmeg, 10_000, 2500);
    const zest = await insertItem(db, refs, { name: 'Zest' });
    await lot(zest, 4000, 0);
    const capers = await insertItem(db, refs, { name: 'Capers' });
    const plenty = await insertItem(db, refs, { name: 'Pepper' });
    await lot(plenty, 50_000);

    const response = await server.api({ method: 'GET', path: '/low-items', role: 'Viewer' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      lowItems: [
        { Item: await expectedStockItem(db, capers), Quantity: 0 },
        { Item: await expectedStockItem(db, zest), Quantity: 0 },
        { Item: await expectedStockItem(db, nutmeg), Quantity: 2.5 },
        { Item: await expectedStockItem(db, vanilla), Quantity: 5 },
      ],
    });
  });

  it('follows the configured threshold and needs a token', async () => {
    const strict = await createTestServer(engine, { lowStockThreshold: 0 });
    try {
      const db = strict.handle.db;
      const own = await insertReferences(db);
      const empty = await insertItem(db, own, { name: 'Empty' });
      const some = await insertItem(db, own, { name: 'Some' });
      await insertLot(db, {
        itemId: some,
        supplierId: own.supplierId,
        receivedBy: await userIdOf(db, 'Viewer'),
        quantity: 1,
        expirationDate: '2030-01-01',
      });
      const response = await strict.api({ method: 'GET', path: '/low-items', role: 'Editor' });
      expect(response.json()).toEqual({
        lowItems: [{ Item: await expectedStockItem(db, empty), Quantity: 0 }],
      });
      const anonymous = await strict.api({ method: 'GET', path: '/low-items' });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
