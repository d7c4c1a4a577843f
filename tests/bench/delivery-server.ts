/**
 * One tree's API for sites-deliveries.ts, in a process of its own: a fresh database of
 * BENCH_ENGINE (sqlite: a temporary file; postgres: a temporary schema at TEST_DATABASE_URL)
 * with the bench fixture's Manager and BENCH_ITEMS items, 10 lots an item (200,000 at 20,000
 * items) and, when the tree knows sites, Main, Bar and Kitchen holding a third of the lots each.
 * Prints `{ url, token, sites }` as one JSON line, then serves until SIGTERM.
 *
 * It imports only what both trees have (commit 8134249 and later), by relative paths:
 * sites-deliveries.ts copies it into the before-tree and runs it there, so each tree runs its
 * own server code.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { API_BASE_PATH } from '../../contract/paths';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Db, Engine } from '../../server/db/schema';
import { PG_URL } from '../support/engines';
import { createPgSchema } from '../support/pg-schemas';
import { BENCH_USER, seedBenchData } from './fixture';

export interface DeliveryServer {
  url: string;
  token: string;
  /** How many sites the database holds: 0 where the tree knows none. */
  sites: number;
}

const ENGINE: Engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const LOTS_PER_ITEM = 10;
const CHUNK = 500;

/** True once the tree's migrations made the sites table (after 8134249). */
async function knowsSites(db: Db): Promise<boolean> {
  try {
    await sql`select count(*) from sites`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** Bar and Kitchen beside Main, and the lots: each item's ten turn over the sites. */
async function seedStock(db: Db): Promise<number> {
  const sites = (await knowsSites(db)) ? 3 : 0;
  const now = new Date().toISOString();
  for (const name of ['Bar', 'Kitchen'].slice(0, Math.max(0, sites - 1))) {
    await sql`insert into sites (name, address, created_at, updated_at)
      values (${name}, ${null}, ${now}, ${now})`.execute(db);
  }
  const items = await db.selectFrom('items').select('id').orderBy('id').execute();
  const lots = items.flatMap(({ id }) =>
    Array.from({ length: LOTS_PER_ITEM }, (_, lot) => ({
      ...(sites ? { site_id: 1 + (lot % sites) } : {}),
      item_id: id,
      supplier_id: 1,
      po_id: null,
      quantity: 20,
      remaining: 20,
      expiration_date: `2030-${String(1 + lot).padStart(2, '0')}-01`,
      status: 'New',
      received_at: now,
      received_by: 1,
      unit_cost: 10_000 + lot * 1234,
    })),
  );
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < lots.length; start += CHUNK) {
      await trx
        .insertInto('lots')
        .values(lots.slice(start, start + CHUNK))
        .execute();
    }
  });
  return sites;
}

async function open(): Promise<{ handle: DatabaseHandle; cleanUp: () => Promise<void> }> {
  if (ENGINE === 'postgres') {
    const created = await createPgSchema('deliveries');
    const handle = openPostgres(PG_URL, created.schema, readConfig().databasePoolSize);
    return {
      handle,
      cleanUp: async () => {
        await handle.close();
        await created.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deliveries-bench-'));
  const handle = openSqlite(path.join(dir, 'inventory.sqlite'));
  return {
    handle,
    cleanUp: async () => {
      await handle.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * BENCH_ACTIVITY=0: the activity log (issue 35, after 8134249) off, to tell its cost from the
 * sites'. The before-tree has no log: there the import fails and nothing changes.
 */
async function stopActivityLog(): Promise<void> {
  try {
    const { setActivityLogging } = await import('../../server/activity');
    setActivityLogging(false);
  } catch {
    // A tree without the activity log: nothing to turn off.
  }
}

async function main(): Promise<void> {
  const { handle, cleanUp } = await open();
  let stopping = false;
  process.once('SIGTERM', () => {
    if (stopping) return;
    stopping = true;
    void cleanUp().finally(() => process.exit(0));
  });
  await migrateToLatest(handle.db, ENGINE);
  await seedBenchData(handle.db, ITEMS);
  const sites = await seedStock(handle.db);
  // VACUUM too: autovacuum would otherwise visit the just-filled tables during the first rounds,
  // and of the later-seeded server more than of the other.
  if (ENGINE === 'postgres') await sql`vacuum analyze`.execute(handle.db);
  if (process.env.BENCH_ACTIVITY === '0') await stopActivityLog();
  const config = { ...readConfig({}), webRoot: null };
  const app = await buildApp({ db: handle.db, engine: ENGINE, config, jwtSecret: 'bench' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${API_BASE_PATH}`;
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_USER),
  });
  if (!login.ok) throw new Error(`Login failed with ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const ready: DeliveryServer = { url, token: accessToken, sites };
  console.log(JSON.stringify(ready));
}

await main();
