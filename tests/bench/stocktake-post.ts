/**
 * Time to post a stocktake of 1,000 counted items (a third short over two lots, a third with a
 * surplus, a third exact), on SQLite (a temporary file, WAL, synchronous=FULL) and on PostgreSQL
 * when it answers at TEST_DATABASE_URL (a temporary schema). Prints figures; asserts nothing.
 * `npx tsx tests/bench/stocktake-post.ts` (BENCH_RUNS, default 3: the median is printed).
 */
import { ensureRoles } from '../../server/bootstrap';
import type { DatabaseHandle } from '../../server/db/connect';
import { benchEachEngine } from './each-engine';
import type { Db, Engine } from '../../server/db/schema';
import { postStocktake } from '../../server/stocktake/post';

const ITEMS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function seed(db: Db): Promise<{ userId: number; areaId: number; itemIds: number[] }> {
  await ensureRoles(db);
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        name: 'bench',
        password_hash: 'x',
        role_id: 2,
        password_changed_at: now,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const category = await trx
      .insertInto('categories')
      .values({ name: 'Dairy', description: '', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const area = await trx
      .insertInto('item_areas')
      .values({ name: 'Walk-in Cooler', speed_class: 'Fast', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Lots are filled per run (prepareRun): each post changes the stock.
    await trx
      .insertInto('suppliers')
      .values({
        name: 'Farm',
        email: 'f@example.com',
        phone_number: '0123456789',
        address: null,
        ...stamps,
      })
      .execute();
    const items = await trx
      .insertInto('items')
      .values(
        Array.from({ length: ITEMS }, (_, n) => ({
          name: `Item ${n}`,
          barcode: `B${n}`,
          category_id: category.id,
          item_area_id: area.id,
          unit: 'kg',
          alert_days: null,
          image_hash: null,
          ...stamps,
        })),
      )
      .returning('id')
      .execute();
    return { userId: user.id, areaId: area.id, itemIds: items.map((row) => row.id) };
  });
}

/** Two 5-unit lots per item, and an open stocktake counting every item. */
async function prepareRun(db: Db, seeded: { userId: number; areaId: number; itemIds: number[] }) {
  const now = new Date().toISOString();
  const supplier = await db.selectFrom('suppliers').select('id').executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lot_takes').execute();
    await trx.updateTable('stock_adjustments').set({ lot_id: null }).execute();
    await trx.deleteFrom('lots').execute();
    const lots = seeded.itemIds.flatMap((itemId) =>
      ['2030-01-01', '2030-06-01'].map((expiration_date) => ({
        item_id: itemId,
        supplier_id: supplier.id,
        po_id: null,
        quantity: 5000,
        remaining: 5000,
        expiration_date,
        status: 'New',
        received_at: now,
        received_by: seeded.userId,
      })),
    );
    for (let start = 0; start < lots.length; start += 500) {
      await trx
        .insertInto('lots')
        .values(lots.slice(start, start + 500))
        .execute();
    }
  });
  const stocktake = await db
    .insertInto('stocktakes')
    .values({
      name: 'Bench',
      status: 'open',
      created_at: now,
      created_by: seeded.userId,
      posted_at: null,
      posted_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('stocktake_areas')
    .values({ stocktake_id: stocktake.id, item_area_id: seeded.areaId })
    .execute();
  // A third 7.5 (short 2.5 over the first lot), a third 12.25 (surplus), a third exactly 10.
  const counts = seeded.itemIds.map((itemId, n) => ({
    stocktake_id: stocktake.id,
    item_id: itemId,
    quantity: [7500, 12_250, 10_000][n % 3] ?? 10_000,
    counted_at: now,
    counted_by: seeded.userId,
  }));
  for (let start = 0; start < counts.length; start += 500) {
    await db
      .insertInto('stocktake_counts')
      .values(counts.slice(start, start + 500))
      .execute();
  }
  return stocktake.id;
}

async function benchEngine(engine: Engine, handle: DatabaseHandle): Promise<void> {
  const seeded = await seed(handle.db);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const id = await prepareRun(handle.db, seeded);
    const started = performance.now();
    await postStocktake(handle.db, engine, seeded.userId, id);
    times.push(performance.now() - started);
  }
  const changed = await handle.db
    .selectFrom('stock_adjustments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  const label = `stocktake post, ${ITEMS.toLocaleString('en-GB')} counted items (${engine})`;
  console.log(
    label.padEnd(48) +
      `median ${median.toFixed(0)} ms of ${RUNS} (${times.map((t) => t.toFixed(0)).join(', ')}); ` +
      `${changed.n / RUNS} items changed per post`,
  );
}

await benchEachEngine('stocktake post', benchEngine);
