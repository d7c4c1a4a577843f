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

/**
 * Every item's folded name and barcode in one string, in list order (`name␀barcode␀…`): a
 * keystroke is a few native `indexOf` scans of it instead of two `includes` per item, and it
 * holds 100,000 items in about 3 MB instead of 200,000 small strings. No hit spans two fields:
 * the separator is taken out of names, barcodes and the typed text.
 */
interface SearchText {
  text: string;
  /** Where item i's name starts; the last entry is the text's length. */
  nameStarts: Int32Array;
  /** Where item i's barcode starts (its name's end + 1). */
  barcodeStarts: Int32Array;
}

const SEPARATOR = '\u0000';

function withoutSeparator(text: string): string {
  return text.includes(SEPARATOR) ? text.replaceAll(SEPARATOR, '') : text;
}

interface ItemIndex {
  /** Built by the first search or by prepareItemSearch (opening the picker needs none). */
  search: SearchText | null;
  /** Built on first use by a whole-list read (the items list): positions in name order. */
  order: readonly number[] | null;
}

const indexes = new WeakMap<readonly MatchableItem[], ItemIndex>();

function indexOf(items: readonly MatchableItem[]): ItemIndex {
  let index = indexes.get(items);
  if (!index) {
    index = { search: null, order: null };
    indexes.set(items, index);
  }
  return index;
}

function searchTextOf(index: ItemIndex, items: readonly MatchableItem[]): SearchText {
  if (index.search) return index.search;
  const parts: string[] = [];
  const nameStarts = new Int32Array(items.length + 1);
  const barcodeStarts = new Int32Array(items.length);
  let length = 0;
  items.forEach((item, position) => {
    const name = withoutSeparator(foldText(item.name));
    const barcode = withoutSeparator(foldText(item.barcode.trim()));
    nameStarts[position] = length;
    barcodeStarts[position] = length + name.length + 1;
    length += name.length + barcode.length + 2;
    parts.push(name, SEPARATOR, barcode, SEPARATOR);
  });
  nameStarts[items.length] = length;
  index.search = { text: parts.join(''), nameStarts, barcodeStarts };
  return index.search;
}

/**
 * Builds the search index of a list ahead of the first keystroke (at 100,000 items, folding
 * every name takes tens of milliseconds). Call it when the page is idle.
 */
export function prepareItemSearch(items: readonly MatchableItem[]): void {
  searchTextOf(indexOf(items), items);
}

/** The item whose fields hold text offset `at`: the last name starting at or before it. */
function itemAt(nameStarts: Int32Array, at: number): number {
  let low = 0;
  let high = nameStarts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((nameStarts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
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
  const codeItems = gtinMatches(items, query.trim());
  const ranked = rankMatches(searchTextOf(index, items), withoutSeparator(needle), codeItems);
  if (!wholeList && !index.order) return pick(items, firstRanked(ranked, items, limit));
  // In name order already: three buckets keep it within each rank.
  const rankOf = new Uint8Array(items.length).fill(NO_MATCH);
  for (const { position, rank } of ranked) rankOf[position] = rank;
  const buckets: [number[], number[], number[]] = [[], [], []];
  for (const position of nameOrder(index, items)) {
    const rank = rankOf[position] ?? NO_MATCH;
    if (rank !== NO_MATCH) buckets[rank as 0 | 1 | 2].push(position);
  }
  return pick(items, buckets.flat().slice(0, limit));
}

const NO_MATCH = 255;

/**
 * The items whose folded name or barcode holds `needle`, with their rank: 0 for the barcode
 * itself or an item of the typed GTIN (`codeItems`, ranked 0 even when no text matches), 1
 * for a name starting with it, 2 for the rest.
 */
function rankMatches(search: SearchText, needle: string, codeItems: readonly number[]): Ranked[] {
  const { text, nameStarts, barcodeStarts } = search;
  const codes = new Set(codeItems);
  const ranked: Ranked[] = [];
  for (let at = needle === '' ? -1 : text.indexOf(needle); at >= 0;) {
    const position = itemAt(nameStarts, at);
    const barcodeStart = barcodeStarts[position] ?? 0;
    const next = nameStarts[position + 1] ?? text.length;
    const isBarcode =
      next - 1 - barcodeStart === needle.length && text.startsWith(needle, barcodeStart);
    const rank =
      isBarcode || codes.delete(position)
        ? 0
        : text.startsWith(needle, nameStarts[position] ?? 0)
          ? 1
          : 2;
    ranked.push({ rank, position });
    // Each item once: on from its end.
    at = text.indexOf(needle, next);
  }
  for (const position of codes) ranked.push({ rank: 0, position });
  return ranked;
}

function* allPositions(items: readonly MatchableItem[]): Iterable<Ranked> {
  for (let position = 0; position < items.length; position += 1) yield { rank: 0, position };
}

function pick<T>(items: readonly T[], positions: readonly number[]): T[] {
  return positions.map((position) => items[position] as T);
}
