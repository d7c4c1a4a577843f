/**
 * Item matching, the one place that says which cached items a typed text or a barcode read
 * stands for: the item picker, the items search, the camera scanner and the keyboard wedge
 * all ask here (design: Scanning). Names and barcodes match without case or accents; a code
 * also matches its other GTIN spellings (UPC-A, EAN-13 with a leading zero, GTIN-14, UPC-E).
 * One order everywhere: the typed code's items first, then names starting with the text,
 * then the rest; by name within each (the platform's collator), then by itemId.
 *
 * Each item list is indexed once (folded names and barcodes, name order), lazily and memoised
 * per array: the cached lists are replaced, never mutated, so an index never goes stale.
 */
import { gtinKeys } from './gtin';
import {
  compareItemNames,
  foldText,
  indexOf,
  nameOrder,
  searchTextOf,
  withoutSeparator,
  type MatchableItem,
  type SearchText,
} from './item-index';

export { compareItemNames, foldText, type MatchableItem } from './item-index';

/** True when two codes are the same product: equal, or one GTIN in two spellings. */
export function isSameProduct(a: string, b: string): boolean {
  if (a.trim() === b.trim()) return true;
  const keys = new Set(gtinKeys(a.trim()));
  return gtinKeys(b.trim()).some((key) => keys.has(key));
}

/**
 * Builds the search index of a list ahead of the first keystroke (at 100,000 items, folding
 * every name takes tens of milliseconds). Call it when the page is idle.
 */
export function prepareItemSearch(items: readonly MatchableItem[]): void {
  searchTextOf(indexOf(items), items);
}

/**
 * Positions of the items holding the GTIN `code` stands for, in list order. A scan, not a
 * map: a 12-14 digit barcode is compared by its padded form alone (equal to a GTIN-14 key
 * only when it is all digits), so 100,000 items take a few milliseconds and no memory.
 */
function gtinMatches(items: readonly MatchableItem[], code: string): number[] {
  const wanted = new Set(gtinKeys(code));
  if (wanted.size === 0) return [];
  const found: number[] = [];
  items.forEach((item, position) => {
    const barcode = item.barcode.trim();
    const length = barcode.length;
    const same =
      length >= 12 && length <= 14
        ? wanted.has(barcode.padStart(14, '0'))
        : length === 8 && gtinKeys(barcode).some((key) => wanted.has(key));
    if (same) found.push(position);
  });
  return found;
}

/** The item holding the GTIN `gtin` in any of its GTIN-8/12/13/14 spellings, if any. */
export function findItemByGtin<T extends MatchableItem>(
  items: readonly T[],
  gtin: string,
): T | undefined {
  const [first] = gtinMatches(items, gtin.trim());
  return first === undefined ? undefined : items[first];
}

/**
 * The item a scanned or typed code (trimmed) stands for: its exact barcode first, else the
 * same GTIN in another spelling; undefined when unknown.
 */
export function findItemByCode<T extends MatchableItem>(
  items: readonly T[],
  code: string,
): T | undefined {
  const wanted = code.trim();
  if (wanted === '') return undefined;
  return items.find((item) => item.barcode.trim() === wanted) ?? findItemByGtin(items, wanted);
}

const sortedLists = new WeakMap<readonly MatchableItem[], readonly MatchableItem[]>();

/** Every item in name order, the same array each time for the same list. */
export function sortItemsByName<T extends MatchableItem>(items: readonly T[]): readonly T[] {
  let sorted = sortedLists.get(items);
  if (!sorted) {
    sorted = nameOrder(indexOf(items), items).map((position) => items[position] as T);
    sortedLists.set(items, sorted);
  }
  return sorted as readonly T[];
}

/** A rank per item position; NO_MATCH for an item that does not match. */
type Ranks = Uint8Array;

const NO_MATCH = 255;

/**
 * The positions of the first `limit` matches in match order (rank, then name), without sorting
 * them all: a short sorted buffer that most candidates leave after one comparison with its
 * last. `ranks` null: every item, rank 0.
 */
function firstRanked(
  ranks: Ranks | null,
  items: readonly MatchableItem[],
  limit: number,
): number[] {
  const rankOf = (position: number) => (ranks ? (ranks[position] ?? NO_MATCH) : 0);
  const compare = (a: number, b: number) =>
    rankOf(a) - rankOf(b) || compareItemNames(items[a] as MatchableItem, items[b] as MatchableItem);
  const best: number[] = [];
  for (let position = 0; position < items.length; position += 1) {
    if (rankOf(position) === NO_MATCH) continue;
    const last = best[best.length - 1];
    if (best.length >= limit && last !== undefined && compare(position, last) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle] as number, position) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, position);
    if (best.length > limit) best.pop();
  }
  return best;
}

/**
 * Items matching `query` by name or barcode (case- and accent-insensitive substring) or by
 * the GTIN a typed code stands for, in match order, at most `limit`. An empty query answers
 * every item by name (for an unlimited read, the same array each time).
 */
export function searchItems<T extends MatchableItem>(
  items: readonly T[],
  query: string,
  limit: number = Number.POSITIVE_INFINITY,
): readonly T[] {
  const index = indexOf(items);
  const needle = foldText(query.trim());
  const wholeList = limit >= items.length;
  if (needle === '') {
    if (wholeList) return sortItemsByName(items);
    if (!index.order) return pick(items, firstRanked(null, items, limit));
    return pick(items, index.order.slice(0, limit));
  }
  const codeItems = gtinMatches(items, query.trim());
  const ranks = rankMatches(searchTextOf(index, items), withoutSeparator(needle), codeItems);
  if (!wholeList && !index.order) return pick(items, firstRanked(ranks, items, limit));
  // In name order already: taken rank by rank, each keeps it.
  const found: T[] = [];
  const order = nameOrder(index, items);
  for (let rank = 0; rank <= 2 && found.length < limit; rank += 1) {
    for (const position of order) {
      if (ranks[position] !== rank) continue;
      found.push(items[position] as T);
      if (found.length >= limit) break;
    }
  }
  return found;
}

/**
 * The item whose fields hold text offset `at`, searching on from item `from` (hits come in
 * text order): steps that double, then halves, so near hits cost a step or two.
 */
function itemAtFrom(nameStarts: Int32Array, from: number, at: number): number {
  const last = nameStarts.length - 2;
  let low = from;
  let step = 1;
  while (low + step <= last && (nameStarts[low + step] ?? 0) <= at) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step - 1, last);
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((nameStarts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * Each item's rank for `needle`: 0 for the barcode itself or an item of the typed GTIN
 * (`codeItems`, ranked 0 even when no text matches), 1 for a name starting with it, 2 for any
 * other hit in its name or barcode, NO_MATCH for none. One typed array, no object per hit: a
 * one-letter search matches most of 100,000 items.
 */
function rankMatches(search: SearchText, needle: string, codeItems: readonly number[]): Ranks {
  const { text, nameStarts, barcodeStarts } = search;
  const ranks = new Uint8Array(nameStarts.length - 1).fill(NO_MATCH);
  let position = 0;
  for (let at = needle === '' ? -1 : text.indexOf(needle); at >= 0;) {
    position = itemAtFrom(nameStarts, position, at);
    const barcodeStart = barcodeStarts[position] ?? 0;
    const next = nameStarts[position + 1] ?? text.length;
    const isBarcode =
      next - 1 - barcodeStart === needle.length && text.startsWith(needle, barcodeStart);
    ranks[position] = isBarcode ? 0 : text.startsWith(needle, nameStarts[position] ?? 0) ? 1 : 2;
    // Each item once: on from its end.
    at = text.indexOf(needle, next);
  }
  for (const code of codeItems) ranks[code] = 0;
  return ranks;
}

function pick<T>(items: readonly T[], positions: readonly number[]): T[] {
  return positions.map((position) => items[position] as T);
}
