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

export interface MatchableItem {
  itemId: number;
  name: string;
  barcode: string;
}

const ASCII = /^[\x20-\x7e]*$/;

/** Lower case without accents, so 'creme' finds 'Crème' and 'MILK' finds 'Whole Milk'. */
export function foldText(text: string): string {
  // Most names are plain ASCII: skip the Unicode normalisation for them (100,000 items).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

// One collator: far cheaper than localeCompare per comparison, with the same order.
const byName = new Intl.Collator().compare;

/** The items' order: by name with the platform's collator, then by itemId. */
export function compareItemNames(a: MatchableItem, b: MatchableItem): number {
  return byName(a.name, b.name) || a.itemId - b.itemId;
}

/** True when two codes are the same product: equal, or one GTIN in two spellings. */
export function isSameProduct(a: string, b: string): boolean {
  if (a.trim() === b.trim()) return true;
  const keys = new Set(gtinKeys(a.trim()));
  return gtinKeys(b.trim()).some((key) => keys.has(key));
}

interface ItemIndex {
  /** Folded names and barcodes, built by the first search (opening the picker needs none). */
  folded: { names: readonly string[]; barcodes: readonly string[] } | null;
  /** Built on first use by a whole-list read (the items list): positions in name order. */
  order: readonly number[] | null;
}

const indexes = new WeakMap<readonly MatchableItem[], ItemIndex>();

function indexOf(items: readonly MatchableItem[]): ItemIndex {
  let index = indexes.get(items);
  if (!index) {
    index = { folded: null, order: null };
    indexes.set(items, index);
  }
  return index;
}

function foldedOf(index: ItemIndex, items: readonly MatchableItem[]) {
  index.folded ??= {
    names: items.map((item) => foldText(item.name)),
    barcodes: items.map((item) => foldText(item.barcode.trim())),
  };
  return index.folded;
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

function nameOrder(index: ItemIndex, items: readonly MatchableItem[]): readonly number[] {
  if (!index.order) {
    index.order = items
      .map((_, position) => position)
      .sort((a, b) => compareItemNames(items[a] as MatchableItem, items[b] as MatchableItem));
  }
  return index.order;
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

interface Ranked {
  rank: number;
  position: number;
}

/**
 * The first `limit` candidates in match order, without sorting the whole list: a short sorted
 * buffer that most candidates leave after one comparison with its last.
 */
function firstRanked(
  candidates: Iterable<Ranked>,
  items: readonly MatchableItem[],
  limit: number,
): number[] {
  const compare = (a: Ranked, b: Ranked) =>
    a.rank - b.rank ||
    compareItemNames(items[a.position] as MatchableItem, items[b.position] as MatchableItem);
  const best: Ranked[] = [];
  for (const candidate of candidates) {
    const last = best[best.length - 1];
    if (best.length >= limit && last && compare(candidate, last) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle] as Ranked, candidate) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map((entry) => entry.position);
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
    if (!index.order) return pick(items, firstRanked(allPositions(items), items, limit));
    return pick(items, index.order.slice(0, limit));
  }
  const codeItems = new Set(gtinMatches(items, query.trim()));
  const { names, barcodes } = foldedOf(index, items);
  const rankOf = (position: number): number | null => {
    const name = names[position] ?? '';
    const barcode = barcodes[position] ?? '';
    if (barcode === needle || codeItems.has(position)) return 0;
    if (name.startsWith(needle)) return 1;
    return name.includes(needle) || barcode.includes(needle) ? 2 : null;
  };
  if (!wholeList && !index.order) {
    return pick(items, firstRanked(rankedPositions(items, rankOf), items, limit));
  }
  // In name order already: three buckets keep it within each rank.
  const buckets: [number[], number[], number[]] = [[], [], []];
  for (const position of nameOrder(index, items)) {
    const rank = rankOf(position);
    if (rank !== null) buckets[rank as 0 | 1 | 2].push(position);
  }
  return pick(items, buckets.flat().slice(0, limit));
}

function* allPositions(items: readonly MatchableItem[]): Iterable<Ranked> {
  for (let position = 0; position < items.length; position += 1) yield { rank: 0, position };
}

function* rankedPositions(
  items: readonly MatchableItem[],
  rankOf: (position: number) => number | null,
): Iterable<Ranked> {
  for (let position = 0; position < items.length; position += 1) {
    const rank = rankOf(position);
    if (rank !== null) yield { rank, position };
  }
}

function pick<T>(items: readonly T[], positions: readonly number[]): T[] {
  return positions.map((position) => items[position] as T);
}
