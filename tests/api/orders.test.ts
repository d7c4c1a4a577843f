import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName } from '../../contract/roles';
import { testEngines } from '../support/engines';
import { orderStatusOf } from '../support/order-fixtures';
import {
  expectedStockItem,
  insertItem,
  insertLot,
  insertReferences,
  remainingOf,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

interface OrderBody {
  ID: number;
  Status: string;
}

describe.each(await testEngines())('orders on %s', (engine) => {
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
  const createOrder = (payload: object, role: RoleName = 'Manager') =>
    server.api({ method: 'POST', path: '/order-items', role, payload });
  const act = (
    id: number | string,
    action: string,
    reason: unknown,
    role: RoleName = 'Administrator',
  ) =>
    server.api({ method: 'POST', path: `/order-items/${id}/${action}`, role, payload: { reason } });
  const orderFor = async (lines: [number, unknown][]) => {
    const response = await createOrder({
      departmentId: String(refs.departmentId),
      fulfilledAt: '2030-01-02T09:30:00Z',
      orderItems: lines.map(([itemId, quantity]) => ({ itemId: String(itemId), quantity })),
    });
    expect(response.statusCode).toBe(201);
    return response.json<OrderBody>();
  };
  const statusOf = (id: number) => orderStatusOf(server, id);

  it('creates a pending order without checking stock, in the exact order shape', async () => {
    const rice = await insertItem(server.handle.db, refs, { name: 'Basmati Rice' });
    const oil = await insertItem(server.handle.db, refs, { name: 'Olive Oil', unit: 'l' });
    const response = await createOrder({
      departmentId: String(refs.departmentId),
      fulfilledAt: '2030-01-02T10:30:00+01:00',
      orderItems: [
        { itemId: String(rice), quantity: '2.5' },
        { itemId: oil, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const department = await server.handle.db
      .selectFrom('departments')
      .select('name')
      .where('id', '=', refs.departmentId)
      .executeTakeFirstOrThrow();
    const order = response.json<OrderBody>();
    expect(order).toEqual({
      ID: expect.any(Number),
      Status: 'pending',
      RequestDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      FulfilledAt: '2030-01-02T09:30:00.000Z',
      DepartmentID: refs.departmentId,
      Department: { Name: department.name },
      User: { Name: 'manager' },
      FulfillmentContent: [
        { Item: await expectedStockItem(server.handle.db, rice), Quantity: 2.5 },
        { Item: await expectedStockItem(server.handle.db, oil), Quantity: 1 },
      ],
      Reason: null,
      ActionedAt: null,
      ActionedBy: null,
      Cost: null,
      UnvaluedQuantity: 0,
    });
    const list = await server.api({ method: 'GET', path: '/order-items', role: 'Manager' });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ orderItems: OrderBody[] }>().orderItems[0]).toEqual(order);
  });

  it('answers each create validation message alone and all at once', async () => {
    const sugar = await insertItem(server.handle.db, refs, { name: 'Sugar' });
    const valid = {
      departmentId: refs.departmentId,
      fulfilledAt: '2030-01-02T09:30:00Z',
      orderItems: [{ itemId: sugar, quantity: 1 }],
    };
    const linesMessage = 'All order items must have Item and Quantity.';
    const cases: [object, string][] = [
      [{ ...valid, orderItems: [] }, linesMessage],
      [{ ...valid, orderItems: undefined }, linesMessage],
      [{ ...valid, orderItems: [{ itemId: sugar }] }, linesMessage],
      [{ ...valid, orderItems: [{ itemId: '', quantity: '2' }] }, linesMessage],
      [{ ...valid, orderItems: [{ itemId: sugar, quantity: '0.5' }] }, linesMessage],
      [{ ...valid, orderItems: [{ itemId: sugar, quantity: 0 }] }, linesMessage],
      [{ ...valid, orderItems: [{ itemId: sugar, quantity: '1.0001' }] }, linesMessage],
      [{ ...valid, departmentId: null }, 'Valid department is required.'],
      [{ ...valid, fulfilledAt: 'next tuesday' }, 'Valid fulfillment date-time is required.'],
      [{ ...valid, fulfilledAt: '' }, 'Valid fulfillment date-time is required.'],
      [{ ...valid, departmentId: 99999 }, 'Department does not exist.'],
      [
        {
          ...valid,
          orderItems: [
            { itemId: sugar, quantity: 1 },
            { itemId: '99999', quantity: 1 },
          ],
        },
        'Item in row 2 does not exist.',
      ],
    ];
    const before = await server.handle.db.selectFrom('orders').select('id').execute();
    for (const [payload, message] of cases) {
      const response = await createOrder(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { message } });
    }
    const all = await createOrder({ departmentId: 'x', fulfilledAt: 'soon', orderItems: [{}] });
    expect(all.json()).toEqual({
      error: {
        message: [
          'Valid department is required.',
          'Valid fulfillment date-time is required.',
          linesMessage,
        ],
      },
    });
    const after = await server.handle.db.selectFrom('orders').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('confirms: takes every line FEFO, records the reason and who acted', async () => {
    const flour = await insertItem(server.handle.db, refs, { name: 'Flour T55' });
    const older = await lot(flour, 5, '2030-06-01');
    const sooner = await lot(flour, 2, '2030-03-01');
    const order = await orderFor([
      [flour, '3'],
      [flour, 1.5],
    ]);
    const response = await act(order.ID, 'confirm', '  Sent to pastry  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ID: order.ID,
      Status: 'fulfilled',
      Reason: 'Sent to pastry',
      ActionedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      ActionedBy: { Name: 'administrator' },
      User: { Name: 'manager' },
      FulfilledAt: '2030-01-02T09:30:00.000Z',
    });
    // 4.5 taken: the 2 expiring first, then 2.5 of the later lot.
    expect(await remainingOf(server.handle.db, [sooner, older])).toEqual([0, 2500]);
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select(['lot_id', 'quantity'])
      .where('order_id', '=', order.ID)
      .orderBy('id')
      .execute();
    expect(takes).toEqual([
      { lot_id: sooner, quantity: 2000 },
      { lot_id: older, quantity: 2500 },
    ]);

    const again = await act(order.ID, 'reject', 'changed my mind');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { message: 'This order is already fulfilled.' } });
    const twice = await act(order.ID, 'confirm', 'again');
    expect(twice.statusCode).toBe(409);
    expect(await remainingOf(server.handle.db, [sooner, older])).toEqual([0, 2500]);
  });

  it('confirms all lines or none: a short second line leaves the first untouched', async () => {
    const tomato = await insertItem(server.handle.db, refs, { name: 'Tomatoes' });
    const basil = await insertItem(server.handle.db, refs, { name: 'Basil', unit: 'bunch' });
    const tomatoLot = await lot(tomato, 10, '2030-01-01');
    const basilLot = await lot(basil, 2, '2030-01-01');
    const order = await orderFor([
      [tomato, 4],
      [basil, 3],
    ]);
    const response = await act(order.ID, 'confirm', 'lunch service');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { message: 'Not enough stock of Basil: 2 bunch available.' },
    });
    expect(await remainingOf(server.handle.db, [tomatoLot, basilLot])).toEqual([10000, 2000]);
    expect(await statusOf(order.ID)).toBe('pending');
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select('id')
      .where('order_id', '=', order.ID)
      .execute();
    expect(takes).toEqual([]);
  });

  it('rejects: cancelled with the reason, no stock taken, then closed', async () => {
    const lemons = await insertItem(server.handle.db, refs, { name: 'Lemons', unit: 'pcs' });
    const lemonLot = await lot(lemons, 20, '2030-01-01');
    const order = await orderFor([[lemons, 5]]);
    const blank = await act(order.ID, 'reject', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: { message: 'Please provide a reason.' } });
    const missing = await server.api({
      method: 'POST',
      path: `/order-items/${order.ID}/reject`,
      role: 'Manager',
      payload: {},
    });
    expect(missing.json()).toEqual({ error: { message: 'Please provide a reason.' } });
    expect(await statusOf(order.ID)).toBe('pending');

    const rejected = await act(order.ID, 'reject', 'Duplicate order', 'Manager');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      Status: 'cancelled',
      Reason: 'Duplicate order',
      ActionedBy: { Name: 'manager' },
    });
    expect(await remainingOf(server.handle.db, [lemonLot])).toEqual([20000]);
    const confirm = await act(order.ID, 'confirm', 'after all');
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual({ error: { message: 'This order is already cancelled.' } });
    expect(await remainingOf(server.handle.db, [lemonLot])).toEqual([20000]);
  });

  it('answers 404 for unknown orders and actions', async () => {
    const lime = await insertItem(server.handle.db, refs, { name: 'Limes' });
    const order = await orderFor([[lime, 1]]);
    const unknownAction = await act(order.ID, 'approve', 'ok');
    expect(unknownAction.statusCode).toBe(404);
    const unknownOrder = await act(99999, 'confirm', 'ok');
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json()).toEqual({ error: { message: 'Order not found.' } });
    const badId = await act('ORD-1', 'confirm', 'ok');
    expect(badId.statusCode).toBe(404);
    expect(await statusOf(order.ID)).toBe('pending');
  });

  it('searches by id, department, requester and item name, newest first, with paging', async () => {
    const anchovy = await insertItem(server.handle.db, refs, { name: 'Anchovies' });
    const first = await orderFor([[anchovy, 1]]);
    const second = await orderFor([[anchovy, 2]]);
    const search = async (query: string) => {
      const response = await server.api({
        method: 'GET',
        path: `/order-items${query}`,
        role: 'Manager',
      });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ totalCount: number; orderItems: OrderBody[] }>();
      return { total: body.totalCount, ids: body.orderItems.map((order) => order.ID) };
    };
    expect(await search('?search=anchov')).toEqual({ total: 2, ids: [second.ID, first.ID] });
    expect(await search(`?search=ORD-${first.ID}`)).toEqual({ total: 1, ids: [first.ID] });
    expect(await search(`?search=${second.ID}`)).toEqual({ total: 1, ids: [second.ID] });
    const all = await search('');
    expect(all.ids[0]).toBe(second.ID);
    expect(await search('?search=kitchen')).toEqual(all);
    expect(await search('?search=MANAGER')).toEqual(all);
    expect(await search('?search=nobody-here')).toEqual({ total: 0, ids: [] });
    expect(await search('?page=1&pageSize=1')).toEqual({ total: all.total, ids: [second.ID] });
    expect(await search('?page=2&pageSize=1')).toEqual({ total: all.total, ids: [first.ID] });
  });

  it('needs the Orders page to read, create and act', async () => {
    const cod = await insertItem(server.handle.db, refs, { name: 'Cod' });
    const order = await orderFor([[cod, 1]]);
    for (const role of ['Warehouse Staff', 'Editor', 'Viewer'] as const) {
      const list = await server.api({ method: 'GET', path: '/order-items', role });
      expect(list.statusCode, role).toBe(403);
      const create = await createOrder(
        {
          departmentId: refs.departmentId,
          fulfilledAt: '2030-01-01T00:00:00Z',
          orderItems: [{ itemId: cod, quantity: 1 }],
        },
        role,
      );
      expect(create.statusCode, role).toBe(403);
      expect((await act(order.ID, 'reject', 'no', role)).statusCode, role).toBe(403);
    }
    expect(await statusOf(order.ID)).toBe('pending');
  });
});
