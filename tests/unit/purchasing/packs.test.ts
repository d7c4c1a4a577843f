import { describe, expect, it } from 'vitest';
import { formatPacks, parsePackEntry } from '../../../src/lib/packs';
import { explainSuggestion } from '../../../src/features/purchasing/packs';

describe('explainSuggestion', () => {
  it('says why, in the words of the design', () => {
    expect(
      explainSuggestion({
        OnHand: 2,
        OnOrder: 0,
        ReorderPoint: 4,
        ParLevel: 12,
        PackSize: 6,
        PackName: 'case',
        SuggestedQuantity: 12,
      }),
    ).toBe('on hand 2 + on order 0 ≤ reorder point 4 → fill to par 12 = 10, 2 cases of 6');
  });

  it('fills to the reorder point without a par, and leaves packs out without a pack size', () => {
    expect(
      explainSuggestion({
        OnHand: 1.5,
        OnOrder: 0.25,
        ReorderPoint: 5,
        ParLevel: null,
        PackSize: null,
        PackName: null,
        SuggestedQuantity: 4,
      }),
    ).toBe('on hand 1.5 + on order 0.25 ≤ reorder point 5 → fill to reorder point 5 = 3.25');
  });

  it('names one pack in the singular and boxes as boxes', () => {
    const line = { OnHand: 0, OnOrder: 0, ReorderPoint: 1, ParLevel: 2, SuggestedQuantity: 6 };
    expect(explainSuggestion({ ...line, PackSize: 6, PackName: 'case' })).toMatch(/, 1 case of 6$/);
    expect(explainSuggestion({ ...line, PackSize: 3, PackName: 'box' })).toMatch(/, 2 boxes of 3$/);
  });
});

describe('packs on forms', () => {
  it('shows base units as packs and units', () => {
    expect(formatPacks(14, 6, 'case')).toBe('2 cases + 2');
    expect(formatPacks(6, 6, 'case')).toBe('1 case');
    expect(formatPacks(4, 6, 'case')).toBe('4');
    expect(formatPacks(7.5, 2.5, 'bag')).toBe('3 bags');
    expect(formatPacks(14, null, null)).toBe('14');
  });

  it('reads "3 case + 2", "3 cases", "3 + 2" and plain units as base units', () => {
    expect(parsePackEntry('3 case + 2', 6)).toBe(20);
    expect(parsePackEntry('3 cases', 6)).toBe(18);
    expect(parsePackEntry('3+2', 6)).toBe(20);
    expect(parsePackEntry(' 14 ', 6)).toBe(14);
    expect(parsePackEntry('1 bag + 0.5', 2.5)).toBe(3);
    expect(parsePackEntry('2.5 case + 1', 6)).toBeNull();
    expect(parsePackEntry('lots', 6)).toBeNull();
    expect(parsePackEntry('', 6)).toBeNull();
  });
});
