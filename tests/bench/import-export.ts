/**
 * `npx tsx tests/bench/import-export.ts`: times a 10,000-row item import (dry run, then the
 * import, then the same file again as 10,000 updates) and the CSV export of the 11,000 items, on
 * a temporary SQLite database through Fastify's inject. Prints figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { API_BASE_PATH } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openSqlite } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { BENCH_USER, seedBenchData } from './fixture';

const ROWS = 10_000;

async function main(): Promise<void> {
  const handle = openSqlite(':memory:');
  await migrateToLatest(handle.db, 'sqlite');
  await seedBenchData(handle.db, 1_000);
  const app = await buildApp({
    db: handle.db,
    engine: 'sqlite',
    config: { ...readConfig({}), webRoot: null },
    jwtSecret: 'bench',
  });
  const login = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/login`,
    payload: BENCH_USER,
  });
  const token = login.json<{ accessToken: string }>().accessToken;
  const { name: category } = await handle.db
    .selectFrom('categories')
    .select('name')
    .executeTakeFirstOrThrow();
  const { name: itemArea } = await handle.db
    .selectFrom('item_areas')
    .select('name')
    .executeTakeFirstOrThrow();
  const lines = ['name,barcode,category,itemArea,unit,alertDaysBeforeExpiry'];
  for (let index = 0; index < ROWS; index += 1) {
    lines.push(`"Imported, item ${index}",IMP-${index},${category},${itemArea},pcs,${index % 30}`);
  }
  const csv = lines.join('\r\n');

  async function timed(label: string, url: string, payload?: string): Promise<void> {
    const started = performance.now();
    const response = await app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `${API_BASE_PATH}${url}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      payload,
    });
    const ms = performance.now() - started;
    const summary =
      payload === undefined
        ? `${(response.rawPayload.length / 1024).toFixed(0)} KiB`
        : response.body;
    console.log(
      `${label.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms  ${response.statusCode} ${summary}`,
    );
  }

  console.log(`CSV import/export, SQLite in memory, ${ROWS.toLocaleString('en')} rows`);
  await timed('import dry run (10,000 new)', '/items/import?dryRun=true', csv);
  await timed('import (10,000 created)', '/items/import', csv);
  await timed('import again (10,000 updated)', '/items/import', csv);
  await timed('export /items?format=csv (11,000)', '/items?format=csv');
  await app.close();
  await handle.close();
}

await main();
