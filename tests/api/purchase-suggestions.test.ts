import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrder, SuggestionList } from '../../contract/schemas/purchasing';
import { testEngines } from '../support/engines';
import {
  insertItem,
  insertLot,
  insertReferences,
  insertSupplier,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

describe.each(await testEngines())('Suggested orders on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  const ids: Record<string, number> = {};
  const suppliers: Record<string, number> = {};

  beforeAll(async () => {
    server = await createTestServer(engine);
    const db = server.handle.db;
    refs = await insertReferences(db);
    suppliers.acme = await insertSupplier(db, 'Acme Drinks');
    suppliers.berry = await insertSupplier(db, 'Berry Greens');
    suppliers.coast = await insertSupplier(db, 'Coast Produce');
    const staff = await userIdOf(db, 'Warehouse Staff');
    // Reordering fields in thousandths, as stored.
    const item = async (
      name: string,
      fields: {
        reorder?: number;
        par?: number;
        pack?: number;
        packName?: string;
        preferred?: number;
      },
    ) => {
      const id = await insertItem(db, refs, { name, unit: 'bottle' });
      await db
        .updateTable('items')
        .set({
          reorder_point: fields.reorder ?? null,
          par_level: fields.par ?? null,
          pack_size: fields.pack ?? null,
          pack_name: fields.packName ?? null,
          preferred_supplier_id: fields.preferred ?? null,
        })
        .where('id', '=', id)
        .execute();
      ids[name] = id;
      return id;
    };
    const lot = (itemId: number, supplierId: number, remaining: number, receivedAt: string) =>
      insertLot(db, {
        itemId,
        supplierId,
        receivedBy: staff,
        quantity: remaining + 1000,
        remaining,
        expirationDate: '2031-01-01',
        receivedAt,
      });

    const tonic = await item('Tonic Water', {
      reorder: 4000,
      par: 12000,
      pack: 6000,
      packName: 'case',
      preferred: suppliers.acme,
    });
    await lot(tonic, suppliers.coast, 2000, '2024-03-01T00:00:00.000Z');
    const lemons = await item('Lemons', { reorder: 5000 });
    await lot(lemons, suppliers.coast, 1000, '2024-01-01T00:00:00.000Z');
    await lot(lemons, suppliers.berry, 500, '2024-02-01T00:00:00.000Z');
    const gin = await item('Gin', {
      reorder: 6000,
      par: 10000,
      pack: 6000,
      preferred: suppliers.acme,
    });
    await lot(gin, suppliers.acme, 1000, '2024-01-01T00:00:00.000Z');
    await item('Mint', { reorder: 2000 });
    const cream = await item('Cream', { reorder: 3000, par: 6000 });
    await lot(cream, suppliers.coast, 5000, '2024-01-01T00:00:00.000Z');
    await item('Salt', {});
    const vodka = await item('Vodka', { reorder: 4000, par: 8000, preferred: suppliers.acme });
    await lot(vodka, suppliers.acme, 1000, '2024-01-01T00:00:00.000Z');
    const zero = await item('Zest', { reorder: 0, par: 1000 });
    await lot(zero, suppliers.coast, 0, '2024-01-01T00:00:00.000Z');

    const order = async (lines: object[], status: 'draft' | 'sent' | 'cancelled') => {
      const created = await server.api({
        method: 'POST',
        path: '/purchase-orders',
        role: 'Manager',
        payload: { supplierId: suppliers.acme, lines },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { PurchaseOrderId: id, PoNumber } = created.json<PurchaseOrder>();
      if (status === 'sent') {
        await server.api({
          method: 'POST',
          path: `/purchase-orders/${id}/send`,
          role: 'Manager',
          payload: {},
        });
      }
      if (status === 'cancelled') {
        await server.api({
          method: 'POST',
          path: `/purchase-orders/${id}/cancel`,
          role: 'Manager',
          payload: { reason: 'x' },
        });
      }
      return PoNumber;
    };
    // Gin: 3 awaited from a sent order, 2 from a partial one (6 ordered, 4 received); a draft
    // and a cancelled order count for nothing. Vodka: 4 awaited puts it above its point.
    await order([{ itemId: gin, quantity: 3, unitCost: 14.5 }], 'sent');
    await order([{ itemId: gin, quantity: 100, unitCost: 1 }], 'cancelled');
    const partial = await order([{ itemId: gin, quantity: 6, unitCost: 15.25 }], 'sent');
    const received = await server.api({
      method: 'POST',
      path: '/receive-items/PO',
      role: 'Warehouse Staff',
      payload: {
        poId: partial,
        supplierId: suppliers.acme,
        receiveItems: [{ itemId: gin, quantity: 4, expirationDate: '2031-01-01', status: 'New' }],
      },
    });
    expect(received.statusCode, received.body).toBe(201);
    await order([{ itemId: gin, quantity: 50 }], 'draft');
    await order([{ itemId: vodka, quantity: 4 }], 'sent');
  });
  afterAll(() => server.close());

  it('suggests fill-to-par in whole packs, with on order from sent and partial orders, by supplier', async () => {
    const answer = await server.api({
      method: 'GET',
      path: '/purchase-orders/suggestions',
      role: 'Manager',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const line = (name: string, fields: object) => ({
      ItemID: ids[name],
      Name: name,
      Unit: 'bottle',
      ...fields,
    });
    expect(answer.json<SuggestionList>()).toEqual({
      suggestions: [
        {
          SupplierID: suppliers.acme,
          Supplier: { Name: 'Acme Drinks' },
          lines: [
            // Gin is not here: on hand 1 + 4 received + on order 3 + 2 = 10 > 6.
            line('Tonic Water', {
              OnHand: 2,
              OnOrder: 0,
              ReorderPoint: 4,
              ParLevel: 12,
              PackSize: 6,
              PackName: 'case',
              SuggestedQuantity: 12,
              UnitCost: null,
            }),
          ],
        },
        {
          SupplierID: suppliers.berry,
          Supplier: { Name: 'Berry Greens' },
          lines: [
            line('Lemons', {
              OnHand: 1.5,
              OnOrder: 0,
              ReorderPoint: 5,
              ParLevel: null,
              PackSize: null,
              PackName: null,
              SuggestedQuantity: 4,
              UnitCost: null,
            }),
          ],
        },
        {
          SupplierID: suppliers.coast,
          Supplier: { Name: 'Coast Produce' },
          lines: [
            line('Zest', {
              OnHand: 0,
              OnOrder: 0,
              ReorderPoint: 0,
              ParLevel: 1,
              PackSize: null,
              PackName: null,
              SuggestedQuantity: 1,
              UnitCost: null,
            }),
          ],
        },
        {
          SupplierID: null,
          Supplier: null,
          lines: [
            line('Mint', {
              OnHand: 0,
              OnOrder: 0,
              ReorderPoint: 2,
              ParLevel: null,
              PackSize: null,
              PackName: null,
              SuggestedQuantity: 2,
              UnitCost: null,
            }),
          ],
        },
      ],
    });
  });

  it('counts what open orders await: Gin at its point once the delivery lot is used up', async () => {
    // The partial delivery's lot (4) is consumed: on hand 1 + on order 3 + 2 = 6 ≤ 6 → 10 − 6 =
    // 4, one case of 6; its cost is that of the latest order line with one (15.25).
    const db = server.handle.db;
    await db
      .updateTable('lots')
      .set({ remaining: 0 })
      .where('item_id', '=', ids.Gin ?? 0)
      .where('po_id', 'is not', null)
      .execute();
    const answer = await server.api({
      method: 'GET',
      path: '/purchase-orders/suggestions',
      role: 'Manager',
    });
    const acme = answer
      .json<SuggestionList>()
      .suggestions.find((group) => group.SupplierID === suppliers.acme);
    expect(acme?.lines.find((line) => line.Name === 'Gin')).toEqual({
      ItemID: ids.Gin,
      Name: 'Gin',
      Unit: 'bottle',
      OnHand: 1,
      OnOrder: 5,
      ReorderPoint: 6,
      ParLevel: 10,
      PackSize: 6,
      PackName: null,
      SuggestedQuantity: 6,
      UnitCost: 15.25,
    });
    expect(acme?.lines.map((line) => line.Name)).toEqual(['Gin', 'Tonic Water']);
  });
});
