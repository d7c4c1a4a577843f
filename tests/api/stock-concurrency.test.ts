import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
import { createDepartmentOrder } from '../support/order-fixtures';
import {
  insertItem,
  insertLot,
  insertReferences,
  remainingOf,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * Concurrent stock writes. PostgreSQL is where they truly overlap (row locks must hold); SQLite
 * runs the same scenarios serialised, which checks the rules stay the same there.
 */
describe.each(await testEngines())('concurrent stock writes on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let receivedBy: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    receivedBy = await userIdOf(server.handle.db, 'Manager');
  });
  afterAll(() => server.close());

  const lot = (itemId: number, units: number, expirationDate: string) =>
    insertLot(server.handle.db, {
      itemId,
      supplierId: refs.supplierId,
      receivedBy,
      quantity: units * 1000,
      expirationDate,
    });
  const createOrder = (itemId: number, quantity: number) =>
    createDepartmentOrder(server, refs, [{ itemId, quantity }]);
  const confirm = (id: number) =>
    server.api({
      method: 'POST',
      path: `/order-items/${id}/confirm`,
      role: 'Manager',
      payload: { reason: 'service' },
    });
  const statusesOf = async (ids: number[]) => {
    const rows = await server.handle.db
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', 'in', ids)
      .execute();
    return ids.map((id) => rows.find((row) => row.id === id)?.status);
  };

  it('20 confirmations over the same lots fulfil only what the stock allows', async () => {
    await server.api({ method: 'GET', path: '/order-items', role: 'Manager' }); // warm the token
    const item = await insertItem(server.handle.db, refs, { name: 'Prawns' });
    const lots = [
      await lot(item, 4, '2030-02-01'),
      await lot(item, 3, '2030-01-01'),
      await lot(item, 3, '2030-03-01'),
    ];
    const orders: number[] = [];
    for (let i = 0; i < 20; i += 1) orders.push(await createOrder(item, 3));

    const responses = await Promise.all(orders.map(confirm));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(17);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        error: { message: 'Not enough stock of Prawns: 1 kg available.' },
      });
    }
    const remaining = await remainingOf(server.handle.db, lots);
    expect(remaining.every((value) => value >= 0)).toBe(true);
    expect(remaining.reduce((sum, value) => sum + value, 0)).toBe(1000);
    const statuses = await statusesOf(orders);
    expect(statuses.filter((status) => status === 'fulfilled')).toHaveLength(3);
    expect(statuses.filter((status) => status === 'pending')).toHaveLength(17);
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select(['lot_id', 'quantity'])
      .where('lot_id', 'in', lots)
      .execute();
    expect(takes.reduce((sum, take) => sum + take.quantity, 0)).toBe(9000);
  });

  it('10 concurrent confirmations of one order fulfil it once', async () => {
    const item = await insertItem(server.handle.db, refs, { name: 'Scallops' });
    const only = await lot(item, 100, '2030-01-01');
    const order = await createOrder(item, 7);
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(order)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { message: 'This order is already fulfilled.' } });
    }
    expect(await remainingOf(server.handle.db, [only])).toEqual([93_000]);
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select('quantity')
      .where('order_id', '=', order)
      .execute();
    expect(takes).toEqual([{ quantity: 7000 }]);
  });

  it('concurrent waste reports never take more than remains', async () => {
    const item = await insertItem(server.handle.db, refs, { name: 'Oysters', unit: 'pcs' });
    const lots = [await lot(item, 2, '2030-01-01'), await lot(item, 3, '2030-01-05')];
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        server.api({
          method: 'POST',
          path: '/receive-items/waste',
          role: 'Warehouse Staff',
          payload: { itemId: item, reason: 'Damaged', quantity: 1 },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    expect(await remainingOf(server.handle.db, lots)).toEqual([0, 0]);
  });
});
