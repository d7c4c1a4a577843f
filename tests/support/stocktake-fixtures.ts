import { expect } from 'vitest';
import type { RoleName } from '../../contract/roles';
import type { Stocktake, StocktakeDetail } from '../../contract/schemas/stocktakes';
import {
  insertItem,
  insertLot,
  insertReferences,
  userIdOf,
  type StockReferences,
} from './stock-fixtures';
import type { TestServer } from './test-server';

/** A fresh item area (so a stocktake's lines are this test's items only) with its references. */
export async function freshArea(server: TestServer): Promise<StockReferences> {
  return insertReferences(server.handle.db);
}

/** An item in the area with lots of these units (thousandths) and expiry dates. */
export async function itemWithLots(
  server: TestServer,
  refs: StockReferences,
  name: string,
  lots: readonly { units: number; expires: string }[],
): Promise<{ itemId: number; lotIds: number[] }> {
  const itemId = await insertItem(server.handle.db, refs, { name });
  const receivedBy = await userIdOf(server.handle.db, 'Manager');
  const lotIds: number[] = [];
  for (const lot of lots) {
    lotIds.push(
      await insertLot(server.handle.db, {
        itemId,
        supplierId: refs.supplierId,
        receivedBy,
        quantity: lot.units,
        expirationDate: lot.expires,
      }),
    );
  }
  return { itemId, lotIds };
}

export async function startStocktake(
  server: TestServer,
  refs: StockReferences,
  role: RoleName = 'Warehouse Staff',
): Promise<Stocktake> {
  const response = await server.api({
    method: 'POST',
    path: '/stocktakes',
    role,
    payload: { name: 'Cold room count', itemAreaIds: [refs.itemAreaId] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Stocktake>();
}

export function countItem(
  server: TestServer,
  stocktakeId: number,
  itemId: number,
  quantity: number | string,
  role: RoleName = 'Warehouse Staff',
  key?: string,
) {
  return server.api({
    method: 'POST',
    path: `/stocktakes/${stocktakeId}/counts`,
    role,
    payload: { itemId, quantity },
    headers: key ? { 'idempotency-key': key } : {},
  });
}

export async function detailOf(
  server: TestServer,
  stocktakeId: number,
  role: RoleName = 'Warehouse Staff',
): Promise<StocktakeDetail> {
  const response = await server.api({ method: 'GET', path: `/stocktakes/${stocktakeId}`, role });
  expect(response.statusCode).toBe(200);
  return response.json<StocktakeDetail>();
}

export function closeStocktake(
  server: TestServer,
  stocktakeId: number,
  action: 'post' | 'cancel',
  role: RoleName = 'Manager',
) {
  return server.api({ method: 'POST', path: `/stocktakes/${stocktakeId}/${action}`, role });
}

/** Remaining thousandths of an item over all its lots, read from the table. */
export async function stockOf(server: TestServer, itemId: number): Promise<number> {
  const rows = await server.handle.db
    .selectFrom('lots')
    .select('remaining')
    .where('item_id', '=', itemId)
    .execute();
  return rows.reduce((sum, row) => sum + row.remaining, 0);
}

/** A delivery of `quantity` units of the item, received at the dock by a clerk. */
export async function receiveUnits(
  server: TestServer,
  refs: StockReferences,
  itemId: number,
  quantity: number,
): Promise<void> {
  const response = await server.api({
    method: 'POST',
    path: '/receive-items',
    role: 'Warehouse Staff',
    payload: {
      supplierId: refs.supplierId,
      receiveItems: [{ itemId, quantity, expirationDate: '2031-06-01', status: 'New' }],
    },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** `quantity` units of the item reported as waste (Damaged) by a clerk. */
export async function wasteUnits(
  server: TestServer,
  itemId: number,
  quantity: number,
): Promise<void> {
  const response = await server.api({
    method: 'POST',
    path: '/receive-items/waste',
    role: 'Warehouse Staff',
    payload: { itemId, reason: 'Damaged', quantity },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** The item's line on the count screen as [Counted, Expected, Variance]. */
export async function lineFiguresOf(server: TestServer, stocktakeId: number, itemId: number) {
  const line = (await detailOf(server, stocktakeId)).lines.find((l) => l.ItemID === itemId);
  return [line?.Counted, line?.Expected, line?.Variance];
}

/** A fresh area with one item holding one lot of `units` thousandths, and a stocktake of it. */
export async function stocktakeOfOneItem(server: TestServer, name: string, units = 10_000) {
  const area = await freshArea(server);
  const { itemId } = await itemWithLots(server, area, name, [{ units, expires: '2030-01-01' }]);
  const { StocktakeId } = await startStocktake(server, area);
  return { area, itemId, stocktakeId: StocktakeId };
}
