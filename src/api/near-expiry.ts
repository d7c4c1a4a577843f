import { ENDPOINTS } from '../../contract/paths';
import type { NearExpiryEntry, NearExpiryList } from '../../contract/schemas/stock';
import { apiJson } from './http';

/**
 * An entry as the bell and the device's saved copy hold it, every field read defensively: the
 * saved copy comes back from storage unchecked. What GET answers (NearExpiryEntry) fits it.
 */
export type NearExpiryWire = Partial<Omit<NearExpiryEntry, 'Item'>> & {
  Item?: { Name?: string | null } | null;
};

/** GET /receive-items/near-expiry (spec 7): the nearExpiryList array. */
export async function getNearExpiryList(signal?: AbortSignal): Promise<NearExpiryEntry[]> {
  return (await apiJson<NearExpiryList>(ENDPOINTS.nearExpiry, { signal })).nearExpiryList;
}
