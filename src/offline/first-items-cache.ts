import type { Item } from '../../contract/schemas/reference';
import { firstItemsOf, mergeFirstItems, type FirstItems } from '../lib/first-items';
import { database, type InventoryDatabase } from './database';
import { FIRST_ITEMS_KEY, isFirstItems } from './first-items-early';
import { readItemsAtOnce } from './item-pages';

/** What changed in the cached items: all of them, or some saved and some removed. */
export type ItemsChange =
  | { kind: 'full'; rows: readonly Item[] }
  | {
      kind: 'some';
      changed: readonly Item[];
      deleted: readonly number[];
      /** By how many the cached items grew (negative: shrank). */
      grew: number;
    };

/**
 * Keeps the first items in step with the cached items. Called inside the transaction that
 * writes the items (with db.keyValue in its scope), so the two never disagree.
 */
export async function updateFirstItems(db: InventoryDatabase, change: ItemsChange): Promise<void> {
  if (change.kind === 'full') {
    const value: FirstItems = { items: firstItemsOf(change.rows), total: change.rows.length };
    await db.keyValue.put({ key: FIRST_ITEMS_KEY, value });
    return;
  }
  const saved = (await db.keyValue.get(FIRST_ITEMS_KEY))?.value;
  const merged = isFirstItems(saved)
    ? mergeFirstItems(
        saved.items,
        saved.items.length === saved.total,
        change.changed,
        change.deleted,
      )
    : null;
  if (merged && isFirstItems(saved)) {
    await db.keyValue.put({
      key: FIRST_ITEMS_KEY,
      value: { items: merged, total: saved.total + change.grew },
    });
    return;
  }
  // Unknown or too few known: every item is read once to start again (rare: a first page
  // emptied by removals and renames, or a device that cached its items before this record).
  const all = await readItemsAtOnce(db.itemPages);
  const value: FirstItems = { items: firstItemsOf(all), total: all.length };
  await db.keyValue.put({ key: FIRST_ITEMS_KEY, value });
}

/** The first items kept on the device, or null when none were kept. */
export async function readFirstItems(): Promise<FirstItems | null> {
  const saved = (await database().keyValue.get(FIRST_ITEMS_KEY))?.value;
  return isFirstItems(saved) ? saved : null;
}
