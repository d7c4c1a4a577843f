import { expect } from 'vitest';
import type { StockReferences } from './stock-fixtures';
import type { TestServer } from './test-server';

/** A department order of these lines, created by a Manager; answers its id. */
export async function createDepartmentOrder(
  server: TestServer,
  refs: StockReferences,
  lines: readonly { itemId: number; quantity: number | string }[],
): Promise<number> {
  const response = await server.api({
    method: 'POST',
    path: '/order-items',
    role: 'Manager',
    payload: {
      departmentId: refs.departmentId,
      fulfilledAt: '2030-01-01T08:00:00Z',
      orderItems: lines,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ ID: number }>().ID;
}

/** A Manager confirms (stock leaves) or rejects a pending order; the answer is the caller's. */
export function actOnOrder(
  server: TestServer,
  orderId: number,
  action: 'confirm' | 'reject' = 'confirm',
  headers: Record<string, string> = {},
) {
  return server.api({
    method: 'POST',
    path: `/order-items/${orderId}/${action}`,
    role: 'Manager',
    payload: { reason: 'dinner service' },
    headers,
  });
}

/** An order's status as stored. */
export async function orderStatusOf(server: TestServer, orderId: number): Promise<string> {
  const row = await server.handle.db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}
