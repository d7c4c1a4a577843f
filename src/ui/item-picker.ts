import type { Item } from '../../contract/schemas/reference';

/** Options shown at most: the list stays quick on a phone; typing narrows it. */
export const PICKER_OPTION_LIMIT = 50;

/** The item whose barcode is exactly `code` (trimmed), if any: a scan or a typed barcode. */
export function findItemByBarcode(items: readonly Item[], code: string): Item | undefined {
  const wanted = code.trim();
  if (wanted === '') return undefined;
  return items.find((item) => item.barcode === wanted);
}

function rank(item: Item, needle: string): number {
  if (item.barcode.toLowerCase() === needle) return 0;
  if (item.name.toLowerCase().startsWith(needle)) return 1;
  return 2;
}

/**
 * Items matching `query` by name or barcode (case-insensitive substring): an exact barcode
 * first, then names starting with it, then the rest; alphabetical within each.
 */
export function filterPickerItems(
  items: readonly Item[],
  query: string,
  limit: number = PICKER_OPTION_LIMIT,
): Item[] {
  const needle = query.trim().toLowerCase();
  const matches =
    needle === ''
      ? [...items]
      : items.filter(
          (item) =>
            item.name.toLowerCase().includes(needle) || item.barcode.toLowerCase().includes(needle),
        );
  return matches
    .sort((a, b) => rank(a, needle) - rank(b, needle) || a.name.localeCompare(b.name))
    .slice(0, limit);
}
