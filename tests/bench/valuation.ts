/**
 * Valuation at scale (design: Valuation): the stock value report grouped by item, category and
 * item area (and by site, for every site and for one: design, Sites and transfers), and the
 * dashboard summary with its valuation figures, on the demo data grown to
 * 50,000 items with two lots each (100,000 lots and more, every 20th item unvalued), on SQLite
 * (a temporary file) and on PostgreSQL when it answers at TEST_DATABASE_URL (a temporary
 * schema). Target: the report under 300 ms. Prints figures; asserts nothing.
 * `npx tsx tests/bench/valuation.ts` (BENCH_RUNS, default 5: the median is printed).
 */
import { sql } from 'kysely';
import { ALL_SITES, MAIN_SITE_ID } from '../../contract/paths';
import { STOCK_VALUE_GROUP_BY } from '../../contract/schemas/valuation';
import type { DatabaseHandle } from '../../server/db/connect';
import { benchEachEngine } from './each-engine';
import type { Engine } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { readDashboardSummary } from '../../server/stock/dashboard-summary';
import { localToday } from '../../server/clock';
import { readStockValue } from '../../server/valuation/stock-value';

const ITEMS = 50_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function median(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm the statement caches and the pages
  const times: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function benchEngine(engine: Engine, handle: DatabaseHandle): Promise<void> {
  await seedDemoData(handle.db, engine, new Date(), { items: ITEMS });
  // As autovacuum (PostgreSQL) or the optimizer's own sampling would after a bulk load.
  await sql`analyze`.execute(handle.db);
  const lots = await handle.db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('remaining', '>', 0)
    .executeTakeFirstOrThrow();
  const label = (what: string) => `${what} (${engine}, ${lots.n.toLocaleString('en-GB')} lots)`;
  // Every site (`all`, what the report read before sites) and one site (the request's).
  for (const site of [ALL_SITES, MAIN_SITE_ID] as const) {
    for (const groupBy of STOCK_VALUE_GROUP_BY) {
      let rows = 0;
      let total = 0;
      const ms = await median(async () => {
        const report = await readStockValue(handle.db, 'EUR', groupBy, site);
        rows = report.rows.length;
        total = report.total;
      });
      const what = `stock value by ${groupBy}${site === ALL_SITES ? '' : ` at site ${site}`}`;
      console.log(
        `${label(what).padEnd(60)} median ${ms.toFixed(0)} ms of ${RUNS}; ` +
          `${rows.toLocaleString('en-GB')} rows, total EUR ${total}`,
      );
    }
  }
  for (const valuation of [false, true]) {
    const ms = await median(() =>
      readDashboardSummary(handle.db, {
        site: MAIN_SITE_ID,
        lowStockThreshold: 10,
        currency: 'EUR',
        valuationToday: valuation ? localToday() : null,
      }),
    );
    const what = `dashboard summary ${valuation ? 'with' : 'without'} valuation`;
    console.log(`${label(what).padEnd(52)} median ${ms.toFixed(0)} ms of ${RUNS}`);
  }
}

await benchEachEngine('valuation', benchEngine);
