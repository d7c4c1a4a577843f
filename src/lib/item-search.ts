import type { Item } from '../../contract/schemas/reference';

/** Lower case without accents, so 'creme' finds 'Crème' and 'MILK' finds 'Whole Milk'. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The cached items sorted by name once, each with its normalized name ready to match. */
export interface ItemSearchIndex {
  items: readonly Item[];
  keys: readonly string[];
}

// One collator: far cheaper than localeCompare per comparison, with the same order.
const byName = new Intl.Collator().compare;

/** The items list's order: by name, with the platform's collator. */
export function compareItemNames(a: Item, b: Item): number {
  return byName(a.name, b.name);
}

export function buildItemSearchIndex(rows: readonly Item[]): ItemSearchIndex {
  const items = [...rows].sort(compareItemNames);
  return { items, keys: items.map((item) => normalizeSearchText(item.name)) };
}

/**
 * Items list search: by name, case- and accent-insensitive substring, in name order. An empty
 * search answers the index's own array, so nothing downstream recomputes.
 */
export function searchItemIndex(index: ItemSearchIndex, search: string): readonly Item[] {
  const needle = normalizeSearchText(search.trim());
  if (needle === '') return index.items;
  const found: Item[] = [];
  index.keys.forEach((key, position) => {
    const item = index.items[position];
    if (item && key.includes(needle)) found.push(item);
  });
  return found;
}
