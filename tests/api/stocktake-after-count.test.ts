import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockAdjustmentList, StocktakeCount } from '../../contract/schemas/stocktakes';
import { testEngines } from '../support/engines';
import { actOnOrder, createDepartmentOrder } from '../support/order-fixtures';
import type { StockReferences } from '../support/stock-fixtures';
import {
  closeStocktake,
  countItem,
  freshArea,
  itemWithLots,
  lineFiguresOf,
  receiveUnits,
  startStocktake,
  stockOf,
  wasteUnits,
} from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Issue 32, row 4: what moves after an item is counted is not written off. Posting sets the
 * stock to the count + what was received after it − what left after it, and the variance the
 * count screen shows is the change the post makes.
 */
describe.each(await testEngines())(
  'a stocktake keeps what moved after the count on %s',
  (engine) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer(engine);
    });
    afterAll(() => server.close());

    async function orderAndConfirm(refs: StockReferences, itemId: number, quantity: number) {
      const orderId = await createDepartmentOrder(server, refs, [{ itemId, quantity }]);
      const confirm = await actOnOrder(server, orderId);
      expect(confirm.statusCode, confirm.body).toBe(200);
    }

    async function adjustmentsOf(itemId: number) {
      const response = await server.api({
        method: 'GET',
        path: `/stock-adjustments?itemId=${itemId}`,
        role: 'Manager',
      });
      expect(response.statusCode).toBe(200);
      return response.json<StockAdjustmentList>().adjustments;
    }

    const lineOf = (stocktakeId: number, itemId: number) =>
      lineFiguresOf(server, stocktakeId, itemId);

    /**
     * Posts, and checks the post changed the stock by exactly the variance the open stocktake
     * showed (no adjustment when it showed 0), and the posted stocktake still shows that line.
     */
    async function postMatchingVariance(stocktakeId: number, itemId: number) {
      const shown = await lineOf(stocktakeId, itemId);
      const before = await stockOf(server, itemId);
      const posted = await closeStocktake(server, stocktakeId, 'post');
      expect(posted.statusCode, posted.body).toBe(200);
      const variance = shown[2] ?? 0;
      expect((await stockOf(server, itemId)) - before).toBe(Math.round(variance * 1000));
      const adjustments = await adjustmentsOf(itemId);
      expect(adjustments.map((a) => [a.Counted, a.Expected, a.Quantity])).toEqual(
        variance === 0 ? [] : [shown],
      );
      expect(await lineOf(stocktakeId, itemId)).toEqual(shown);
    }

    it('an item counted at 0 and then received: the delivery is kept (no −5 adjustment)', async () => {
      const area = await freshArea(server);
      const { itemId } = await itemWithLots(server, area, 'Lemons', []);
      const { StocktakeId } = await startStocktake(server, area);
      expect((await countItem(server, StocktakeId, itemId, '0')).statusCode).toBe(201);
      await receiveUnits(server, area, itemId, 5);
      expect(await lineOf(StocktakeId, itemId)).toEqual([0, 0, 0]);
      await postMatchingVariance(StocktakeId, itemId);
      expect(await stockOf(server, itemId)).toBe(5000);
      expect(await adjustmentsOf(itemId)).toEqual([]);
    });

    it('an item counted at 10 of 10 and then 3 wasted ends at 7', async () => {
      const area = await freshArea(server);
      const { itemId } = await itemWithLots(server, area, 'Limes', [
        { units: 10_000, expires: '2030-01-01' },
      ]);
      const { StocktakeId } = await startStocktake(server, area);
      await countItem(server, StocktakeId, itemId, '10');
      await wasteUnits(server, itemId, 3);
      expect(await lineOf(StocktakeId, itemId)).toEqual([10, 10, 0]);
      await postMatchingVariance(StocktakeId, itemId);
      expect(await stockOf(server, itemId)).toBe(7000);
    });

    it('a confirmed order after the count leaves the stock at the count less the order', async () => {
      const area = await freshArea(server);
      const { itemId } = await itemWithLots(server, area, 'Onions', [
        { units: 10_000, expires: '2030-01-01' },
      ]);
      const { StocktakeId } = await startStocktake(server, area);
      await countItem(server, StocktakeId, itemId, '8');
      await orderAndConfirm(area, itemId, 2);
      expect(await lineOf(StocktakeId, itemId)).toEqual([8, 10, -2]);
      await postMatchingVariance(StocktakeId, itemId);
      expect(await stockOf(server, itemId)).toBe(6000);
    });

    it('receipts, waste and an order after the count together: count + in − out, shortfall FEFO', async () => {
      const area = await freshArea(server);
      const { itemId, lotIds } = await itemWithLots(server, area, 'Garlic', [
        { units: 6000, expires: '2030-01-01' },
        { units: 4000, expires: '2029-01-01' },
      ]);
      const { StocktakeId } = await startStocktake(server, area);
      await countItem(server, StocktakeId, itemId, '9');
      await receiveUnits(server, area, itemId, 5);
      await wasteUnits(server, itemId, 1);
      await orderAndConfirm(area, itemId, 2);
      expect(await stockOf(server, itemId)).toBe(12_000);
      expect(await lineOf(StocktakeId, itemId)).toEqual([9, 10, -1]);
      await postMatchingVariance(StocktakeId, itemId);
      // 9 counted + 5 received − 1 wasted − 2 ordered.
      expect(await stockOf(server, itemId)).toBe(11_000);
      // Waste and order took 3 of the 2029 lot; the post's 1 short finishes it, the others stay.
      const lots = await server.handle.db
        .selectFrom('lots')
        .select(['id', 'remaining'])
        .where('item_id', '=', itemId)
        .orderBy('id')
        .execute();
      expect(lots.map((lot) => lot.remaining)).toEqual([6000, 0, 5000]);
      expect(lots.slice(0, 2).map((lot) => lot.id)).toEqual(lotIds);
    });

    it('two devices counting one item at different times: the first count fixes the expected stock', async () => {
      const area = await freshArea(server);
      const { itemId } = await itemWithLots(server, area, 'Flour', [
        { units: 10_000, expires: '2030-01-01' },
      ]);
      const { StocktakeId } = await startStocktake(server, area);
      // Shelf one: 4 of the 10 on the books. A delivery of 5 arrives; shelf two then holds 5.
      await countItem(server, StocktakeId, itemId, '4', 'Warehouse Staff');
      await receiveUnits(server, area, itemId, 5);
      await countItem(server, StocktakeId, itemId, '5', 'Manager');
      expect(await lineOf(StocktakeId, itemId)).toEqual([9, 10, -1]);
      await postMatchingVariance(StocktakeId, itemId);
      expect(await stockOf(server, itemId)).toBe(14_000);
    });

    it('deleting the first count makes the next count the moment the item was counted', async () => {
      const area = await freshArea(server);
      const { itemId } = await itemWithLots(server, area, 'Sugar', [
        { units: 10_000, expires: '2030-01-01' },
      ]);
      const { StocktakeId } = await startStocktake(server, area);
      const first = await countItem(server, StocktakeId, itemId, '4');
      await receiveUnits(server, area, itemId, 5);
      await countItem(server, StocktakeId, itemId, '12', 'Manager');
      const deleted = await server.api({
        method: 'DELETE',
        path: `/stocktakes/${StocktakeId}/counts/${first.json<StocktakeCount>().CountId}`,
        role: 'Warehouse Staff',
      });
      expect(deleted.statusCode).toBe(204);
      expect(await lineOf(StocktakeId, itemId)).toEqual([12, 15, -3]);
      await postMatchingVariance(StocktakeId, itemId);
      expect(await stockOf(server, itemId)).toBe(12_000);
    });

    it('more left after the count than it found: the post takes what remains, never below 0', async () => {
      const area = await freshArea(server);
      const { itemId } = await itemWithLots(server, area, 'Yeast', [
        { units: 10_000, expires: '2030-01-01' },
      ]);
      const { StocktakeId } = await startStocktake(server, area);
      await countItem(server, StocktakeId, itemId, '3');
      await orderAndConfirm(area, itemId, 8);
      expect(await lineOf(StocktakeId, itemId)).toEqual([3, 10, -7]);
      expect((await closeStocktake(server, StocktakeId, 'post')).statusCode).toBe(200);
      expect(await stockOf(server, itemId)).toBe(0);
      expect((await adjustmentsOf(itemId)).map((a) => [a.Counted, a.Expected, a.Quantity])).toEqual(
        [[3, 10, -2]],
      );
    });

    it('a count recorded before migration 011 (no stock on hand kept) posts against the stock then', async () => {
      const area = await freshArea(server);
      const { itemId } = await itemWithLots(server, area, 'Salt', [
        { units: 10_000, expires: '2030-01-01' },
      ]);
      const { StocktakeId } = await startStocktake(server, area);
      await countItem(server, StocktakeId, itemId, '6');
      await server.handle.db
        .updateTable('stocktake_counts')
        .set({ on_hand: null })
        .where('stocktake_id', '=', StocktakeId)
        .execute();
      await receiveUnits(server, area, itemId, 2);
      expect(await lineOf(StocktakeId, itemId)).toEqual([6, 12, -6]);
      await postMatchingVariance(StocktakeId, itemId);
      expect(await stockOf(server, itemId)).toBe(6000);
    });
  },
);
