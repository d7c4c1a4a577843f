import { ENDPOINTS } from '../../contract/paths';
import type { WasteItem } from '../../contract/schemas/stock';
import { apiRequest } from './http';

export interface WasteItemList {
  totalCount: number;
  wasteItems: WasteItem[];
}

/** Every waste report (the list searches on the client, so it also works offline). */
export async function listWasteItems(): Promise<WasteItemList> {
  const body = await apiRequest<{ totalCount?: number; wasteItems?: unknown }>(
    ENDPOINTS.wasteItems,
  );
  const wasteItems = Array.isArray(body.wasteItems) ? (body.wasteItems as WasteItem[]) : [];
  return { totalCount: body.totalCount ?? wasteItems.length, wasteItems };
}
