import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { ROLE_IDS } from '../../contract/roles';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import {
  DEMO_CATEGORIES,
  DEMO_DEPARTMENTS,
  DEMO_ITEM_AREAS,
  DEMO_ITEMS,
  DEMO_SUPPLIERS,
  DEMO_USERS,
  demoBarcode,
} from './catalog';
import { drawSolidPng } from './png';

/** Ids of what seedReferenceData inserted, by name, for the stock history to refer to. */
export interface DemoReferences {
  userIds: Map<string, number>;
  departmentIds: Map<string, number>;
  supplierIds: number[];
  /** Item ids in DEMO_ITEMS order. */
  itemIds: number[];
}

async function insertUsers(trx: Transaction<Database>, now: string) {
  const userIds = new Map<string, number>();
  for (const user of DEMO_USERS) {
    const row = await trx
      .insertInto('users')
      .values({
        name: user.name,
        password_hash: await hashPassword(user.password),
        role_id: ROLE_IDS[user.role],
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.set(user.name, row.id);
  }
  return userIds;
}

/** One picture per category, stored like an upload: keyed by the sha256 of its bytes. */
async function insertCategories(trx: Transaction<Database>, now: string) {
  const categories = new Map<string, { id: number; imageHash: string }>();
  for (const category of DEMO_CATEGORIES) {
    const bytes = drawSolidPng(category.colour);
    const hash = createHash('sha256').update(bytes).digest('hex');
    await trx
      .insertInto('images')
      .values({ hash, content_type: 'image/png', bytes, created_at: now })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    const row = await trx
      .insertInto('categories')
      .values({
        name: category.name,
        description: category.description,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(category.name, { id: row.id, imageHash: hash });
  }
  return categories;
}

/** Users, categories with pictures, item areas, suppliers, departments and items. */
export async function seedReferenceData(
  trx: Transaction<Database>,
  now: string,
): Promise<DemoReferences> {
  const stamps = { created_at: now, updated_at: now };
  const userIds = await insertUsers(trx, now);
  const categories = await insertCategories(trx, now);
  const areaIds = new Map<string, number>();
  for (const area of DEMO_ITEM_AREAS) {
    const row = await trx
      .insertInto('item_areas')
      .values({ name: area.name, speed_class: area.speedClass, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    areaIds.set(area.name, row.id);
  }
  const departmentIds = new Map<string, number>();
  for (const [name, description] of DEMO_DEPARTMENTS) {
    const row = await trx
      .insertInto('departments')
      .values({ name, description, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    departmentIds.set(name, row.id);
  }
  const supplierIds: number[] = [];
  for (const [name, email, phone, address] of DEMO_SUPPLIERS) {
    const row = await trx
      .insertInto('suppliers')
      .values({ name, email, phone_number: phone, address, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    supplierIds.push(row.id);
  }
  const itemIds: number[] = [];
  for (const [index, item] of DEMO_ITEMS.entries()) {
    const category = categories.get(item.category);
    const areaId = areaIds.get(item.area);
    if (!category || areaId === undefined) throw new Error(`Demo item ${item.name} is miswired.`);
    const row = await trx
      .insertInto('items')
      .values({
        name: item.name,
        barcode: demoBarcode(index + 1),
        category_id: category.id,
        item_area_id: areaId,
        unit: item.unit,
        alert_days: item.alertDays,
        image_hash: category.imageHash,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(row.id);
  }
  return { userIds, departmentIds, supplierIds, itemIds };
}
