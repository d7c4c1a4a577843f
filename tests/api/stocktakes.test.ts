import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCKTAKE_TEXT, VALIDATION } from '../../contract/messages';
import type {
  StockAdjustmentList,
  StocktakeCount,
  StocktakeList,
} from '../../contract/schemas/stocktakes';
import { testEngines } from '../support/engines';
import { insertItem, type StockReferences } from '../support/stock-fixtures';
import {
  closeStocktake,
  countItem,
  detailOf,
  freshArea,
  itemWithLots,
  startStocktake,
} from '../support/stocktake-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

const messageOf = (body: string) =>
  (JSON.parse(body) as { error: { message: unknown } }).error.message;

describe.each(await testEngines())('stocktakes on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await freshArea(server);
  });
  afterAll(() => server.close());

  it('creates an open stocktake of the areas and lists stocktakes newest first, by page', async () => {
    const first = await startStocktake(server, refs);
    expect(first).toMatchObject({
      Name: 'Cold room count',
      Status: 'open',
      ItemAreaIds: [refs.itemAreaId],
      CreatedBy: 'warehouse-staff',
      PostedAt: null,
      PostedBy: null,
    });
    const second = await startStocktake(server, refs, 'Manager');
    const page = await server.api({
      method: 'GET',
      path: '/stocktakes?page=1&pageSize=1',
      role: 'Warehouse Staff',
    });
    expect(page.statusCode).toBe(200);
    const list = page.json<StocktakeList>();
    expect(list.totalCount).toBeGreaterThanOrEqual(2);
    expect(list.stocktakes.map((s) => s.StocktakeId)).toEqual([second.StocktakeId]);
    const all = (
      await server.api({ method: 'GET', path: '/stocktakes', role: 'Manager' })
    ).json<StocktakeList>();
    const ids = all.stocktakes.map((s) => s.StocktakeId);
    expect(ids.indexOf(second.StocktakeId)).toBeLessThan(ids.indexOf(first.StocktakeId));
  });

  it('refuses a blank name, no areas or an unknown area with a 400 and creates nothing', async () => {
    const before = (
      await server.api({ method: 'GET', path: '/stocktakes', role: 'Manager' })
    ).json<StocktakeList>().totalCount;
    const cases = [
      {
        payload: { name: ' ', itemAreaIds: [refs.itemAreaId] },
        message: STOCKTAKE_TEXT.nameRequired,
      },
      { payload: { name: 'A', itemAreaIds: [] }, message: STOCKTAKE_TEXT.areasRequired },
      { payload: { name: 'A', itemAreaIds: ['x'] }, message: STOCKTAKE_TEXT.areasRequired },
      { payload: { name: 'A', itemAreaIds: [999_999] }, message: STOCKTAKE_TEXT.areaUnknown },
      { payload: { name: 'A'.repeat(201), itemAreaIds: [refs.itemAreaId] }, message: null },
    ];
    for (const { payload, message } of cases) {
      const response = await server.api({
        method: 'POST',
        path: '/stocktakes',
        role: 'Manager',
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(messageOf(response.body)).toBe(message);
    }
    const after = (
      await server.api({ method: 'GET', path: '/stocktakes', role: 'Manager' })
    ).json<StocktakeList>().totalCount;
    expect(after).toBe(before);
  });

  it('answers 404 for an unknown stocktake on every route, and 401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/stocktakes/999999'],
      ['GET', '/stocktakes/abc'],
      ['POST', '/stocktakes/999999/counts'],
      ['DELETE', '/stocktakes/999999/counts/1'],
      ['POST', '/stocktakes/999999/post'],
      ['POST', '/stocktakes/999999/cancel'],
    ] as const) {
      const payload = path.endsWith('/counts') ? { itemId: 1, quantity: 1 } : undefined;
      const response = await server.api({ method, path, role: 'Manager', payload });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await server.api({ method: 'GET', path: '/stocktakes' })).statusCode).toBe(401);
  });

  it("sums several devices' counts exactly and shows counted, expected and variance per line", async () => {
    const area = await freshArea(server);
    const { itemId } = await itemWithLots(server, area, 'Butter', [
      { units: 10_000, expires: '2099-01-01' },
    ]);
    const uncounted = await insertItem(server.handle.db, area, { name: 'Cream' });
    const stocktake = await startStocktake(server, area);
    const a = await countItem(
      server,
      stocktake.StocktakeId,
      itemId,
      '0.1',
      'Warehouse Staff',
      'dev-a-1',
    );
    const b = await countItem(server, stocktake.StocktakeId, itemId, 0.2, 'Manager', 'dev-b-1');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<StocktakeCount>()).toMatchObject({
      ItemID: itemId,
      Quantity: 0.1,
      CountedBy: 'warehouse-staff',
    });
    // A replay of device A's first count (same key) is not a third count.
    const replay = await countItem(
      server,
      stocktake.StocktakeId,
      itemId,
      '0.1',
      'Warehouse Staff',
      'dev-a-1',
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json<StocktakeCount>().CountId).toBe(a.json<StocktakeCount>().CountId);
    // The same key with another body is another submission's key: refused, nothing counted.
    const reused = await countItem(
      server,
      stocktake.StocktakeId,
      itemId,
      '5',
      'Warehouse Staff',
      'dev-a-1',
    );
    expect(reused.statusCode).toBe(422);
    const detail = await detailOf(server, stocktake.StocktakeId);
    expect(
      detail.lines.map((line) => [line.Name, line.Counted, line.Expected, line.Variance]),
    ).toEqual([
      ['Butter', 0.3, 10, -9.7],
      ['Cream', null, 0, null],
    ]);
    expect(detail.lines[0]?.Counts).toHaveLength(2);
    expect(detail.lines[1]?.ItemID).toBe(uncounted);
  });

  it('refuses bad counts: quantity, unknown item and item outside the areas (400)', async () => {
    const area = await freshArea(server);
    const other = await freshArea(server);
    const inside = await insertItem(server.handle.db, area, { name: 'Eggs' });
    const outside = await insertItem(server.handle.db, other, { name: 'Flour' });
    const { StocktakeId } = await startStocktake(server, area);
    const cases: [unknown, unknown, string][] = [
      [inside, '-1', STOCKTAKE_TEXT.quantityInvalid],
      [inside, '1.2345', STOCKTAKE_TEXT.quantityInvalid],
      [inside, 'ten', STOCKTAKE_TEXT.quantityInvalid],
      [null, '1', VALIDATION.wasteItemRequired],
      [999_999, '1', 'Item does not exist.'],
      [outside, '1', STOCKTAKE_TEXT.itemNotInAreas],
    ];
    for (const [itemId, quantity, message] of cases) {
      const response = await server.api({
        method: 'POST',
        path: `/stocktakes/${StocktakeId}/counts`,
        role: 'Warehouse Staff',
        payload: { itemId, quantity },
      });
      expect(response.statusCode, `${String(itemId)} ${String(quantity)}`).toBe(400);
      expect(messageOf(response.body)).toBe(message);
    }
    expect((await countItem(server, StocktakeId, inside, '0')).statusCode).toBe(201);
    expect((await detailOf(server, StocktakeId)).lines[0]?.Counted).toBe(0);
    // A counted item stays: deleting it is a 409 naming what refers to it, never a 500.
    const deleted = await server.api({
      method: 'DELETE',
      path: `/items/${inside}`,
      role: 'Manager',
    });
    expect(deleted.statusCode).toBe(409);
    expect(messageOf(deleted.body)).toContain('stocktake counts');
  });

  it('deletes only your own count while open (204, 403, 404), then 409 once closed', async () => {
    const area = await freshArea(server);
    const itemId = await insertItem(server.handle.db, area, { name: 'Ham' });
    const { StocktakeId } = await startStocktake(server, area);
    const mine = (await countItem(server, StocktakeId, itemId, 3)).json<StocktakeCount>();
    const theirs = (
      await countItem(server, StocktakeId, itemId, 4, 'Manager')
    ).json<StocktakeCount>();
    const del = (countId: number, role: 'Warehouse Staff' | 'Manager' = 'Warehouse Staff') =>
      server.api({ method: 'DELETE', path: `/stocktakes/${StocktakeId}/counts/${countId}`, role });
    for (const role of ['Editor', 'Viewer'] as const) {
      const path = `/stocktakes/${StocktakeId}/counts/${mine.CountId}`;
      expect((await server.api({ method: 'DELETE', path, role })).statusCode).toBe(403);
    }
    const refused = await del(theirs.CountId);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused.body)).toBe(STOCKTAKE_TEXT.notOwnCount);
    expect((await del(mine.CountId)).statusCode).toBe(204);
    expect((await del(mine.CountId)).statusCode).toBe(404);
    expect((await detailOf(server, StocktakeId)).lines[0]?.Counted).toBe(4);
    expect((await closeStocktake(server, StocktakeId, 'cancel')).statusCode).toBe(200);
    const late = await del(theirs.CountId, 'Manager');
    expect(late.statusCode).toBe(409);
    expect(messageOf(late.body)).toBe(STOCKTAKE_TEXT.closed('cancelled'));
  });

  it('cancels without changing stock; a closed stocktake refuses counts, post and cancel (409)', async () => {
    const area = await freshArea(server);
    const { itemId } = await itemWithLots(server, area, 'Jam', [
      { units: 5000, expires: '2099-01-01' },
    ]);
    const { StocktakeId } = await startStocktake(server, area);
    await countItem(server, StocktakeId, itemId, 1);
    const staff = await closeStocktake(server, StocktakeId, 'cancel', 'Warehouse Staff');
    expect(staff.statusCode).toBe(403);
    const cancelled = await closeStocktake(server, StocktakeId, 'cancel', 'Administrator');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ Status: 'cancelled', PostedBy: 'administrator' });
    expect((await detailOf(server, StocktakeId)).lines[0]?.Expected).toBe(5);
    for (const response of [
      await countItem(server, StocktakeId, itemId, 1),
      await closeStocktake(server, StocktakeId, 'post'),
      await closeStocktake(server, StocktakeId, 'cancel'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(messageOf(response.body)).toBe(STOCKTAKE_TEXT.closed('cancelled'));
    }
    const adjustments = await server.api({
      method: 'GET',
      path: `/stock-adjustments?itemId=${itemId}`,
      role: 'Warehouse Staff',
    });
    expect(adjustments.json<StockAdjustmentList>().totalCount).toBe(0);
  });
});
