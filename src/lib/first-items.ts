import type { Item } from '../../contract/schemas/reference';
import { compareItemNames, searchItems } from './item-match';

/**
 * The items list's first screenful, kept beside the cached items so a start paints it before
 * reading all of them (20,000 rows take a few hundred milliseconds out of IndexedDB).
 */
export interface FirstItems {
  /** The first items in the list's order (by name), at most FIRST_ITEMS_SIZE. */
  items: Item[];
  /** How many items the device holds. */
  total: number;
}

/** More than a screenful on any screen (a wide desktop grid draws about 30 cards). */
export const FIRST_ITEMS_SIZE = 60;
/** Fewer known first items than this is not a screenful: recompute from every item. */
export const FIRST_ITEMS_MIN = 40;

export function firstItemsOf(rows: readonly Item[]): Item[] {
  // The first few in name order without sorting them all (100,000 items: a third of a second).
  return [...searchItems(rows, '', FIRST_ITEMS_SIZE)];
}

/**
 * The first items after some items were saved (`changed`: new or edited) and some removed, or
 * null when what is known no longer makes a screenful. Items outside the old first page sort
 * at or after its last one, so a changed item is placed with certainty only before that one.
 * `heldAll`: the old first page was the whole list, so nothing lies beyond it.
 */
export function mergeFirstItems(
  previous: readonly Item[],
  heldAll: boolean,
  changed: readonly Item[],
  deleted: readonly number[],
): Item[] | null {
  const gone = new Set([...deleted, ...changed.map((item) => item.itemId)]);
  const bound = previous.at(-1);
  const placed = heldAll
    ? changed
    : changed.filter((item) => bound !== undefined && compareItemNames(item, bound) < 0);
  const merged = [...previous.filter((item) => !gone.has(item.itemId)), ...placed].sort(
    compareItemNames,
  );
  if (!heldAll && merged.length < FIRST_ITEMS_MIN) return null;
  return merged.slice(0, FIRST_ITEMS_SIZE);
}
