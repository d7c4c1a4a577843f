/**
 * Purchasing (design: Purchasing): time to answer the suggestions at 20,000 items with 200,000
 * lots and 2,000 open order lines (target < 300 ms), and to receive a 50-line delivery against
 * an order, on SQLite (a temporary file, WAL, synchronous=FULL) and on PostgreSQL when it
 * answers at TEST_DATABASE_URL (a temporary schema). Prints figures; asserts nothing.
 * `npx tsx tests/bench/purchasing.ts` (BENCH_RUNS, default 5: the median is printed).
 */
import { MAIN_SITE_ID } from '../../contract/paths';
import { sql } from 'kysely';
import { ensureRoles } from '../../server/bootstrap';
import type { DatabaseHandle } from '../../server/db/connect';
import { benchEachEngine } from './each-engine';
import type { Db, Engine } from '../../server/db/schema';
import { createPurchaseOrder, sendPurchaseOrder } from '../../server/purchasing/purchase-orders';
import { listSuggestions } from '../../server/purchasing/suggestions';
import { receivePoItems } from '../../server/stock/receive';

const ITEMS = 20_000;
const LOTS_PER_ITEM = 10;
const SUPPLIERS = 40;
const OPEN_ORDERS = 200;
const LINES_PER_ORDER = 10;
const DELIVERY_LINES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

interface Seeded {
  userId: number;
  supplierIds: number[];
  itemIds: number[];
}

/**
 * Items with a reorder point of 10 and a par of 24, packs of 6 on every other item, a
 * preferred supplier on half; ten lots each (13.5 on hand for a third of the items, 4.5 for the others, who qualify); 200 sent or
 * partial orders of 10 lines with costs.
 */
async function seed(db: Db): Promise<Seeded> {
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
      .values({ name: 'Bar', description: '', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const area = await trx
      .insertInto('item_areas')
      .values({ name: 'Cellar', speed_class: 'Fast', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const suppliers = await trx
      .insertInto('suppliers')
      .values(
        Array.from({ length: SUPPLIERS }, (_, n) => ({
          name: `Supplier ${n}`,
          email: `s${n}@example.com`,
          phone_number: '0123456789',
          address: null,
          ...stamps,
        })),
      )
      .returning('id')
      .execute();
    const supplierIds = suppliers.map((row) => row.id);
    const itemIds: number[] = [];
    await insertChunked(
      Array.from({ length: ITEMS }, (_, n) => ({
        name: `Item ${String(n).padStart(5, '0')}`,
        barcode: `P${n}`,
        category_id: category.id,
        item_area_id: area.id,
        unit: 'bottle',
        alert_days: null,
        image_hash: null,
        par_level: 24_000,
        reorder_point: 10_000,
        pack_size: n % 2 === 0 ? 6000 : null,
        pack_name: n % 2 === 0 ? 'case' : null,
        preferred_supplier_id: n % 2 === 0 ? (supplierIds[n % SUPPLIERS] ?? null) : null,
        ...stamps,
      })),
      async (chunk) => {
        const rows = await trx.insertInto('items').values(chunk).returning('id').execute();
        itemIds.push(...rows.map((row) => row.id));
      },
    );
    await insertChunked(
      itemIds.flatMap((itemId, n) =>
        Array.from({ length: LOTS_PER_ITEM }, (_, lot) => ({
          item_id: itemId,
          supplier_id: supplierIds[(n + lot) % SUPPLIERS] ?? 1,
          po_id: null,
          quantity: 12_000,
          remaining: ((n + lot) % 10) * (n % 3 === 0 ? 300 : 100),
          expiration_date: '2030-01-01',
          status: 'New',
          received_at: new Date(Date.UTC(2025, 0, 1 + lot)).toISOString(),
          received_by: user.id,
        })),
      ),
      (chunk) => trx.insertInto('lots').values(chunk).execute(),
    );
    for (let order = 0; order < OPEN_ORDERS; order += 1) {
      const { id } = await trx
        .insertInto('purchase_orders')
        .values({
          po_number: `BENCH-${order}`,
          supplier_id: supplierIds[order % SUPPLIERS] ?? 1,
          status: order % 2 === 0 ? 'sent' : 'partial',
          expected_at: null,
          note: '',
          created_at: now,
          created_by: user.id,
          sent_at: now,
          cancelled_at: null,
          cancel_reason: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('purchase_order_lines')
        .values(
          Array.from({ length: LINES_PER_ORDER }, (_, line) => ({
            purchase_order_id: id,
            item_id: itemIds[((order * LINES_PER_ORDER + line) * 7) % ITEMS] ?? 1,
            quantity: 12_000,
            received_quantity: order % 2 === 0 ? 0 : 6000,
            unit_cost: 12_500 + line,
          })),
        )
        .execute();
    }
    return { userId: user.id, supplierIds, itemIds };
  });
}

const median = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
const list = (times: number[]) => times.map((t) => t.toFixed(0)).join(', ');

async function benchEngine(engine: Engine, handle: DatabaseHandle): Promise<void> {
  const seedStarted = performance.now();
  const seeded = await seed(handle.db);
  if (engine === 'postgres') await sql`analyze`.execute(handle.db);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const suggestionTimes: number[] = [];
  let lines = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const answer = await listSuggestions(handle.db);
    suggestionTimes.push(performance.now() - started);
    lines = answer.suggestions.reduce((sum, group) => sum + group.lines.length, 0);
  }
  console.log(
    `suggestions, ${ITEMS.toLocaleString('en-GB')} items, ${(ITEMS * LOTS_PER_ITEM).toLocaleString('en-GB')} lots, ` +
      `${(OPEN_ORDERS * LINES_PER_ORDER).toLocaleString('en-GB')} open lines (${engine}): ` +
      `median ${median(suggestionTimes).toFixed(0)} ms of ${RUNS} (${list(suggestionTimes)}); ` +
      `${lines.toLocaleString('en-GB')} lines suggested; seeded in ${seedSeconds.toFixed(1)} s`,
  );

  const supplierId = seeded.supplierIds[0] ?? 1;
  const receiveTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const deliveryItems = seeded.itemIds.slice(run * DELIVERY_LINES, (run + 1) * DELIVERY_LINES);
    const order = await createPurchaseOrder(handle.db, seeded.userId, {
      supplierId,
      lines: deliveryItems.map((itemId) => ({ itemId, quantity: 24, unitCost: '3.5' })),
    });
    await sendPurchaseOrder(handle.db, {
      engine,
      actorId: seeded.userId,
      id: order.PurchaseOrderId,
    });
    const started = performance.now();
    await receivePoItems(
      handle.db,
      engine,
      { actorId: seeded.userId, siteId: MAIN_SITE_ID },
      {
        poId: order.PoNumber,
        supplierId,
        // Short on every other line: the order ends partial, every line updated.
        receiveItems: deliveryItems.map((itemId, n) => ({
          itemId,
          quantity: n % 2 === 0 ? 24 : 18,
          expirationDate: '2031-01-01',
          status: 'New',
        })),
      },
    );
    receiveTimes.push(performance.now() - started);
  }
  console.log(
    `receiving a ${DELIVERY_LINES}-line delivery against an order (${engine}): ` +
      `median ${median(receiveTimes).toFixed(0)} ms of ${RUNS} (${list(receiveTimes)})`,
  );
}

await benchEachEngine('purchasing', benchEngine);
