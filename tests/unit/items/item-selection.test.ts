import { describe, expect, it } from 'vitest';
import {
  labelsPathFor,
  selectedItems,
  selectionCountText,
  toggleItemSelection,
} from '../../../src/features/items/item-selection';
import { itemOf } from './fixtures';

const MILK = itemOf();
const RICE = itemOf({ itemId: 8, name: 'Basmati Rice' });
const TEA = itemOf({ itemId: 12, name: 'Green Tea' });

describe('item selection', () => {
  it('toggles an id in and out without changing the set it was given', () => {
    const empty = new Set<number>();
    const one = toggleItemSelection(empty, 8);
    expect([...one]).toEqual([8]);
    expect(empty.size).toBe(0);
    expect([...toggleItemSelection(one, 12)]).toEqual([8, 12]);
    expect([...toggleItemSelection(one, 8)]).toEqual([]);
  });

  it('keeps the selected items that are still listed, in the list order', () => {
    const selection = new Set([12, 7, 99]);
    expect(selectedItems([MILK, RICE, TEA], selection)).toEqual([MILK, TEA]);
    expect(selectedItems([MILK, RICE, TEA], new Set())).toEqual([]);
  });

  it('links the labels page to exactly the selected ids, or to the search without any', () => {
    expect(labelsPathFor([MILK, TEA], 'milk')).toBe('/items/labels?ids=7,12');
    expect(labelsPathFor([], 'rice & peas')).toBe('/items/labels?search=rice+%26+peas');
    expect(labelsPathFor([], '')).toBe('/items/labels?search=');
  });

  it('says how many are selected', () => {
    expect(selectionCountText(1)).toBe('1 selected');
    expect(selectionCountText(20000)).toBe('20000 selected');
  });
});
