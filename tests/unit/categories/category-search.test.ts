import { describe, expect, it } from 'vitest';
import type { Category } from '../../../contract/schemas/reference';
import { filterCategories } from '../../../src/features/categories/category-search';

function category(CategoryId: number, name: string, description = ''): Category {
  return { CategoryId, name, description, createdDate: '', updatedDate: '' };
}

describe('filterCategories', () => {
  const rows = [category(1, 'Dairy', 'milk'), category(2, 'Bakery'), category(3, 'Frozen dairy')];

  it('keeps every row, by name, for an empty or blank search', () => {
    expect(filterCategories(rows, '').map((row) => row.name)).toEqual([
      'Bakery',
      'Dairy',
      'Frozen dairy',
    ]);
    expect(filterCategories(rows, '   ')).toHaveLength(3);
  });

  it('matches a case-insensitive substring of the name only', () => {
    expect(filterCategories(rows, 'DAIR').map((row) => row.CategoryId)).toEqual([1, 3]);
    expect(filterCategories(rows, 'milk')).toEqual([]);
  });

  it('does not reorder the input array', () => {
    filterCategories(rows, '');
    expect(rows.map((row) => row.CategoryId)).toEqual([1, 2, 3]);
  });
});
