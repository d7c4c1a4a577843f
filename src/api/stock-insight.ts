import { ENDPOINTS } from '../../contract/paths';
import type {
  DashboardSummary,
  ItemLocationList,
  LowItem,
  LowItemList,
} from '../../contract/schemas/stock';
import type { SiteScope } from '../lib/site-choice';
import { apiJson } from './http';

/** GET /low-items (spec 7): items at or below the server's low-stock threshold, zero included. */
export async function listLowItems(): Promise<LowItem[]> {
  return (await apiJson<LowItemList>(ENDPOINTS.lowItems)).lowItems;
}

/** GET /item-locations (spec 7): every item with its zone, speed class and remaining quantity. */
export function listItemLocations(): Promise<ItemLocationList> {
  return apiJson<ItemLocationList>(ENDPOINTS.itemLocations);
}

/** GET /dashboard/summary (ours, design: Scale): every dashboard figure as server-side totals. */
export function readDashboardSummary(
  /** `all`: every site added up (Administrator, Manager); by default the chosen site. */
  site?: SiteScope,
): Promise<DashboardSummary> {
  return apiJson<DashboardSummary>(ENDPOINTS.dashboardSummary, { site });
}
