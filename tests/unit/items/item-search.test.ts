import { describe, expect, it } from 'vitest';
import { buildItemSearchIndex, searchItemIndex } from '../../../src/lib/item-search';
import { itemOf } from './fixtures';

const ITEMS = [
  itemOf({ itemId: 1, name: 'Oat Milk' }),
  itemOf({ itemId: 2, name: 'Butter' }),
  itemOf({ itemId: 3, name: 'Almond milk' }),
  itemOf({ itemId: 4, name: 'Crème fraîche' }),
];

function idsOf(search: string): number[] {
  return searchItemIndex(buildItemSearchIndex(ITEMS), search).map((item) => item.itemId);
}

describe('items search', () => {
  it('matches names without case, in name order', () => {
    expect(idsOf('MILK')).toEqual([3, 1]);
    expect(idsOf('  milk ')).toEqual([3, 1]);
    expect(idsOf('tea')).toEqual([]);
  });

  it('matches names without accents', () => {
    expect(idsOf('creme FRAICHE')).toEqual([4]);
    expect(idsOf('crème')).toEqual([4]);
  });

  it('answers every item sorted, as the same array each time, for an empty search', () => {
    const index = buildItemSearchIndex(ITEMS);
    expect(searchItemIndex(index, '').map((item) => item.itemId)).toEqual([3, 2, 4, 1]);
    expect(searchItemIndex(index, ' ')).toBe(searchItemIndex(index, ''));
  });
});
