import { ENDPOINTS } from '../../contract/paths';
import type { WasteItemList } from '../../contract/schemas/stock';
import { apiJson } from './http';

/** Every waste report (the list searches on the client, so it also works offline). */
export function listWasteItems(): Promise<WasteItemList> {
  return apiJson<WasteItemList>(ENDPOINTS.wasteItems);
}
