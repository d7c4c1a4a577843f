import type { RoleName } from '../../contract/roles';
import type { Db } from '../../server/db/schema';
import { userNameFor } from './test-server';

/**
 * Reference rows for stock tests, inserted directly (the reference routes are not under test
 * here). Items need no image.
 */
export interface StockReferences {
  categoryId: number;
  itemAreaId: number;
  supplierId: number;
  departmentId: number;
}

const NOW = '2024-01-01T00:00:00.000Z';
let counter = 0;

/**
 * A suffix no other fixture in this process uses (names and barcodes are unique). Letters only,
 * so searches for an order or lot id never match a fixture name by accident.
 */
function uniqueSuffix(): string {
  counter += 1;
  let value = counter;
  let letters = '';
  while (value > 0) {
    letters = String.fromCharCode(97 + ((value - 1) % 26)) + letters;
    value = Math.floor((value - 1) / 26);
  }
  return letters;
}

export async function insertReferences(db: Db): Promise<StockReferences> {
  const suffix = uniqueSuffix();
  const stamps = { created_at: NOW, updated_at: NOW };
  const category = await db
    .insertInto('categories')
    .values({ name: `Dairy ${suffix}`, description: 'Cold', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const area = await db
    .insertInto('item_areas')
    .values({ name: `Cold room ${suffix}`, speed_class: 'Fast', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  const supplier = await db
    .insertInto('suppliers')
    .values({
      name: `Fresh Farms ${suffix}`,
      email: 'farm@example.com',
      phone_number: '+44 20 7946 0000',
      address: null,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const department = await db
    .insertInto('departments')
    .values({ name: `Kitchen ${suffix}`, description: '', ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    categoryId: category.id,
    itemAreaId: area.id,
    supplierId: supplier.id,
    departmentId: department.id,
  };
}

export async function insertSupplier(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('suppliers')
    .values({
      name,
      email: 'other@example.com',
      phone_number: '+44 20 7946 0001',
      address: 'Dock 4',
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertItem(
  db: Db,
  refs: StockReferences,
  options: { name: string; alertDays?: number | null; unit?: string },
): Promise<number> {
  const row = await db
    .insertInto('items')
    .values({
      name: options.name,
      barcode: `BC-${uniqueSuffix()}`,
      category_id: refs.categoryId,
      item_area_id: refs.itemAreaId,
      unit: options.unit ?? 'kg',
      alert_days: options.alertDays ?? null,
      image_hash: null,
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userIdOf(db: Db, role: RoleName): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('name', '=', userNameFor(role))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A lot straight into the table; quantities in thousandths, remaining defaults to quantity. */
export async function insertLot(
  db: Db,
  lot: {
    itemId: number;
    supplierId: number;
    receivedBy: number;
    quantity: number;
    remaining?: number;
    expirationDate: string;
    receivedAt?: string;
    poId?: string | null;
    status?: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('lots')
    .values({
      item_id: lot.itemId,
      supplier_id: lot.supplierId,
      po_id: lot.poId ?? null,
      quantity: lot.quantity,
      remaining: lot.remaining ?? lot.quantity,
      expiration_date: lot.expirationDate,
      status: lot.status ?? 'New',
      received_at: lot.receivedAt ?? new Date().toISOString(),
      received_by: lot.receivedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Remaining thousandths per lot id. */
export async function remainingOf(db: Db, lotIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('lots')
    .select(['id', 'remaining'])
    .where('id', 'in', [...lotIds])
    .execute();
  return lotIds.map((id) => rows.find((row) => row.id === id)?.remaining ?? Number.NaN);
}

/** The nested item shape a stock list should carry, built from the rows (not the server code). */
export async function expectedStockItem(db: Db, itemId: number) {
  const row = await db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .innerJoin('item_areas', 'item_areas.id', 'items.item_area_id')
    .select([
      'items.name as name',
      'items.barcode as barcode',
      'items.unit as unit',
      'items.item_area_id as areaId',
      'categories.name as category',
      'item_areas.name as area',
      'item_areas.speed_class as speed',
    ])
    .where('items.id', '=', itemId)
    .executeTakeFirstOrThrow();
  return {
    ID: itemId,
    Name: row.name,
    URL: null,
    Barcode: row.barcode,
    Unit: row.unit,
    LocationID: row.areaId,
    Category: { Name: row.category },
    Location: { Name: row.area, SpeedClass: row.speed },
  };
}

/** The names of the references' supplier and department, as the forms' selects show them. */
export async function referenceNames(
  db: Db,
  refs: StockReferences,
): Promise<{ supplier: string; department: string }> {
  const nameIn = async (table: 'suppliers' | 'departments', id: number) =>
    (await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  return {
    supplier: await nameIn('suppliers', refs.supplierId),
    department: await nameIn('departments', refs.departmentId),
  };
}
