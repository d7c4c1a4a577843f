import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StocktakeCount } from '../../contract/schemas/stocktakes';
import type { Transfer } from '../../contract/schemas/transfers';
import { testEngines } from '../support/engines';
import {
  closeStocktake,
  detailOf,
  freshArea,
  itemWithLots,
  lineFiguresOf,
  receiveUnits,
  startStocktake,
  stocktakeOfOneItem,
  stockOf,
  wasteUnits,
} from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';
import { insertSite } from '../support/transfer-fixtures';

const HOUR = 3_600_000;

/**
 * A count stands for the moment the item was counted on the device, not the moment it reached
 * the server: a count made offline in a cold room and sent after a delivery the dock received
 * meanwhile keeps that delivery at posting (the offline half of issue 32, row 4). The device's
 * clock is corrected by X-Device-Time.
 */
describe.each(await testEngines())('a count made offline stands for its moment on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(engine);
  });
  afterAll(() => server.close());

  /** A device clock `skew` ms off the server's, reading now. */
  const deviceNow = (skew = 0) => new Date(Date.now() + skew).toISOString();
  /** Lets the server's clock move on, so what follows is strictly later. */
  const tick = () => sleep(100);

  function sendCount(
    stocktakeId: number,
    itemId: number,
    quantity: string,
    countedAt: string | undefined,
    deviceTime?: string,
    key?: string,
  ) {
    return server.api({
      method: 'POST',
      path: `/stocktakes/${stocktakeId}/counts`,
      role: 'Warehouse Staff',
      payload: { itemId, quantity, ...(countedAt === undefined ? {} : { countedAt }) },
      headers: {
        ...(deviceTime === undefined ? {} : { 'x-device-time': deviceTime }),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    });
  }

  async function post(path: string, payload: object) {
    const response = await server.api({ method: 'POST', path, role: 'Manager', payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  }
  const lineOf = (stocktakeId: number, itemId: number) =>
    lineFiguresOf(server, stocktakeId, itemId);

  async function postOk(stocktakeId: number) {
    const posted = await closeStocktake(server, stocktakeId, 'post');
    expect(posted.statusCode, posted.body).toBe(200);
  }

  it('keeps a delivery received while the count waited on the device', async () => {
    const { area, itemId, stocktakeId: StocktakeId } = await stocktakeOfOneItem(server, 'Cream');
    await tick();
    const countedAt = deviceNow(); // counted in the cold room, offline
    await tick();
    await receiveUnits(server, area, itemId, 5); // meanwhile the dock receives 5 on another device
    await tick();
    const sent = await sendCount(StocktakeId, itemId, '4', countedAt, deviceNow());
    expect(sent.statusCode, sent.body).toBe(201);
    // The moment is the device's, moved by the send's own latency (its clock is right here).
    const delivered = await server.handle.db
      .selectFrom('lots')
      .select((eb) => eb.fn.max('received_at').as('at'))
      .where('item_id', '=', itemId)
      .executeTakeFirstOrThrow();
    expect(sent.json<StocktakeCount>().CountedAt < delivered.at).toBe(true);
    expect(await lineOf(StocktakeId, itemId)).toEqual([4, 10, -6]);
    await postOk(StocktakeId);
    // 4 counted + the 5 received after; before, the delivery was written off (stock 4).
    expect(await stockOf(server, itemId)).toBe(9000);
  });

  it('keeps waste and an order made while the count waited, taking only what the count found short', async () => {
    const { area, itemId, stocktakeId: StocktakeId } = await stocktakeOfOneItem(server, 'Yoghurt');
    await tick();
    const countedAt = deviceNow();
    await tick();
    await wasteUnits(server, itemId, 3);
    await post('/order-items', {
      departmentId: area.departmentId,
      fulfilledAt: '2030-01-01T08:00:00Z',
      orderItems: [{ itemId, quantity: 1 }],
    });
    expect((await sendCount(StocktakeId, itemId, '9', countedAt, deviceNow())).statusCode).toBe(
      201,
    );
    // Found 9 of 10, then 3 wasted: 6. The order is still pending, so it has taken nothing.
    expect(await lineOf(StocktakeId, itemId)).toEqual([9, 10, -1]);
    await postOk(StocktakeId);
    expect(await stockOf(server, itemId)).toBe(6000);
  });

  it('corrects a device clock an hour ahead, and one an hour behind', async () => {
    const area = await freshArea(server);
    const { itemId: ahead } = await itemWithLots(server, area, 'Butter', [
      { units: 10_000, expires: '2030-01-01' },
    ]);
    const { itemId: behind } = await itemWithLots(server, area, 'Cheese', [
      { units: 10_000, expires: '2030-01-01' },
    ]);
    const { StocktakeId } = await startStocktake(server, area);
    await tick();
    await wasteUnits(server, behind, 2); // before the count: the count found 8 and knew it
    await tick();
    const aheadAt = deviceNow(HOUR);
    const behindAt = deviceNow(-HOUR);
    await tick();
    await receiveUnits(server, area, ahead, 5); // after the count
    await tick();
    // Taken as the device said, an hour ahead would be later than now (the delivery counted,
    // then written off) and an hour behind before the stocktake opened (the waste counted).
    expect((await sendCount(StocktakeId, ahead, '10', aheadAt, deviceNow(HOUR))).statusCode).toBe(
      201,
    );
    expect((await sendCount(StocktakeId, behind, '8', behindAt, deviceNow(-HOUR))).statusCode).toBe(
      201,
    );
    expect(await lineOf(StocktakeId, ahead)).toEqual([10, 10, 0]);
    expect(await lineOf(StocktakeId, behind)).toEqual([8, 8, 0]);
    await postOk(StocktakeId);
    expect(await stockOf(server, ahead)).toBe(15_000);
    expect(await stockOf(server, behind)).toBe(8000);
  });

  it('takes back what a transfer sent before the count and cancelled after it returned', async () => {
    const area = await freshArea(server);
    const bar = await insertSite(server.handle.db, `Bar ${engine} ${Date.now()}`);
    const { itemId } = await itemWithLots(server, area, 'Gin', [
      { units: 10_000, expires: '2030-01-01' },
    ]);
    const { StocktakeId } = await startStocktake(server, area);
    const sent = await post('/transfers', { toSiteId: bar, lines: [{ itemId, quantity: 3 }] });
    await tick();
    const countedAt = deviceNow(); // 7 on the shelf, 3 in the van
    await tick();
    await post(`/transfers/${sent.json<Transfer>().TransferId}/cancel`, {
      reason: 'Van broke down',
    });
    expect(await stockOf(server, itemId)).toBe(10_000);
    expect((await sendCount(StocktakeId, itemId, '7', countedAt, deviceNow())).statusCode).toBe(
      201,
    );
    expect(await lineOf(StocktakeId, itemId)).toEqual([7, 7, 0]);
    await postOk(StocktakeId);
    expect(await stockOf(server, itemId)).toBe(10_000);
  });

  it('lets the earliest count stand for an item though it arrived last', async () => {
    const { area, itemId, stocktakeId: StocktakeId } = await stocktakeOfOneItem(server, 'Eggs');
    await tick();
    const offlineAt = deviceNow(); // one clerk counts the back shelf, offline
    await tick();
    await receiveUnits(server, area, itemId, 5);
    await tick();
    // The other counts the front shelf online after the delivery; the offline count comes last.
    expect((await sendCount(StocktakeId, itemId, '4', undefined)).statusCode).toBe(201);
    expect(await lineOf(StocktakeId, itemId)).toEqual([4, 15, -11]);
    expect((await sendCount(StocktakeId, itemId, '3', offlineAt, deviceNow())).statusCode).toBe(
      201,
    );
    expect(await lineOf(StocktakeId, itemId)).toEqual([7, 10, -3]);
  });

  it('keeps a moment within the stocktake and now, refuses one that is no time, and answers a repeat once', async () => {
    const area = await freshArea(server);
    const { itemId } = await itemWithLots(server, area, 'Flour', [
      { units: 10_000, expires: '2030-01-01' },
    ]);
    const stocktake = await startStocktake(server, area);
    const early = await sendCount(stocktake.StocktakeId, itemId, '1', '2020-01-01T00:00:00Z');
    expect(early.json<StocktakeCount>().CountedAt).toBe(stocktake.CreatedAt);
    const before = Date.now();
    const late = await sendCount(stocktake.StocktakeId, itemId, '1', '2099-01-01T00:00:00Z');
    const lateAt = Date.parse(late.json<StocktakeCount>().CountedAt);
    expect(lateAt).toBeGreaterThanOrEqual(before - 5);
    expect(lateAt).toBeLessThanOrEqual(Date.now());

    const counts = async () =>
      (await detailOf(server, stocktake.StocktakeId)).lines.find((l) => l.ItemID === itemId)
        ?.Counted;
    for (const countedAt of ['yesterday', '2026-13-45T99:00:00Z', '']) {
      const refused = await sendCount(stocktake.StocktakeId, itemId, '1', countedAt);
      expect(refused.statusCode, countedAt).toBe(400);
      expect(refused.json<{ error: { message: string } }>().error.message).toContain('countedAt');
    }
    // A device time that is no time leaves the moment as the device said.
    const garbled = await sendCount(stocktake.StocktakeId, itemId, '1', deviceNow(), 'soon');
    expect(garbled.statusCode).toBe(201);
    expect(await counts()).toBe(3);

    const countedAt = deviceNow();
    const first = await sendCount(stocktake.StocktakeId, itemId, '2', countedAt, deviceNow(), 'k1');
    await tick();
    const again = await sendCount(stocktake.StocktakeId, itemId, '2', countedAt, deviceNow(), 'k1');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await counts()).toBe(5);
  });
});
