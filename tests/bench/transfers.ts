/**
 * Transfers (design: Sites and transfers): time to send a 20-line transfer (FEFO over three lots
 * a line, costed) and to receive it (one lot per source lot, one line short), with 3 sites,
 * 20,000 items and 200,000 lots spread over them, on SQLite (a temporary file, WAL,
 * synchronous=FULL) and on PostgreSQL when it answers at TEST_DATABASE_URL (a temporary schema).
 * Each is one write transaction, as the route runs it (without the HTTP and idempotency parts).
 * Then, on the same data, the dashboard summary (money figures included) for one site and for
 * all sites, and the stock value by site (all sites), each as its route reads it.
 * Prints figures; asserts nothing.
 * `npx tsx tests/bench/transfers.ts` (BENCH_RUNS, default 5: the median is printed;
 * BENCH_TRANSFER_ITEMS, default 20,000).
 */
import { sql } from 'kysely';
import { ALL_SITES } from '../../contract/paths';
import { ensureRoles } from '../../server/bootstrap';
import type { Actor } from '../../server/auth/actor';
import type { DatabaseHandle } from '../../server/db/connect';
import type { Db, Engine } from '../../server/db/schema';
import { receiveTransfer } from '../../server/transfers/receive';
import { readDashboardSummary } from '../../server/stock/dashboard-summary';
import { localToday } from '../../server/clock';
import { sendTransfer } from '../../server/transfers/send';
import { readStockValue } from '../../server/valuation/stock-value';
import { benchEachEngine } from './each-engine';

const ITEMS = Number(process.env.BENCH_TRANSFER_ITEMS ?? 20_000);
const LOTS_PER_ITEM = 10;
const SITES = 3;
const LINES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await insert(rows.slice(start, start + CHUNK));
  }
}

/**
 * Main and two more sites; every item has ten 2-unit lots with costs and expiries spread over a
 * year, their site turning with the lot (so each site holds a third of the lots).
 */
async function seed(db: Db): Promise<{ actor: Actor; siteIds: number[]; itemIds: number[] }> {
  await ensureRoles(db);
  const now = new Date().toISOString();
  const stamps = { created_at: now, updated_at: now };
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        name: 'bench',
        password_hash: 'x',
        role_id: 1,
        password_changed_at: now,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const siteIds = [1];
    for (const name of ['Bar', 'Kitchen'].slice(0, SITES - 1)) {
      const site = await trx
        .insertInto('sites')
        .values({ name, address: null, ...stamps })
        .returning('id')
        .executeTakeFirstOrThrow();
      siteIds.push(site.id);
    }
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
    const supplier = await trx
      .insertInto('suppliers')
      .values({
        name: 'Wines',
        email: 'w@example.com',
        phone_number: '0123456789',
        address: null,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const itemIds: number[] = [];
    await insertChunked(
      Array.from({ length: ITEMS }, (_, n) => ({
        name: `Item ${String(n).padStart(5, '0')}`,
        barcode: `T${n}`,
        category_id: category.id,
        item_area_id: area.id,
        unit: 'bottle',
        alert_days: null,
        image_hash: null,
        ...stamps,
      })),
      async (chunk) => {
        const rows = await trx.insertInto('items').values(chunk).returning('id').execute();
        itemIds.push(...rows.map((row) => row.id));
      },
    );
    await insertChunked(
      itemIds.flatMap((itemId) =>
        Array.from({ length: LOTS_PER_ITEM }, (_, lot) => ({
          site_id: siteIds[lot % SITES] ?? 1,
          item_id: itemId,
          supplier_id: supplier.id,
          po_id: null,
          quantity: 2000,
          remaining: 2000,
          expiration_date: `2030-${String(1 + lot).padStart(2, '0')}-01`,
          status: 'New',
          received_at: now,
          received_by: user.id,
          unit_cost: 10_000 + lot * 1234,
        })),
      ),
      (chunk) => trx.insertInto('lots').values(chunk).execute(),
    );
    const actor = { id: user.id, name: 'bench', roleId: 1, roleName: 'Administrator' };
    return { actor, siteIds, itemIds };
  });
}

/** Runs `read` RUNS times; the times in ms. */
async function timeRuns(read: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  return times;
}

const median = (times: number[]) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
const list = (times: number[]) => times.map((t) => t.toFixed(1)).join(', ');

async function benchEngine(engine: Engine, handle: DatabaseHandle): Promise<void> {
  const seededAt = performance.now();
  const { actor, siteIds, itemIds } = await seed(handle.db);
  // Statistics as a live database has them (autovacuum would analyze such a load soon after).
  if (engine === 'postgres') await sql`analyze`.execute(handle.db);
  const seedMs = performance.now() - seededAt;
  const [from = 1, to = 2] = siteIds;
  const send: number[] = [];
  const receive: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    // Fresh items each run, spread over the catalogue; 5 units a line: three of Main's lots.
    const lines = Array.from({ length: LINES }, (_, n) => ({
      itemId: itemIds[((run * LINES + n) * 37) % itemIds.length] ?? 1,
      quantity: 5,
    }));
    let started = performance.now();
    const transfer = await handle.db
      .transaction()
      .execute((trx) => sendTransfer(trx, engine, actor, from, { toSiteId: to, lines }));
    send.push(performance.now() - started);
    const short = transfer.Lines[0]?.LineId;
    started = performance.now();
    await handle.db.transaction().execute((trx) =>
      receiveTransfer(trx, engine, actor, transfer.TransferId, {
        lines: [{ lineId: short, receivedQuantity: 4.5 }],
      }),
    );
    receive.push(performance.now() - started);
  }
  const scale = `${SITES} sites, ${ITEMS.toLocaleString('en-GB')} items, ${(ITEMS * LOTS_PER_ITEM).toLocaleString('en-GB')} lots`;
  console.log(`transfers (${engine}): ${scale}, seeded in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(
    `  send ${LINES} lines (60 lots)`.padEnd(36) +
      `median ${median(send).toFixed(1)} ms of ${RUNS} (${list(send)})`,
  );
  console.log(
    `  receive ${LINES} lines, one short`.padEnd(36) +
      `median ${median(receive).toFixed(1)} ms of ${RUNS} (${list(receive)})`,
  );
  const summary = (site: number | typeof ALL_SITES) => () =>
    readDashboardSummary(handle.db, {
      site,
      lowStockThreshold: 10,
      currency: 'EUR',
      valuationToday: localToday(),
    });
  const reads: [string, () => Promise<unknown>][] = [
    ['  dashboard summary, one site', summary(from)],
    ['  dashboard summary, all sites', summary(ALL_SITES)],
    ['  stock value by site', () => readStockValue(handle.db, 'EUR', 'site', ALL_SITES)],
  ];
  for (const [label, read] of reads) {
    const times = await timeRuns(read);
    console.log(
      label.padEnd(36) + `median ${median(times).toFixed(1)} ms of ${RUNS} (${list(times)})`,
    );
  }
}

await benchEachEngine('transfers', benchEngine);
