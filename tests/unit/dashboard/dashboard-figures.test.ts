import { describe, expect, it } from 'vitest';
import {
  coloredSlices,
  countSpeedClasses,
  isCritical,
  locationRows,
  lowStockRows,
  movementSeries,
  outOfStockCount,
  PIE_PALETTE,
  paletteColour,
  restockPath,
  summaryCards,
  wasteByReason,
} from '../../../src/features/dashboard/dashboard-figures';

const zone = (SpeedClass: string) => ({ Location: { Name: `${SpeedClass} zone`, SpeedClass } });

describe('summary cards (spec 2.6)', () => {
  it('shows total items, received count, total minus received, and users', () => {
    expect(
      summaryCards({ totalItems: 40, receivedCount: 25, totalUsers: 6 }).map((card) => [
        card.label,
        card.value,
      ]),
    ).toEqual([
      ['Total Items', 40],
      ['Items in Stock', 25],
      ['Items out of Stock', 15],
      ['Total Users', 6],
    ]);
  });

  it('never shows a negative out-of-stock count', () => {
    expect(outOfStockCount(10, 37)).toBe(0);
    expect(summaryCards({ totalItems: 3, receivedCount: 9, totalUsers: 1 })[2]?.value).toBe(0);
  });

  it('leaves a figure unknown (null) while its input is unknown', () => {
    const cards = summaryCards({ totalItems: 12, receivedCount: null, totalUsers: null });
    expect(cards.map((card) => card.value)).toEqual([12, null, null, null]);
  });
});

describe('movement chart (spec 9)', () => {
  it('counts items per speed class, whatever the case', () => {
    expect(
      countSpeedClasses([zone('Fast'), zone('fast'), zone('MEDIUM'), zone('Slow'), zone('?')]),
    ).toEqual({ Fast: 2, Medium: 1, Slow: 1 });
  });

  it('multiplies count × week × 100, 50 and 25', () => {
    const points = movementSeries({ Fast: 2, Medium: 3, Slow: 4 });
    expect(points.map((point) => point.week)).toEqual(['Week 1', 'Week 2', 'Week 3', 'Week 4']);
    expect(points[2]).toEqual({ week: 'Week 3', fast: 600, medium: 450, slow: 300 });
    expect(points[0]).toEqual({ week: 'Week 1', fast: 200, medium: 150, slow: 100 });
    expect(points[3]).toEqual({ week: 'Week 4', fast: 800, medium: 600, slow: 400 });
  });

  it('is flat at zero with no items', () => {
    expect(
      movementSeries({ Fast: 0, Medium: 0, Slow: 0 }).every(
        (p) => p.fast + p.medium + p.slow === 0,
      ),
    ).toBe(true);
  });
});

describe('wasted items pie (spec 2.6, 9)', () => {
  it('sums quantity by reason, Damaged then Expired', () => {
    expect(
      wasteByReason([
        { Reason: 'Expired', Quantity: 2 },
        { Reason: 'Damaged', Quantity: 1.5 },
        { Reason: 'Expired', Quantity: 0.1 },
        { Reason: 'Damaged', Quantity: 0.2 },
      ]),
    ).toEqual([
      { name: 'Damaged', value: 1.7 },
      { name: 'Expired', value: 2.1 },
    ]);
  });

  it('has a palette of 8 colours, reused in turn', () => {
    expect(PIE_PALETTE).toHaveLength(8);
    expect(new Set(PIE_PALETTE).size).toBe(8);
    expect(paletteColour(8)).toBe(PIE_PALETTE[0]);
    const slices = Array.from({ length: 9 }, (_, i) => ({ name: `R${i}`, value: 1 }));
    expect(coloredSlices(slices).map((slice) => slice.fill)).toEqual([
      ...PIE_PALETTE,
      PIE_PALETTE[0],
    ]);
  });
});

describe('low stock (spec 2.6, 9)', () => {
  it('is critical at 3 units or fewer', () => {
    expect(isCritical(3)).toBe(true);
    expect(isCritical(0)).toBe(true);
    expect(isCritical(3.5)).toBe(false);
    expect(isCritical(4)).toBe(false);
  });

  it('links Restock Now to the received-items form with the item', () => {
    expect(restockPath(42)).toBe('/inventory/received-items/create?itemId=42');
  });

  it('lists the fewest units first with their tag and restock link', () => {
    const rows = lowStockRows([
      { Item: { ID: 1, Name: 'Milk', Unit: 'L' }, Quantity: 4 },
      { Item: { ID: 2, Name: 'Eggs', Unit: 'pcs' }, Quantity: 3 },
    ]);
    expect(rows).toEqual([
      {
        itemId: 2,
        name: 'Eggs',
        units: 3,
        unit: 'pcs',
        critical: true,
        restockPath: '/inventory/received-items/create?itemId=2',
      },
      {
        itemId: 1,
        name: 'Milk',
        units: 4,
        unit: 'L',
        critical: false,
        restockPath: '/inventory/received-items/create?itemId=1',
      },
    ]);
  });
});

describe('item location table', () => {
  it('shows fast zones first, then by name, at most the limit', () => {
    const item = (ID: number, Name: string, SpeedClass: string) => ({
      ID,
      Name,
      URL: null,
      Location: { Name: `${SpeedClass} Shelf`, SpeedClass },
    });
    const rows = locationRows(
      [
        item(1, 'Zucchini', 'Slow'),
        item(2, 'Bread', 'Fast'),
        item(3, 'Apple', 'Medium'),
        item(4, 'Ale', 'Fast'),
      ],
      3,
    );
    expect(rows.map((row) => [row.name, row.zone, row.speed])).toEqual([
      ['Ale', 'Fast Shelf', 'Fast'],
      ['Bread', 'Fast Shelf', 'Fast'],
      ['Apple', 'Medium Shelf', 'Medium'],
    ]);
  });
});
