import { describe, expect, it } from 'vitest';
import type { ItemArea } from '../../../contract/schemas/reference';
import {
  filterItemAreas,
  SPEED_CLASS_OPTIONS,
  speedClassTone,
} from '../../../src/features/item-areas/speed-class';

function area(itemAreaId: number, name: string, speedClass: string): ItemArea {
  return { itemAreaId, name, speedClass, createdDate: '', updatedDate: '' };
}

describe('speed classes (spec 5, 9)', () => {
  it('offers Slow, Medium and Fast in that order', () => {
    expect(SPEED_CLASS_OPTIONS.map((option) => option.label)).toEqual(['Slow', 'Medium', 'Fast']);
    expect(SPEED_CLASS_OPTIONS.map((option) => option.value)).toEqual(['Slow', 'Medium', 'Fast']);
  });

  it('gives each class its own badge tone, unknown values neutral', () => {
    const tones = ['Fast', 'Medium', 'Slow'].map(speedClassTone);
    expect(new Set(tones).size).toBe(3);
    expect(tones).not.toContain('neutral');
    expect(speedClassTone('Glacial')).toBe('neutral');
  });
});

describe('filterItemAreas', () => {
  const rows = [
    area(1, 'Cold Room', 'Fast'),
    area(2, 'Dry Store', 'Slow'),
    area(3, 'Bar', 'Medium'),
  ];

  it('matches the name or the speed class, case-insensitive, sorted by name', () => {
    expect(filterItemAreas(rows, '').map((row) => row.itemAreaId)).toEqual([3, 1, 2]);
    expect(filterItemAreas(rows, 'cold').map((row) => row.itemAreaId)).toEqual([1]);
    expect(filterItemAreas(rows, 'SLOW').map((row) => row.itemAreaId)).toEqual([2]);
    expect(filterItemAreas(rows, 'r').map((row) => row.itemAreaId)).toEqual([3, 1, 2]);
    expect(filterItemAreas(rows, 'freezer')).toEqual([]);
  });
});
