import { ENDPOINTS } from '../../contract/paths';
import type { ItemLocation, LowItem } from '../../contract/schemas/stock';
import { apiRequest } from './http';

export interface ItemLocationList {
  totalCount: number;
  items: ItemLocation[];
}

/** GET /low-items (spec 7): items at or below the server's low-stock threshold, zero included. */
export async function listLowItems(): Promise<LowItem[]> {
  const body = await apiRequest<{ lowItems?: unknown } | undefined>(ENDPOINTS.lowItems);
  return Array.isArray(body?.lowItems) ? (body.lowItems as LowItem[]) : [];
}

/** GET /item-locations (spec 7): every item with its zone, speed class and remaining quantity. */
export async function listItemLocations(): Promise<ItemLocationList> {
  const body = await apiRequest<{ totalCount?: number; items?: unknown } | undefined>(
    ENDPOINTS.itemLocations,
  );
  const items = Array.isArray(body?.items) ? (body.items as ItemLocation[]) : [];
  return { totalCount: body?.totalCount ?? items.length, items };
}

/**
 * The totalCount of a list endpoint, asking for one row only (the dashboard's cards need the
 * count, not the rows). A provider that ignores paging still answers totalCount.
 */
async function readTotalCount(path: string): Promise<number> {
  const body = await apiRequest<{ totalCount?: unknown } | undefined>(`${path}?page=1&pageSize=1`);
  const count = Number(body?.totalCount);
  if (!Number.isFinite(count)) throw new Error(`No totalCount from ${path}`);
  return count;
}

/** Total Items card: GET /items totalCount. */
export function countItems(): Promise<number> {
  return readTotalCount(ENDPOINTS.items);
}

/** Items in Stock card: the received items count, GET /receive-items totalCount. */
export function countReceivedItems(): Promise<number> {
  return readTotalCount(ENDPOINTS.receiveItems);
}

/** Total Users card: GET /users totalCount (given to every role, design: Roles). */
export function countUsers(): Promise<number> {
  return readTotalCount(ENDPOINTS.users);
}
