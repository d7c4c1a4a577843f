import { ENDPOINTS } from '../../contract/paths';
import type { NearExpiryEntry } from '../../contract/schemas/stock';
import { apiRequest } from './http';

/**
 * An entry as it may arrive: the spec names ID, Item{Name}, ExpirationDate, RemainingQuantity;
 * another provider may leave the item's name out, so every field is read defensively.
 */
export type NearExpiryWire = Partial<Omit<NearExpiryEntry, 'Item'>> & {
  Item?: { Name?: string | null } | null;
};

/** GET /receive-items/near-expiry (spec 7): the nearExpiryList array, empty when absent. */
export async function getNearExpiryList(signal?: AbortSignal): Promise<NearExpiryWire[]> {
  const body = await apiRequest<{ nearExpiryList?: unknown } | undefined>(ENDPOINTS.nearExpiry, {
    signal,
  });
  const list = body?.nearExpiryList;
  return Array.isArray(list) ? (list as NearExpiryWire[]) : [];
}
