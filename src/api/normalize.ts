import type { ItemArea, ItemAreaList } from '../../contract/schemas/reference';

/**
 * The field variants the spec itself names (spec 3 and 7), kept as facts of the spec rather than
 * fallbacks: a provider that honours the spec may send either spelling.
 */

/**
 * GET /locations answers itemArea[] or, in a variant the spec names, data[] (spec 7); an answer
 * with neither has no item areas, as before this reader was typed.
 */
export type ItemAreaListAnswer = Partial<Pick<ItemAreaList, 'itemArea'> & { data: ItemArea[] }>;

export function readItemAreaList(body: ItemAreaListAnswer): ItemArea[] {
  return body.itemArea ?? body.data ?? [];
}

/** Received lots carry POId or PoId (both spellings appear in the spec, section 3). */
export interface PoIdSpellings {
  PoId?: string | null;
  POId?: string | null;
}

export function readPoId(lot: PoIdSpellings): string | null {
  return lot.PoId ?? lot.POId ?? null;
}
