import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '../../contract/schemas/reference';
import { testEngines } from '../support/engines';
import { itemMultipart, uniquePng } from '../support/images';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('item delete on %s', (engine) => {
  let server: TestServer;
  let refs: { categoryId: number; itemAreaId: number };
  let supplierId: number;
  let departmentId: number;
  let userId: number;
  let serial = 0;
  const now = new Date().toISOString();

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    const stamps = { created_at: now, updated_at: now };
    const category = await db
      .insertInto('categories')
      .values({ name: 'Produce', description: '', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const area = await db
      .insertInto('item_areas')
      .values({ name: 'Chiller', speed_class: 'Medium', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    refs = { categoryId: category.id, itemAreaId: area.id };
    ({ id: supplierId } = await db
      .insertInto('suppliers')
      .values({ name: 'Farm', email: 'f@example.com', phone_number: '+1 555 0100', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow());
    ({ id: departmentId } = await db
      .insertInto('departments')
      .values({ name: 'Kitchen', description: '', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow());
    ({ id: userId } = await db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'manager')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => server.close());

  async function createItem(): Promise<Item> {
    serial += 1;
    const itemRequest = { name: `Apple ${serial}`, barcode: `DEL-${serial}`, unit: 'kg', ...refs };
    const response = await server.api({
      method: 'POST',
      path: '/items',
      role: 'Manager',
      ...itemMultipart(itemRequest, { bytes: uniquePng() }),
    });
    return response.json<Item>();
  }

  const remove = (id: number) =>
    server.api({ method: 'DELETE', path: `/items/${id}`, role: 'Warehouse Staff' });

  it('deletes an unused item and its image, which no item uses any more', async () => {
    const item = await createItem();
    const response = await remove(item.itemId);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const gone = await server.api({ method: 'GET', path: `/items/${item.itemId}`, role: 'Viewer' });
    expect(gone.statusCode).toBe(404);
    const image = await server.app.inject({ method: 'GET', url: item.url ?? '' });
    expect(image.statusCode).toBe(404);
  });

  it('refuses to delete an item that lots, waste or order lines refer to', async () => {
    const db = server.handle.db;
    const item = await createItem();
    await db
      .insertInto('lots')
      .values({
        ...{ item_id: item.itemId, supplier_id: supplierId, po_id: null, status: 'New' },
        ...{ quantity: 5000, remaining: 5000, expiration_date: '2030-01-01' },
        ...{ received_at: now, received_by: userId },
      })
      .execute();
    const withLot = await remove(item.itemId);
    expect(withLot.statusCode).toBe(409);
    expect(withLot.json()).toEqual({
      error: { message: 'This item cannot be deleted because received items refer to it.' },
    });

    await db
      .insertInto('waste')
      .values({
        item_id: item.itemId,
        quantity: 1000,
        reason: 'Damaged',
        wasted_at: now,
        user_id: userId,
      })
      .execute();
    const order = await db
      .insertInto('orders')
      .values({
        department_id: departmentId,
        status: 'pending',
        request_date: now,
        user_id: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values({ order_id: order.id, item_id: item.itemId, quantity: 2000 })
      .execute();
    const withAll = await remove(item.itemId);
    expect(withAll.statusCode).toBe(409);
    expect(withAll.json()).toEqual({
      error: {
        message:
          'This item cannot be deleted because received items, waste reports and orders refer to it.',
      },
    });
    const still = await server.api({
      method: 'GET',
      path: `/items/${item.itemId}`,
      role: 'Viewer',
    });
    expect(still.json()).toEqual(item);
  });

  it('refuses when only an order line refers to the item', async () => {
    const item = await createItem();
    const order = await server.handle.db
      .insertInto('orders')
      .values({
        department_id: departmentId,
        status: 'pending',
        request_date: now,
        user_id: userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.handle.db
      .insertInto('order_lines')
      .values({ order_id: order.id, item_id: item.itemId, quantity: 1000 })
      .execute();
    const response = await remove(item.itemId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { message: 'This item cannot be deleted because orders refer to it.' },
    });
  });
});
