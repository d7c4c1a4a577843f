/**
 * The index kept per item list for matching (item-match.ts): folded names and barcodes as one
 * string, and the positions in name order. Built lazily and memoised per array: the cached
 * lists are replaced, never mutated, so an index never goes stale; a list made from another by
 * a small delta takes over its index, updated for the rows that changed (carryItemIndex).
 */

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

/**
 * Every item's folded name and barcode in one string, in list order (`name␀barcode␀…`): a
 * keystroke is a few native `indexOf` scans of it instead of two `includes` per item, and it
 * holds 100,000 items in about 3 MB instead of 200,000 small strings. No hit spans two fields:
 * the separator is taken out of names, barcodes and the typed text.
 */
export interface SearchText {
  text: string;
  /** Where item i's name starts; the last entry is the text's length. */
  nameStarts: Int32Array;
  /** Where item i's barcode starts (its name's end + 1). */
  barcodeStarts: Int32Array;
}

const SEPARATOR = '\u0000';

export function withoutSeparator(text: string): string {
  return text.includes(SEPARATOR) ? text.replaceAll(SEPARATOR, '') : text;
}

interface ItemIndex {
  /** Built by the first search or by prepareItemSearch (opening the picker needs none). */
  search: SearchText | null;
  /** Built on first use by a whole-list read (the items list): positions in name order. */
  order: readonly number[] | null;
}

const indexes = new WeakMap<readonly MatchableItem[], ItemIndex>();

export function indexOf(items: readonly MatchableItem[]): ItemIndex {
  let index = indexes.get(items);
  if (!index) {
    index = { search: null, order: null };
    indexes.set(items, index);
  }
  return index;
}

/** An item's part of the search text: `name␀barcode␀`, folded. */
function segmentOf(item: MatchableItem): { name: string; segment: string } {
  const name = withoutSeparator(foldText(item.name));
  const barcode = withoutSeparator(foldText(item.barcode.trim()));
  return { name, segment: `${name}${SEPARATOR}${barcode}${SEPARATOR}` };
}

export function searchTextOf(index: ItemIndex, items: readonly MatchableItem[]): SearchText {
  if (index.search) return index.search;
  const parts: string[] = [];
  const nameStarts = new Int32Array(items.length + 1);
  const barcodeStarts = new Int32Array(items.length);
  let length = 0;
  items.forEach((item, position) => {
    const { name, segment } = segmentOf(item);
    nameStarts[position] = length;
    barcodeStarts[position] = length + name.length + 1;
    length += segment.length;
    parts.push(segment);
  });
  nameStarts[items.length] = length;
  index.search = { text: parts.join(''), nameStarts, barcodeStarts };
  return index.search;
}

export function nameOrder(index: ItemIndex, items: readonly MatchableItem[]): readonly number[] {
  if (!index.order) {
    index.order = items
      .map((_, position) => position)
      .sort((a, b) => compareItemNames(items[a] as MatchableItem, items[b] as MatchableItem));
  }
  return index.order;
}

/** More changed rows than this: the next search builds the new list's index afresh. */
const CARRY_LIMIT = 200;

/**
 * `after` was made from `before` by replacing the rows at `replaced` and adding rows after its
 * end (a delta without removals, rows-in-memory.ts): it takes over what `before` has of an
 * index, updated for those rows only. At 100,000 items a live change then costs a millisecond
 * or two instead of folding and sorting every item again (about 90 ms, on the main thread).
 */
export function carryItemIndex(
  before: readonly MatchableItem[],
  after: readonly MatchableItem[],
  replaced: readonly number[],
): void {
  const old = indexes.get(before);
  if (!old || after.length < before.length) return;
  const added = Array.from({ length: after.length - before.length }, (_, i) => before.length + i);
  const touched = [...new Set([...replaced, ...added])].sort((a, b) => a - b);
  if (touched.length > CARRY_LIMIT) return;
  indexes.set(after, {
    search: old.search && patchedSearchText(old.search, after, touched),
    order: old.order && patchedOrder(old.order, after, touched),
  });
}

/** The search text with the `touched` positions' segments made anew from `after`. */
function patchedSearchText(
  old: SearchText,
  after: readonly MatchableItem[],
  touched: readonly number[],
): SearchText {
  const oldCount = old.nameStarts.length - 1;
  const nameStarts = new Int32Array(after.length + 1);
  const barcodeStarts = new Int32Array(after.length);
  const parts: string[] = [];
  let shift = 0;
  let copied = 0;
  const copyUpTo = (end: number) => {
    parts.push(old.text.slice(old.nameStarts[copied], old.nameStarts[end]));
    for (let position = copied; position < end; position += 1) {
      nameStarts[position] = (old.nameStarts[position] ?? 0) + shift;
      barcodeStarts[position] = (old.barcodeStarts[position] ?? 0) + shift;
    }
  };
  for (const position of touched) {
    if (position < oldCount) copyUpTo(position);
    else if (copied < oldCount) copyUpTo(oldCount);
    // Past the old end, a row goes after every old one (copied by now) and those added before.
    const start = (old.nameStarts[Math.min(position, oldCount)] ?? 0) + shift;
    const oldLength =
      position < oldCount
        ? (old.nameStarts[position + 1] ?? 0) - (old.nameStarts[position] ?? 0)
        : 0;
    const { name, segment } = segmentOf(after[position] as MatchableItem);
    nameStarts[position] = start;
    barcodeStarts[position] = start + name.length + 1;
    parts.push(segment);
    shift += segment.length - oldLength;
    copied = Math.min(position + 1, oldCount);
  }
  if (copied < oldCount) copyUpTo(oldCount);
  const text = parts.join('');
  nameStarts[after.length] = text.length;
  return { text, nameStarts, barcodeStarts };
}

/** The name order with the `touched` positions taken out and put back where they now sort. */
function patchedOrder(
  old: readonly number[],
  after: readonly MatchableItem[],
  touched: readonly number[],
): number[] {
  const moving = new Set(touched);
  const order = old.filter((position) => !moving.has(position));
  const compare = (a: number, b: number) =>
    compareItemNames(after[a] as MatchableItem, after[b] as MatchableItem);
  for (const position of touched) {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(order[middle] as number, position) < 0) low = middle + 1;
      else high = middle;
    }
    order.splice(low, 0, position);
  }
  return order;
}

/** What a list's index holds so far (tests and benches: a carried index is there at once). */
export function indexState(items: readonly MatchableItem[]): { search: boolean; order: boolean } {
  const index = indexes.get(items);
  return { search: Boolean(index?.search), order: Boolean(index?.order) };
}
