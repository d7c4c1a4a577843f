import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../support/engines';
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

describe.each(await testEngines())('waste on %s', (engine) => {
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
  const waste = (payload: object, role: 'Warehouse Staff' | 'Editor' = 'Warehouse Staff') =>
    server.api({ method: 'POST', path: '/receive-items/waste', role, payload });
  const countWaste = async () =>
    (await server.handle.db.selectFrom('waste').select('id').execute()).length;

  it('takes from the earliest expiring lot first, then the oldest lot', async () => {
    const milk = await insertItem(server.handle.db, refs, { name: 'Skimmed Milk', unit: 'l' });
    // Inserted out of expiry order; two lots share the latest expiry.
    const late = await lot(milk, 2, '2030-03-01');
    const early = await lot(milk, 3, '2030-01-01');
    const middle = await lot(milk, 4, '2030-02-01');
    const lateTwin = await lot(milk, 1, '2030-03-01');

    const first = await waste({ itemId: String(milk), reason: 'Expired', quantity: '4.5' });
    expect(first.statusCode).toBe(201);
    expect(await remainingOf(server.handle.db, [early, middle, late, lateTwin])).toEqual([
      0, 2500, 2000, 1000,
    ]);
    const takes = await server.handle.db
      .selectFrom('lot_takes')
      .select(['lot_id', 'quantity', 'waste_id', 'order_id'])
      .orderBy('id')
      .execute();
    const wasteId = first.json<{ ID: number }>().ID;
    expect(takes).toEqual([
      { lot_id: early, quantity: 3000, waste_id: wasteId, order_id: null },
      { lot_id: middle, quantity: 1500, waste_id: wasteId, order_id: null },
    ]);

    const second = await waste({ itemId: milk, reason: 'Damaged', quantity: 4.125 });
    expect(second.statusCode).toBe(201);
    // The older of the two lots expiring on the same day goes first.
    expect(await remainingOf(server.handle.db, [early, middle, late, lateTwin])).toEqual([
      0, 0, 375, 1000,
    ]);
  });

  it('answers the created report and lists reports newest first', async () => {
    const yeast = await insertItem(server.handle.db, refs, { name: 'Fresh Yeast', unit: 'g' });
    await lot(yeast, 10, '2030-01-01');
    const created = await waste({ itemId: yeast, reason: 'Damaged', quantity: '2.5' });
    expect(created.statusCode).toBe(201);
    const report = created.json<{ ID: number }>();
    expect(report).toEqual({
      ID: expect.any(Number),
      ItemID: yeast,
      Item: await expectedStockItem(server.handle.db, yeast),
      Quantity: 2.5,
      Reason: 'Damaged',
      WastedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      User: { Name: 'warehouse-staff' },
      // The lot had no cost and the item none known: unvalued, never zero (design: Valuation).
      Cost: null,
      UnvaluedQuantity: 2.5,
    });

    const all = await server.api({ method: 'GET', path: '/receive-items/waste', role: 'Viewer' });
    expect(all.statusCode).toBe(200);
    const body = all.json<{ totalCount: number; wasteItems: { ID: number }[] }>();
    expect(body.wasteItems[0]).toEqual(report);
    expect(body.totalCount).toBe(body.wasteItems.length);
    const ids = body.wasteItems.map((row) => row.ID);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const searched = await server.api({
      method: 'GET',
      path: '/receive-items/waste?search=YEAST',
      role: 'Editor',
    });
    expect(searched.json()).toEqual({ totalCount: 1, wasteItems: [report] });
    const paged = await server.api({
      method: 'GET',
      path: '/receive-items/waste?page=1&pageSize=1',
      role: 'Editor',
    });
    expect(paged.json()).toEqual({ totalCount: body.totalCount, wasteItems: [report] });
  });

  it('refuses more than remains with a 409 naming the item and changes nothing', async () => {
    const butter = await insertItem(server.handle.db, refs, { name: 'Butter', unit: 'kg' });
    const a = await lot(butter, 2, '2030-01-01');
    const b = await lot(butter, 1.5, '2030-02-01');
    const before = await countWaste();
    const response = await waste({ itemId: butter, reason: 'Expired', quantity: '3.501' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { message: 'Not enough stock of Butter: 3.5 kg available.' },
    });
    expect(await remainingOf(server.handle.db, [a, b])).toEqual([2000, 1500]);
    expect(await countWaste()).toBe(before);

    const never = await insertItem(server.handle.db, refs, { name: 'Saffron', unit: 'g' });
    const empty = await waste({ itemId: never, reason: 'Expired', quantity: 1 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({
      error: { message: 'Not enough stock of Saffron: 0 g available.' },
    });

    const exact = await waste({ itemId: butter, reason: 'Expired', quantity: 3.5 });
    expect(exact.statusCode).toBe(201);
    expect(await remainingOf(server.handle.db, [a, b])).toEqual([0, 0]);
  });

  it('answers each validation message alone and all at once', async () => {
    const salt = await insertItem(server.handle.db, refs, { name: 'Salt' });
    await lot(salt, 5, '2030-01-01');
    const before = await countWaste();
    const cases: [object, string][] = [
      [{ reason: 'Damaged', quantity: '1' }, 'Please select an item.'],
      [{ itemId: '', reason: 'Damaged', quantity: '1' }, 'Please select an item.'],
      [{ itemId: salt, quantity: '1' }, 'Please select a reason.'],
      [{ itemId: salt, reason: 'Stolen', quantity: '1' }, 'Please select a reason.'],
      [
        { itemId: salt, reason: 'Damaged', quantity: '0' },
        'Please enter a valid quantity greater than 0.',
      ],
      [
        { itemId: salt, reason: 'Damaged', quantity: -1 },
        'Please enter a valid quantity greater than 0.',
      ],
      [
        { itemId: salt, reason: 'Damaged', quantity: 2.0001 },
        'Please enter a valid quantity greater than 0.',
      ],
      [
        { itemId: salt, reason: 'Damaged', quantity: 'lots' },
        'Please enter a valid quantity greater than 0.',
      ],
      [{ itemId: 99999, reason: 'Damaged', quantity: 1 }, 'Item does not exist.'],
    ];
    for (const [payload, message] of cases) {
      const response = await waste(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error: { message } });
    }
    const all = await waste({ itemId: null, reason: '', quantity: '' });
    expect(all.statusCode).toBe(400);
    expect(all.json()).toEqual({
      error: {
        message: [
          'Please select an item.',
          'Please select a reason.',
          'Please enter a valid quantity greater than 0.',
        ],
      },
    });
    expect(await countWaste()).toBe(before);
  });

  it('needs the Reports page to log waste but lets every role read the list', async () => {
    const payload = { itemId: 1, reason: 'Damaged', quantity: 1 };
    expect((await waste(payload, 'Editor')).statusCode).toBe(403);
    const viewer = await server.api({
      method: 'POST',
      path: '/receive-items/waste',
      role: 'Viewer',
      payload,
    });
    expect(viewer.statusCode).toBe(403);
    const anonymous = await server.api({ method: 'GET', path: '/receive-items/waste' });
    expect(anonymous.statusCode).toBe(401);
  });
});
