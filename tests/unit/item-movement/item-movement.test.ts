import { describe, expect, it } from 'vitest';
import type { ItemLocation } from '../../../contract/schemas/stock';
import {
  countPerZone,
  filterMovementRows,
  movementRows,
  stockStatusOf,
} from '../../../src/features/item-movement/item-movement';

function located(ID: number, Name: string, zone: string, Quantity: number): ItemLocation {
  return {
    ID,
    Name,
    URL: null,
    Barcode: `50${ID}`,
    Unit: 'kg',
    LocationID: 1,
    Category: { Name: 'Dry Goods' },
    Location: { Name: zone, SpeedClass: 'Fast' },
    Quantity,
  };
}

const ITEMS = [
  located(1, 'Flour', 'Dry Store', 40),
  located(2, 'Milk', 'Cold Room', 2),
  located(3, 'Butter', 'Cold Room', 0),
  located(4, 'Rice', 'Dry Store', 25),
  located(5, 'Salmon', 'Freezer', 6),
];

describe('items per zone (spec 2.12)', () => {
  it('counts the items of each zone, zones alphabetically', () => {
    expect(countPerZone(ITEMS)).toEqual([
      { zone: 'Cold Room', count: 2 },
      { zone: 'Dry Store', count: 2 },
      { zone: 'Freezer', count: 1 },
    ]);
  });

  it('is empty with no items', () => {
    expect(countPerZone([])).toEqual([]);
  });
});

describe('status', () => {
  it('is Out of stock at 0, Low when listed low, else In stock', () => {
    expect(stockStatusOf(0, true)).toBe('Out of stock');
    expect(stockStatusOf(2, true)).toBe('Low');
    expect(stockStatusOf(40, false)).toBe('In stock');
  });

  it('rows carry name, location and status by name', () => {
    const rows = movementRows({ totalCount: 5, items: ITEMS, lowItemIds: [2, 3] });
    expect(rows.map((row) => [row.name, row.location, row.status])).toEqual([
      ['Butter', 'Cold Room', 'Out of stock'],
      ['Flour', 'Dry Store', 'In stock'],
      ['Milk', 'Cold Room', 'Low'],
      ['Rice', 'Dry Store', 'In stock'],
      ['Salmon', 'Freezer', 'In stock'],
    ]);
  });
});

describe('search', () => {
  const rows = movementRows({ totalCount: 5, items: ITEMS, lowItemIds: [2] });
  it('matches name, location or status, case-insensitively', () => {
    expect(filterMovementRows(rows, 'FLOUR').map((row) => row.name)).toEqual(['Flour']);
    expect(filterMovementRows(rows, 'cold').map((row) => row.name)).toEqual(['Butter', 'Milk']);
    expect(filterMovementRows(rows, 'out of').map((row) => row.name)).toEqual(['Butter']);
    expect(filterMovementRows(rows, '  ')).toHaveLength(5);
  });
});
