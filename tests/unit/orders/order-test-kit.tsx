/** Fixtures for the orders screens' tests: orders, departments, and the stock stubs. */
import type { Order } from '../../../contract/schemas/orders';
import type { Department } from '../../../contract/schemas/reference';
import { at, ITEMS, stockItem } from '../inventory/stock-test-kit';

export const DEPARTMENTS: Department[] = [
  {
    DepartmentId: 2,
    name: 'Kitchen',
    description: 'Hot and cold kitchen',
    createdDate: '2026-03-01T10:00:00.000Z',
    updatedDate: '2026-03-01T10:00:00.000Z',
  },
  {
    DepartmentId: 3,
    name: 'Bar',
    description: 'Front bar',
    createdDate: '2026-03-01T10:00:00.000Z',
    updatedDate: '2026-03-01T10:00:00.000Z',
  },
];

export function order(id: number, Status: string, overrides: Partial<Order> = {}): Order {
  return {
    ID: id,
    Status,
    RequestDate: '2026-03-07T09:15:00.000Z',
    FulfilledAt: '2026-03-09T14:30:00.000Z',
    DepartmentID: 2,
    Department: { Name: 'Kitchen' },
    User: { Name: 'Head Chef' },
    FulfillmentContent: [
      { Item: stockItem(at(ITEMS, 1)), Quantity: 2 },
      { Item: stockItem(at(ITEMS, 0)), Quantity: 1 },
    ],
    Reason: null,
    ActionedAt: null,
    ActionedBy: null,
    ...overrides,
  };
}

export const ORDERS: Order[] = [
  order(7, 'pending'),
  order(6, 'fulfilled', { Department: { Name: 'Bar' } }),
  order(5, 'cancelled'),
];
