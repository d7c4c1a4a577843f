import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/schema';

/**
 * Rows that refer to reference records, inserted straight into the database: these tests are
 * about the reference routes, not the item or receiving routes.
 */
const NOW = '2024-01-01T00:00:00.000Z';
let counter = 0;

export async function insertItemUsing(
  db: Db,
  refs: { categoryId?: number; itemAreaId?: number },
): Promise<number> {
  counter += 1;
  const stamps = { created_at: NOW, updated_at: NOW };
  const categoryId =
    refs.categoryId ??
    (
      await db
        .insertInto('categories')
        .values({ name: `Fixture category ${counter}`, description: '', ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const itemAreaId =
    refs.itemAreaId ??
    (
      await db
        .insertInto('item_areas')
        .values({ name: `Fixture area ${counter}`, speed_class: 'Slow', ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const item = await db
    .insertInto('items')
    .values({
      name: `Fixture item ${counter}`,
      barcode: `FIX-${process.pid}-${counter}`,
      category_id: categoryId,
      item_area_id: itemAreaId,
      unit: 'kg',
      alert_days: null,
      image_hash: null,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return item.id;
}

export async function insertLotFrom(db: Db, supplierId: number): Promise<number> {
  const itemId = await insertItemUsing(db, {});
  const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
  const lot = await db
    .insertInto('lots')
    .values({
      item_id: itemId,
      supplier_id: supplierId,
      po_id: null,
      quantity: 5000,
      remaining: 5000,
      expiration_date: '2030-01-01',
      status: 'New',
      received_at: NOW,
      received_by: user.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return lot.id;
}

/** The {error:{message}} body every failure carries. */
export function errorOf(response: LightMyRequestResponse): unknown {
  return response.json<{ error: { message: unknown } }>().error.message;
}

/** Path ids that name no record: unknown, not a number, zero, negative, fractional, too big. */
export const MISSING_IDS = ['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999', '2147483648'];
