import type { ItemArea } from '../../contract/schemas/reference';

/** The spec lets /locations answer itemArea[] or, in a variant, data[]. */
export function readItemAreaList(body: unknown): ItemArea[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as { itemArea?: unknown; data?: unknown };
  const list = record.itemArea ?? record.data;
  return Array.isArray(list) ? (list as ItemArea[]) : [];
}

/** Received lots carry POId or PoId (both spellings appear in the spec). */
export function readPoId(lot: { PoId?: string | null; POId?: string | null }): string | null {
  return lot.PoId ?? lot.POId ?? null;
}
