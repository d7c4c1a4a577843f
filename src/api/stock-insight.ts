import { ENDPOINTS } from '../../contract/paths';
import type { DashboardSummary, ItemLocation, LowItem } from '../../contract/schemas/stock';
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

/** GET /dashboard/summary (ours, design: Scale): every dashboard figure as server-side totals. */
export function readDashboardSummary(): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>(ENDPOINTS.dashboardSummary);
}
