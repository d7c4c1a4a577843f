import { describe, expect, it } from 'vitest';
import {
  findItemByCode,
  foldText,
  isSameProduct,
  searchItems,
  sortItemsByName,
} from '../../../src/lib/item-match';

const CODES = [
  { itemId: 1, name: 'Cola', barcode: '036000291452' }, // UPC-A
  { itemId: 2, name: 'Tea', barcode: '4006381333931' }, // EAN-13
  { itemId: 3, name: 'Rice', barcode: '0012345678905' }, // EAN-13 written from a UPC-A
  { itemId: 4, name: 'Bag', barcode: 'BC-abc' }, // Code 128
  { itemId: 5, name: 'Rice (US)', barcode: '012345678905' }, // item 3's UPC-A spelling, stored too
];

const NAMES = [
  { itemId: 1, name: 'Oat Milk', barcode: '5000111' },
  { itemId: 2, name: 'Butter', barcode: '5000222' },
  { itemId: 3, name: 'Almond milk', barcode: '5000333' },
  { itemId: 4, name: 'Crème Fraîche', barcode: '5000444' },
  { itemId: 5, name: 'Milk Powder', barcode: '0036000291452' },
];

function idsOf(query: string, limit?: number): number[] {
  return searchItems(NAMES, query, limit).map((item) => item.itemId);
}

describe('finding the item a code stands for', () => {
  it('matches exactly, trimming the read', () => {
    expect(findItemByCode(CODES, 'BC-abc')?.itemId).toBe(4);
    expect(findItemByCode(CODES, ' 4006381333931\n')?.itemId).toBe(2);
  });

  it('prefers an exact match over another spelling of the same GTIN', () => {
    expect(findItemByCode(CODES, '012345678905')?.itemId).toBe(5);
    expect(findItemByCode(CODES, '0012345678905')?.itemId).toBe(3);
  });

  it('reads an EAN-13 with a leading zero, or a GTIN-14, as the stored UPC-A', () => {
    expect(findItemByCode(CODES, '0036000291452')?.itemId).toBe(1);
    expect(findItemByCode(CODES, '00036000291452')?.itemId).toBe(1);
  });

  it('reads a UPC-A as the stored EAN-13 with a leading zero', () => {
    const items = [{ itemId: 9, name: 'Cola', barcode: '0036000291452' }];
    expect(findItemByCode(items, '036000291452')?.itemId).toBe(9);
  });

  it('says unknown otherwise', () => {
    expect(findItemByCode(CODES, '9999999999999')).toBeUndefined();
    expect(findItemByCode(CODES, 'bc-abc')).toBeUndefined();
    expect(findItemByCode(CODES, '')).toBeUndefined();
    // An EAN-13 that does not start with 0 has no UPC-A spelling.
    expect(findItemByCode(CODES, '4036000291452')).toBeUndefined();
  });

  it('tells when two codes are one product', () => {
    expect(isSameProduct('036000291452', '0036000291452')).toBe(true);
    expect(isSameProduct('00036000291452', '036000291452')).toBe(true);
    expect(isSameProduct('4006381333931', '4006381333948')).toBe(false);
  });
});

describe('searching items', () => {
  it('folds case and accents', () => {
    expect(foldText('Crème FRAÎCHE')).toBe('creme fraiche');
    expect(idsOf('creme')).toEqual([4]);
    expect(idsOf('CRÈME fraiche')).toEqual([4]);
  });

  it('puts names starting with the text first, then the rest, by name within each', () => {
    expect(idsOf('milk')).toEqual([5, 3, 1]);
    expect(idsOf('  MILK ')).toEqual([5, 3, 1]);
    expect(idsOf('tea')).toEqual([]);
  });

  it('finds by barcode, a typed UPC-A finding the item stored as EAN-13 first', () => {
    expect(idsOf('5000222')).toEqual([2]);
    expect(idsOf('50003')).toEqual([3]);
    expect(idsOf('036000291452')).toEqual([5]);
  });

  it('gives the same order with a limit, without sorting the whole list first', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({
      itemId: i + 1,
      name: `Item ${String((i * 7919) % 300).padStart(3, '0')}`,
      barcode: String(100000 + i),
    }));
    const all = searchItems([...many], '1').map((item) => item.itemId);
    expect(searchItems(many, '1', 10).map((item) => item.itemId)).toEqual(all.slice(0, 10));
    expect(searchItems(many, '', 5).map((item) => item.name)).toEqual([
      'Item 000',
      'Item 001',
      'Item 002',
      'Item 003',
      'Item 004',
    ]);
  });

  it('answers every item by name, as the same array each time, for an empty search', () => {
    expect(idsOf('')).toEqual([3, 2, 4, 5, 1]);
    expect(searchItems(NAMES, ' ')).toBe(searchItems(NAMES, ''));
    expect(searchItems(NAMES, '')).toBe(sortItemsByName(NAMES));
  });

  it('matches within one field: a text across a name and its barcode finds nothing', () => {
    // 'Butter' then '5000222': 'r5' would span the two.
    expect(idsOf('r5')).toEqual([]);
    expect(idsOf('tter')).toEqual([2]);
  });

  it("answers as matching every item one by one would, at the index's edges too", () => {
    // A small alphabet makes many hits, several in one item, at its first and last characters.
    const letters = ['a', 'b', 'é', 'A', '1', ' ', '\u0000'];
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const word = (length: number) =>
      Array.from({ length }, () => letters[random(letters.length)]).join('');
    const items = Array.from({ length: 400 }, (_, i) => ({
      itemId: i + 1,
      name: word(1 + random(6)),
      barcode: word(random(4)),
    }));
    const clean = (text: string) => foldText(text).replaceAll('\u0000', '');
    const oneByOne = (query: string) => {
      const needle = clean(query.trim());
      const rankOf = (item: (typeof items)[number]) => {
        const name = clean(item.name);
        const barcode = clean(item.barcode.trim());
        if (barcode === needle) return 0;
        if (name.startsWith(needle)) return 1;
        return name.includes(needle) || barcode.includes(needle) ? 2 : null;
      };
      return items
        .map((item) => ({ item, rank: rankOf(item) }))
        .filter(
          (entry): entry is { item: (typeof items)[number]; rank: number } => entry.rank !== null,
        )
        .sort(
          (a, b) =>
            a.rank - b.rank ||
            a.item.name.localeCompare(b.item.name) ||
            a.item.itemId - b.item.itemId,
        )
        .map(({ item }) => item.itemId);
    };
    for (let round = 0; round < 200; round += 1) {
      const query = word(1 + random(3));
      if (query.trim() === '' || clean(query.trim()) === '') continue;
      const expected = oneByOne(query);
      // A new array has no name order yet: the limited search takes its other path.
      expect(searchItems([...items], query, 10).map((item) => item.itemId)).toEqual(
        expected.slice(0, 10),
      );
      expect(searchItems(items, query).map((item) => item.itemId)).toEqual(expected);
    }
  });
});
