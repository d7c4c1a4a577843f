import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainDecimalMessage } from '../../server/plain-numbers';
import { testEngines } from '../support/engines';
import { insertReferences, type StockReferences } from '../support/stock-fixtures';
import { itemWithLots, startStocktake } from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/** Values schema coercion used to turn into numbers (issue 21, row 9). */
const LOOSE: readonly unknown[] = ['0x10', '0b11', '1e2', true, [7], ' 0x1F ', ' 7 ', 'Infinity'];

describe.each(await testEngines())('plain decimal numbers in bodies on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let itemId: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    ({ itemId } = await itemWithLots(server, refs, 'Flour', [
      { units: 5000, expires: '2030-01-01' },
    ]));
  });
  afterAll(() => server.close());

  const lotCount = async () =>
    (await server.handle.db.selectFrom('lots').select('id').execute()).length;

  function receive(row: Record<string, unknown>, supplierId: unknown = refs.supplierId) {
    return server.api({
      method: 'POST',
      path: '/receive-items',
      role: 'Manager',
      payload: {
        supplierId,
        receiveItems: [{ itemId, quantity: '2', expirationDate: '2030-01-01', ...row }],
      },
    });
  }

  it('refuses hex, binary, exponents, booleans, arrays and padded strings as a quantity', async () => {
    const before = await lotCount();
    for (const quantity of LOOSE) {
      const response = await receive({ quantity });
      expect(response.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(response.json()).toEqual({
        error: { message: plainDecimalMessage('receiveItems[0].quantity') },
      });
    }
    expect(await lotCount()).toBe(before);
  });

  it('refuses the same in ids', async () => {
    const before = await lotCount();
    for (const loose of LOOSE) {
      const row = await receive({ itemId: loose });
      expect(row.statusCode, JSON.stringify(loose)).toBe(400);
      expect(row.json()).toEqual({
        error: { message: plainDecimalMessage('receiveItems[0].itemId') },
      });
      const supplier = await receive({}, loose);
      expect(supplier.statusCode, JSON.stringify(loose)).toBe(400);
      expect(supplier.json()).toEqual({ error: { message: plainDecimalMessage('supplierId') } });
    }
    expect(await lotCount()).toBe(before);
  });

  it('refuses them in stocktake counts and area lists, and takes plain decimals', async () => {
    const { StocktakeId } = await startStocktake(server, refs);
    for (const quantity of LOOSE) {
      const response = await server.api({
        method: 'POST',
        path: `/stocktakes/${StocktakeId}/counts`,
        role: 'Warehouse Staff',
        payload: { itemId, quantity },
      });
      expect(response.statusCode, JSON.stringify(quantity)).toBe(400);
      expect(response.json()).toEqual({ error: { message: plainDecimalMessage('quantity') } });
    }
    const counts = await server.handle.db
      .selectFrom('stocktake_counts')
      .select('id')
      .where('stocktake_id', '=', StocktakeId)
      .execute();
    expect(counts).toEqual([]);
    const areas = await server.api({
      method: 'POST',
      path: '/stocktakes',
      role: 'Warehouse Staff',
      payload: { name: 'Hex areas', itemAreaIds: [`0x${refs.itemAreaId.toString(16)}`] },
    });
    expect(areas.statusCode).toBe(400);
    expect(areas.json()).toEqual({ error: { message: plainDecimalMessage('itemAreaIds[0]') } });

    for (const quantity of [2.5, '2.5', 3, '3']) {
      const response = await server.api({
        method: 'POST',
        path: `/stocktakes/${StocktakeId}/counts`,
        role: 'Warehouse Staff',
        payload: { itemId: String(itemId), quantity },
      });
      expect(response.statusCode, JSON.stringify(quantity)).toBe(201);
    }
  });
});
