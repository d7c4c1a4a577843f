/**
 * The activity log (design: Activity log and approvals), printed, asserting nothing:
 * 1. Deliveries per second (POST /receive-items, 10 rows, each with its Idempotency-Key, 16 in
 *    flight, through the app in process with inject) with the log on and off, alternating
 *    rounds in one run (setActivityLogging: the bench's switch), on SQLite (a temporary file,
 *    WAL, synchronous=FULL) and on PostgreSQL with two app instances on one schema.
 * 2. GET /activity filtered by one record (its own entries and those linking it) at
 *    BENCH_ACTIVITY_ENTRIES entries (1,000,000 by default), median of 20.
 * 3. GET /activity/verify's chain check over those entries, timed.
 * `npx tsx tests/bench/activity.ts` (BENCH_ROUNDS, default 4 per mode, two ABBA quads; BENCH_SECONDS a round,
 * default 5; BENCH_ACTIVITY_ENTRIES).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '../../contract/paths';
import { chainCommittedNow, setActivityLogging, verifyActivity } from '../../server/activity';
import { canonicalJson, entryHash, type HashedFields } from '../../server/activity/chain';
import { linkTerms } from '../../server/activity/link-terms';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openPostgres, type DatabaseHandle } from '../../server/db/connect';
import { isPostgres } from '../../server/db/compiled-once';
import type { Db, Engine } from '../../server/db/schema';
import { sql } from 'kysely';
import { PG_URL } from '../support/engines';
import { median, quadRatios } from './abba';
import { benchEachEngine } from './each-engine';
import { BENCH_USER, seedBenchData } from './fixture';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENTRIES = Number(process.env.BENCH_ACTIVITY_ENTRIES ?? 1_000_000);
const IN_FLIGHT = 16;
const ITEMS = 100;
const RECORDS = 10_000;

async function appOn(handle: DatabaseHandle, engine: Engine): Promise<FastifyInstance> {
  return buildApp({
    db: handle.db,
    engine,
    config: { ...readConfig({}), webRoot: null },
    jwtSecret: 'bench-secret-0123456789abcdef',
  });
}

async function signIn(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: `${API_BASE_PATH}/login`,
    payload: BENCH_USER,
  });
  return answer.json<{ accessToken: string }>().accessToken;
}

const rows = Array.from({ length: 10 }, (_unused, n) => ({
  itemId: String(n + 1),
  quantity: '2.5',
  expirationDate: '2030-01-31',
  status: 'New',
}));

/** The whole machine's busy CPU seconds so far (/proc/stat, all cores), NaN where it cannot tell. */
function machineCpuSeconds(): number {
  try {
    const [line] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu user nice system idle iowait irq softirq steal ...: busy is all but idle and iowait.
    const ticks = (line ?? '').trim().split(/\s+/).slice(1).map(Number);
    const busy = ticks.reduce((sum, value, n) => (n === 3 || n === 4 ? sum : sum + value), 0);
    return busy / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
/**
 * PostgreSQL's CPU seconds so far: its processes' own and their reaped children's (a backend
 * that ended), from /proc/<pid>/stat; NaN where it cannot tell.
 */
function postgresCpuSeconds(): number {
  try {
    let ticks = 0;
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // ended meanwhile
      }
      if (!stat.includes(' (postgres) ')) continue;
      // After the name: state, …, utime (12th), stime, cutime, cstime.
      const fields = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 15);
      ticks += fields.reduce((sum, value) => sum + Number(value), 0);
    }
    return ticks / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
/** Clock ticks a second of /proc/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface Round {
  /** Deliveries per second. */
  rate: number;
  /** The machine's CPU milliseconds a delivery (Node and PostgreSQL together). */
  cpuMs: number;
  /** This process's CPU milliseconds a delivery: the app instances. */
  nodeMs: number;
  /** PostgreSQL's processes' CPU milliseconds a delivery (0 on SQLite). */
  postgresMs: number;
}

/**
 * Deliveries per second over SECONDS, IN_FLIGHT at a time, spread over the apps in turn; then, in
 * the round's time and CPU, each database's chainer run for what the round left unchained, so a
 * round with the log on pays for all of its chain and the next round for none of it.
 */
async function deliveriesPerSecond(
  apps: FastifyInstance[],
  dbs: Db[],
  token: string,
): Promise<Round> {
  let done = 0;
  let turn = 0;
  const until = performance.now() + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const app = apps[turn++ % apps.length];
      if (!app) return;
      const answer = await app.inject({
        method: 'POST',
        url: `${API_BASE_PATH}/receive-items`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: { supplierId: '1', receiveItems: rows },
      });
      if (answer.statusCode !== 201)
        throw new Error(`delivery: ${answer.statusCode} ${answer.body}`);
      done += 1;
    }
  };
  const started = performance.now();
  const cpuBefore = machineCpuSeconds();
  const nodeBefore = process.cpuUsage();
  const postgresBefore = postgresCpuSeconds();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  for (const db of dbs) await chainCommittedNow(db);
  const cpuMs = ((machineCpuSeconds() - cpuBefore) * 1000) / done;
  const node = process.cpuUsage(nodeBefore);
  return {
    rate: done / ((performance.now() - started) / 1000),
    cpuMs,
    nodeMs: (node.user + node.system) / 1000 / done,
    postgresMs: ((postgresCpuSeconds() - postgresBefore) * 1000) / done,
  };
}

async function deliveries(engine: Engine, apps: FastifyInstance[], dbs: Db[]): Promise<void> {
  const token = await signIn(apps[0] as FastifyInstance);
  const figures: Record<'on' | 'off', Round[]> = { on: [], off: [] };
  // Warm-up, unmeasured, a round of each: the first rounds after the seed run slow (the
  // statistics' first analyze, the JIT).
  for (const mode of [true, false]) {
    setActivityLogging(mode);
    await deliveriesPerSecond(apps, dbs, token);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const mode of round % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
      setActivityLogging(mode === 'on');
      figures[mode].push(await deliveriesPerSecond(apps, dbs, token));
    }
  }
  setActivityLogging(true);
  // The rounds swap their order (on off, off on, …), and the database grows as they go, so the
  // second segment of a round runs slower than its first: a round's own cost carries that drift
  // with its sign. Each ABBA quad (two rounds) cancels it; the cost is the median of the quads'.
  // The CPU a delivery takes (the whole machine's: Node and PostgreSQL) sways less than the rate.
  const rates = (mode: 'on' | 'off') => figures[mode].map((round) => round.rate);
  const cpus = (mode: 'on' | 'off') => figures[mode].map((round) => round.cpuMs);
  const part = (mode: 'on' | 'off', key: 'nodeMs' | 'postgresMs') =>
    median(figures[mode].map((round) => round[key])).toFixed(2);
  const rateCosts = quadRatios(rates('on'), rates('off')).map((ratio) => 1 - ratio);
  const cpuCosts = quadRatios(cpus('on'), cpus('off')).map((ratio) => ratio - 1);
  const where = apps.length > 1 ? `${engine}, ${apps.length} instances` : engine;
  const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
  const list = (values: number[], digits: number) => values.map((v) => v.toFixed(digits)).join('/');
  console.log(
    `  deliveries/s on ${where}: log off ${median(rates('off')).toFixed(0)}, log on ${median(rates('on')).toFixed(0)}: cost ${percent(median(rateCosts))} (median of the ABBA quads' costs ${rateCosts.map(percent).join('/')}); rounds off ${list(rates('off'), 0)}, on ${list(rates('on'), 0)}`,
  );
  console.log(
    `  CPU ms a delivery on ${where} (machine): log off ${median(cpus('off')).toFixed(2)}, log on ${median(cpus('on')).toFixed(2)}: cost ${percent(median(cpuCosts))} (quads ${cpuCosts.map(percent).join('/')}); rounds off ${list(cpus('off'), 2)}, on ${list(cpus('on'), 2)}`,
  );
  console.log(
    `  of which the app (this process) off ${part('off', 'nodeMs')}, on ${part('on', 'nodeMs')}; PostgreSQL's processes off ${part('off', 'postgresMs')}, on ${part('on', 'postgresMs')} (medians)`,
  );
}

/** ENTRIES chained entries straight into the tables, each about one of RECORDS items, linking another. */
async function seedEntries(db: Db): Promise<void> {
  // After the entries the deliveries wrote, all chained first: positions go on from the head's,
  // ids from the largest (the sequence is moved past them afterwards on PostgreSQL).
  await chainCommittedNow(db);
  const head = await db.selectFrom('activity_head').selectAll().executeTakeFirstOrThrow();
  let prev = head.last_hash;
  let position = head.last_position;
  const largest = await db
    .selectFrom('activity')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();
  // max() of an empty table is null, whatever Kysely's type says.
  let id = (largest.id as number | null) ?? 0;
  const started = performance.now();
  const BATCH = 1000;
  while (position < ENTRIES) {
    const batch: (HashedFields & { hash: string; prev_hash: string })[] = [];
    const links: { activity_id: number; entity: string; entity_id: string }[] = [];
    for (let n = 0; n < BATCH && position < ENTRIES; n += 1) {
      id += 1;
      position += 1;
      const record = id % RECORDS;
      const fields: HashedFields = {
        id,
        chain_position: position,
        at: new Date(Date.UTC(2026, 0, 1) + id * 1000).toISOString(),
        user_id: 1,
        user_name: 'bench',
        site_id: 1,
        action: 'update',
        entity: 'item',
        entity_id: String(record),
        summary_key: 'item.updated',
        summary_values: canonicalJson({ name: `Item ${record}` }),
        summary: `Edited item Item ${record}`,
        changes: canonicalJson({ unit: ['kg', 'g'] }),
      };
      const hash = entryHash(prev, fields);
      batch.push({ ...fields, hash, prev_hash: prev });
      links.push({
        activity_id: id,
        entity: 'item',
        entity_id: String((record * 7 + 1) % RECORDS),
      });
      prev = hash;
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('activity').values(batch).execute();
      if (isPostgres(trx))
        await trx
          .insertInto('activity_link_sets')
          .values(links.map((link) => ({ id: link.activity_id, terms: [linkTerms([link])] })))
          .execute();
      else
        await trx
          .insertInto('activity_link_index')
          .values(links.map((link) => ({ rowid: link.activity_id, links: linkTerms([link]) })))
          .execute();
      await trx
        .updateTable('activity_head')
        .set({ last_position: position, last_id: id, last_hash: prev })
        .execute();
    });
  }
  if (isPostgres(db)) await sql`select setval('activity_id_seq', ${id})`.execute(db);
  console.log(
    `  seeded ${ENTRIES.toLocaleString('en-GB')} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function largeLog(engine: Engine, handle: DatabaseHandle, app: FastifyInstance) {
  await seedEntries(handle.db);
  if (engine === 'postgres') await sql`analyze`.execute(handle.db);
  const token = await signIn(app);
  const times: number[] = [];
  for (let n = 0; n < 21; n += 1) {
    const record = (n * 397) % RECORDS;
    const started = performance.now();
    const answer = await app.inject({
      method: 'GET',
      url: `${API_BASE_PATH}/activity?entity=item&entityId=${record}&pageSize=50`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (n > 0) times.push(performance.now() - started);
    if (answer.statusCode !== 200) throw new Error(`activity: ${answer.statusCode} ${answer.body}`);
  }
  console.log(
    `  GET /activity?entity=item&entityId=… (${Math.round((2 * ENTRIES) / RECORDS)} entries a record) at ${ENTRIES.toLocaleString('en-GB')} entries on ${engine}: median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms (target < 100 ms)`,
  );
  const started = performance.now();
  const result = await verifyActivity(handle.db);
  console.log(
    `  verify over ${result.entries.toLocaleString('en-GB')} entries on ${engine}: ${((performance.now() - started) / 1000).toFixed(1)} s, ok ${result.ok}`,
  );
}

console.log(
  `Activity log bench: ${ROUNDS} rounds of ${SECONDS} s per mode, Node ${process.version}`,
);
await benchEachEngine('activity', async (engine, handle) => {
  await seedBenchData(handle.db, ITEMS);
  const app = await appOn(handle, engine);
  const extra: { app: FastifyInstance; handle: DatabaseHandle }[] = [];
  try {
    if (engine === 'postgres') {
      // A second instance with its own pool on the same schema, as behind a load balancer.
      const schema = (
        await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)
      ).rows[0]?.schema;
      const second = openPostgres(PG_URL, schema);
      extra.push({ app: await appOn(second, engine), handle: second });
    }
    await deliveries(
      engine,
      [app, ...extra.map((instance) => instance.app)],
      [handle.db, ...extra.map((instance) => instance.handle.db)],
    );
    await largeLog(engine, handle, app);
  } finally {
    await app.close();
    for (const instance of extra) {
      await instance.app.close();
      await instance.handle.close();
    }
  }
});
