import type { Item } from '../../../contract/schemas/reference';
import { translate } from '../../i18n';
import { ROUTES } from '../../lib/routes';

/** The items list's selection for labels: item ids, kept apart from the cards drawn. */
export type ItemSelection = ReadonlySet<number>;

/** The selection with `itemId` added, or removed when it was there (a new set each time). */
export function toggleItemSelection(selection: ItemSelection, itemId: number): ItemSelection {
  const next = new Set(selection);
  if (!next.delete(itemId)) next.add(itemId);
  return next;
}

/**
 * The selected items still in the list, in the list's order: an item deleted meanwhile (or
 * dropped by a sync) neither counts nor prints. Items a search hides stay selected.
 */
export function selectedItems(items: readonly Item[], selection: ItemSelection): Item[] {
  if (selection.size === 0) return [];
  return items.filter((item) => selection.has(item.itemId));
}

/** The labels page for these items (`?ids=`), or for what the search shows when none. */
export function labelsPathFor(items: readonly Item[], search: string): string {
  // Ids are digits, so the commas stay readable instead of %2C.
  if (items.length > 0)
    return `${ROUTES.itemLabels}?ids=${items.map((item) => item.itemId).join(',')}`;
  return `${ROUTES.itemLabels}?${new URLSearchParams({ search }).toString()}`;
}

/** The count the selection bar shows. */
export function selectionCountText(count: number): string {
  // The count as digits, ungrouped (the test's '20000 selected'); `n` picks the plural form.
  return translate('items.selectedCount', { count: String(count), n: count });
}
