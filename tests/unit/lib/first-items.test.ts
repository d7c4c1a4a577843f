import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Item } from '../../../contract/schemas/reference';
import {
  FIRST_ITEMS_MIN,
  FIRST_ITEMS_SIZE,
  firstItemsOf,
  mergeFirstItems,
} from '../../../src/lib/first-items';
import { itemOf } from '../items/fixtures';

const named = (itemId: number, name: string): Item =>
  itemOf({ itemId, name, barcode: `B${itemId}` });
const ids = (items: readonly Item[]) => items.map((item) => item.itemId);

describe('the items list first screenful', () => {
  it('is the first items by name, with the platform collator', () => {
    const rows = [named(1, 'banana'), named(2, 'Apple'), named(3, 'apple pie'), named(4, 'Éclair')];
    expect(ids(firstItemsOf(rows))).toEqual([2, 3, 1, 4]);
  });

  it('takes at most a page', () => {
    const rows = Array.from({ length: 200 }, (_unused, n) => named(n, `Item ${1000 + n}`));
    expect(firstItemsOf(rows)).toHaveLength(FIRST_ITEMS_SIZE);
  });

  it('places a renamed item before the page end, and drops one renamed past it', () => {
    const rows = Array.from({ length: 100 }, (_unused, n) => named(n, `Item ${1000 + n}`));
    const page = firstItemsOf(rows);
    const merged = mergeFirstItems(page, false, [named(99, 'Aaa'), named(0, 'Zzz')], []);
    expect(ids(merged ?? [])).toEqual([99, ...ids(page).slice(1)]);
  });

  it('gives up (null) when what is known no longer fills a screen', () => {
    const rows = Array.from({ length: 100 }, (_unused, n) => named(n, `Item ${1000 + n}`));
    const page = firstItemsOf(rows);
    const deleted = ids(page).slice(0, FIRST_ITEMS_SIZE - FIRST_ITEMS_MIN + 1);
    expect(mergeFirstItems(page, false, [], deleted)).toBeNull();
  });

  it('after any saves and removals, equals the first items of the whole list, or gives up', () => {
    const names = fc.string({ minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(
        fc.array(names, { minLength: 0, maxLength: 150 }),
        fc.array(fc.tuple(fc.nat(200), names), { maxLength: 30 }),
        fc.array(fc.nat(200), { maxLength: 30 }),
        (start, saves, removals) => {
          const rows = new Map(start.map((name, n) => [n, named(n, name)]));
          const page = firstItemsOf([...rows.values()]);
          const heldAll = page.length === rows.size;
          const changed = [...new Map(saves.map(([id, name]) => [id, named(id, name)])).values()];
          const deleted = removals.filter((id) => !changed.some((item) => item.itemId === id));
          for (const item of changed) rows.set(item.itemId, item);
          for (const id of deleted) rows.delete(id);
          const merged = mergeFirstItems(page, heldAll, changed, deleted);
          if (merged === null) return;
          // Equal names may come in either order: compare the names in order.
          const expected = firstItemsOf([...rows.values()]);
          expect(merged.map((item) => item.name)).toEqual(
            expected.slice(0, merged.length).map((item) => item.name),
          );
          if (merged.length < expected.length)
            expect(merged.length).toBeGreaterThanOrEqual(FIRST_ITEMS_MIN);
        },
      ),
    );
  });
});
