import { NO_REORDERING } from '../../../contract/schemas/reference';
import type { Category, Item, ItemArea } from '../../../contract/schemas/reference';

const STAMP = '2026-03-07T10:15:00.000Z';

export const CATEGORIES: Category[] = [
  { CategoryId: 1, name: 'Dairy', description: 'Milk', createdDate: STAMP, updatedDate: STAMP },
  { CategoryId: 2, name: 'Dry Goods', description: '', createdDate: STAMP, updatedDate: STAMP },
];

export const ITEM_AREAS: ItemArea[] = [
  { itemAreaId: 4, name: 'Cold Room', speedClass: 'Fast', createdDate: STAMP, updatedDate: STAMP },
  { itemAreaId: 5, name: 'Shelf B', speedClass: 'Slow', createdDate: STAMP, updatedDate: STAMP },
];

export function itemOf(overrides: Partial<Item> = {}): Item {
  return {
    itemId: 7,
    ...NO_REORDERING,
    name: 'Whole Milk',
    barcode: '5000112637922',
    categoryId: 1,
    categoryName: 'Dairy',
    itemAreaId: 4,
    itemAreaName: 'Cold Room',
    locationName: 'Cold Room',
    unit: 'L',
    alertDaysBeforeExpiry: 3,
    url: '/api/v1/inventory-system/images/abc123',
    createdDate: STAMP,
    updatedDate: '2026-03-09T08:00:00.000Z',
    ...overrides,
  };
}
