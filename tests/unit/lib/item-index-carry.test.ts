import { describe, expect, it } from 'vitest';
import { indexState, type MatchableItem } from '../../../src/lib/item-index';
import { searchItems, sortItemsByName } from '../../../src/lib/item-match';
import { applyToRows, keepRows, rowsInMemory } from '../../../src/offline/rows-in-memory';

/**
 * A delta applied to the rows in memory (a live change, a saved item) carries the old list's
 * search index over to the new list, updated for the changed rows: every answer must be the
 * one a list indexed afresh gives.
 */

const LETTERS = ['a', 'b', 'é', 'A', '1', ' ', '\u0000'];

function randomOf(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

function wordOf(random: (below: number) => number, length: number): string {
  return Array.from({ length }, () => LETTERS[random(LETTERS.length)]).join('');
}

const idOf = (item: MatchableItem) => item.itemId;

/** The list after `changed` (by id: in place, else added) through the real rows-in-memory path. */
function applied(
  before: readonly MatchableItem[],
  changed: MatchableItem[],
  deleted: number[] = [],
): readonly MatchableItem[] {
  keepRows('items', 'before', before);
  applyToRows('items', 'before', 'after', { changed, deleted, idOf });
  const after = rowsInMemory('items', 'after');
  if (!after) throw new Error('the rows were not kept');
  return after as readonly MatchableItem[];
}

describe('a search index carried over a delta', () => {
  it('answers every search as a list indexed afresh, after renames and additions', () => {
    const random = randomOf(11);
    for (let round = 0; round < 40; round += 1) {
      const before = Array.from({ length: 300 }, (_, i) => ({
        itemId: i + 1,
        name: wordOf(random, 1 + random(6)),
        barcode: wordOf(random, random(4)),
      }));
      // Both halves of the index exist before the change (the list read, then a search).
      sortItemsByName(before);
      searchItems(before, 'a');
      const changed = Array.from({ length: 1 + random(8) }, () => {
        const itemId = 1 + random(320); // some beyond the list: added
        return { itemId, name: wordOf(random, 1 + random(6)), barcode: wordOf(random, random(4)) };
      });
      const after = applied(before, changed);
      expect(indexState(after)).toEqual({ search: true, order: true });
      const fresh = [...after];
      expect(sortItemsByName(after)).toEqual(sortItemsByName(fresh));
      for (let query = 0; query < 10; query += 1) {
        const text = wordOf(random, 1 + random(3));
        expect(searchItems(after, text)).toEqual(searchItems(fresh, text));
        expect(searchItems(after, text, 5)).toEqual(searchItems(fresh, text, 5));
      }
    }
  });

  it('carries only what the old list had, and nothing across a removal', () => {
    const before = [
      { itemId: 1, name: 'Oat Milk', barcode: '5000111' },
      { itemId: 2, name: 'Butter', barcode: '5000222' },
    ];
    searchItems(before, 'milk', 1);
    const renamed = applied(before, [{ itemId: 2, name: 'Almond Milk', barcode: '5000222' }]);
    expect(indexState(renamed)).toEqual({ search: true, order: false });
    expect(searchItems(renamed, 'milk').map((item) => item.itemId)).toEqual([2, 1]);

    const shorter = applied(renamed, [], [1]);
    expect(indexState(shorter)).toEqual({ search: false, order: false });
    expect(searchItems(shorter, 'milk').map((item) => item.itemId)).toEqual([2]);
  });
});
