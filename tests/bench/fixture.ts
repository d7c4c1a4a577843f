import type { Kysely } from 'kysely';
import { ROLE_IDS } from '../../contract/roles';
import { hashPassword } from '../../server/auth/passwords';
import { ensureRoles } from '../../server/bootstrap';
import type { Database } from '../../server/db/schema';
import { insertCategories, insertItemAreas } from '../support/seed-catalog';

export const BENCH_USER = { name: 'bench', password: 'bench-password' };
const DEPARTMENT_COUNT = 25;
const BATCH = 100;

/** A Manager, a few categories and areas, a supplier, `itemCount` items and some departments. */
export async function seedBenchData(db: Kysely<Database>, itemCount: number): Promise<void> {
  await ensureRoles(db);
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  await db
    .insertInto('users')
    .values({
      name: BENCH_USER.name,
      password_hash: await hashPassword(BENCH_USER.password),
      role_id: ROLE_IDS.Manager,
      password_changed_at: now,
      ...stamps,
    })
    .execute();
  await db.transaction().execute(async (trx) => {
    const categoryIds = await insertCategories(
      trx,
      ['Produce', 'Dairy', 'Dry Goods', 'Beverages', 'Cleaning'].map((name) => ({
        name,
        description: `${name} for the kitchen`,
      })),
      stamps,
    );
    const areaIds = await insertItemAreas(
      trx,
      [
        ['Walk-in Cooler', 'Fast'],
        ['Freezer', 'Medium'],
        ['Dry Store', 'Slow'],
      ],
      stamps,
    );
    await trx
      .insertInto('suppliers')
      .values({
        name: 'Bench Supplies',
        email: 'orders@bench.example',
        phone_number: '+1 555 0100',
        address: null,
        ...stamps,
      })
      .execute();
    const digits = String(itemCount).length;
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let start = 0; start < itemCount; start += BATCH) {
      const size = Math.min(BATCH, itemCount - start);
      await trx
        .insertInto('items')
        .values(
          Array.from({ length: size }, (_unused, offset) => {
            const n = start + offset;
            return {
              name: `Bench item ${String(n + 1).padStart(digits, '0')}`,
              barcode: String(4_000_000_000_000 + n),
              category_id: categoryIds[n % categoryIds.length] ?? 0,
              item_area_id: areaIds[n % areaIds.length] ?? 0,
              unit: n % 2 ? 'kg' : 'each',
              alert_days: n % 4 ? 7 : null,
              image_hash: null,
              ...stamps,
            };
          }),
        )
        .execute();
    }
    await trx
      .insertInto('departments')
      .values(
        Array.from({ length: DEPARTMENT_COUNT }, (_unused, n) => ({
          name: `Department ${n + 1}`,
          description: 'Benchmark department',
          ...stamps,
        })),
      )
      .execute();
  });
}
