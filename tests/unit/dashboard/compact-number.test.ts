import { describe, expect, it } from 'vitest';
import {
  compactNumber,
  fullNumber,
  tickCeiling,
} from '../../../src/features/dashboard/compact-number';

describe('the Item Movement y-axis formatter (issue 25, point 3)', () => {
  it('writes large values compactly, keeping their first digit', () => {
    expect(compactNumber(3_200_000)).toBe('3.2M');
    expect(compactNumber(200_000)).toBe('200K');
    expect(compactNumber(12_345)).toBe('12.3K');
    expect(compactNumber(1_500_000_000)).toBe('1.5B');
    expect(compactNumber(-2_400_000)).toBe('-2.4M');
  });

  it('leaves small values whole and never grows past five characters', () => {
    expect(compactNumber(0)).toBe('0');
    expect(compactNumber(950)).toBe('950');
    for (let value = 1; value < 1e13; value *= 7) {
      expect(compactNumber(Math.round(value)).length).toBeLessThanOrEqual(5);
    }
  });

  it('gives the tooltip the exact figure', () => {
    expect(fullNumber(3_200_000)).toBe('3,200,000');
    expect(compactNumber('Week 1')).toBe('Week 1');
  });
});

describe('the y-axis width', () => {
  it('is sized for the top tick, which recharts may round up past the largest point', () => {
    expect(tickCeiling(9_600)).toBe(10_000);
    expect(tickCeiling(10_000)).toBe(10_000);
    expect(tickCeiling(10_001)).toBe(100_000);
    expect(tickCeiling(0.5)).toBe(1);
    expect(tickCeiling(0)).toBe(0);
  });
});
