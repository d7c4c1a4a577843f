import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE_PATH } from '../../contract/paths';
import { authenticate } from '../../server/auth/guard';
import { ABANDONED_AFTER_MS, writeOnce } from '../../server/idempotency';
import { testEngines } from '../support/engines';
import { insertItem, insertReferences, type StockReferences } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * The key's answer is stored in the transaction of the write it protects: a write whose answer
 * could not be kept does not stay, and a claim whose transaction may still commit is never
 * taken over. Either failing would let a retry record the same delivery twice.
 */
const engines = await testEngines();

async function setUp(engine: (typeof engines)[number]) {
  const server = await createTestServer(engine);
  const refs = await insertReferences(server.handle.db);
  const itemId = await insertItem(server.handle.db, refs, { name: `Flour ${randomUUID()}` });
  await server.tokenFor('Warehouse Staff');
  return { server, refs, itemId };
}

function receive(server: TestServer, refs: StockReferences, itemId: number, key: string) {
  return server.api({
    method: 'POST',
    path: '/receive-items',
    role: 'Warehouse Staff',
    headers: { 'idempotency-key': key },
    payload: {
      supplierId: refs.supplierId,
      receiveItems: [{ itemId, quantity: '4', expirationDate: '2031-05-01', status: 'New' }],
    },
  });
}

async function lotsOf(server: TestServer, itemId: number): Promise<number> {
  const row = await server.handle.db
    .selectFrom('lots')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Makes every unfinished claim look abandoned, as after a crash long ago. */
async function ageClaims(server: TestServer): Promise<void> {
  const old = new Date(Date.now() - 2 * ABANDONED_AFTER_MS).toISOString();
  await server.handle.db
    .updateTable('idempotency_keys')
    .set({ created_at: old })
    .where('status_code', 'is', null)
    .execute();
}

describe.each(engines)('idempotency inside the write transaction on %s', (engine) => {
  let setup: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    setup = await setUp(engine);
  });
  afterAll(() => setup.server.close());

  it('never keeps a write whose answer could not be stored, so the retry records it once', async () => {
    const { server, refs, itemId } = setup;
    const db = server.handle.db;
    // Storing any answer fails, as if the process died between the write and its answer.
    if (engine === 'sqlite') {
      await sql`CREATE TRIGGER lose_answer BEFORE UPDATE OF status_code ON idempotency_keys
        WHEN NEW.status_code IS NOT NULL BEGIN SELECT RAISE(ABORT, 'answer lost'); END`.execute(db);
    } else {
      await sql`CREATE FUNCTION lose_answer() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'answer lost'; END $$`.execute(db);
      await sql`CREATE TRIGGER lose_answer BEFORE UPDATE OF status_code ON idempotency_keys
        FOR EACH ROW WHEN (NEW.status_code IS NOT NULL) EXECUTE FUNCTION lose_answer()`.execute(db);
    }
    const key = randomUUID();
    const first = await receive(server, refs, itemId, key);
    expect(first.statusCode).toBe(500);
    await sql`DROP TRIGGER lose_answer${sql.raw(engine === 'postgres' ? ' ON idempotency_keys' : '')}`.execute(
      db,
    );
    await ageClaims(server);
    const retry = await receive(server, refs, itemId, key);
    expect(retry.statusCode).toBe(201);
    expect(await lotsOf(server, itemId)).toBe(1);
    const again = await receive(server, refs, itemId, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(retry.body);
    expect(await lotsOf(server, itemId)).toBe(1);
  });

  it('stores the answer with the write: it is there the moment the write is', async () => {
    const { server, refs } = setup;
    const itemId = await insertItem(server.handle.db, refs, { name: `Salt ${randomUUID()}` });
    const key = randomUUID();
    const response = await receive(server, refs, itemId, key);
    expect(response.statusCode).toBe(201);
    const row = await server.handle.db
      .selectFrom('idempotency_keys')
      .select(['status_code', 'response_body'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.status_code).toBe(201);
    expect(row.response_body).toBe(response.body);
  });

  it('records a delivery once when its key comes twice at once', async () => {
    const { server, refs } = setup;
    const itemId = await insertItem(server.handle.db, refs, { name: `Rice ${randomUUID()}` });
    const key = randomUUID();
    const answers = await Promise.all([
      receive(server, refs, itemId, key),
      receive(server, refs, itemId, key),
    ]);
    const first = answers.find(
      (answer) => answer.statusCode === 201 && !answer.headers['idempotent-replayed'],
    );
    expect(first).toBeDefined();
    const twin = answers.find((answer) => answer !== first);
    // The twin waited and got the first's answer, or was told the first is still running.
    if (twin?.statusCode === 409) expect(twin.headers['retry-after']).toBe('1');
    else expect(twin?.body).toBe(first?.body);
    expect(await lotsOf(server, itemId)).toBe(1);
    const again = await receive(server, refs, itemId, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first?.body);
  });
});

describe.runIf(engines.includes('postgres'))('a slow write on postgres', () => {
  let server: TestServer;
  let writes = 0;
  let backendPid = 0;
  let openGate: () => void = () => undefined;
  let gate = Promise.resolve();
  beforeAll(async () => {
    server = await createTestServer('postgres');
    // A write that waits inside its transaction until the test lets it commit.
    server.app.post(
      `${API_BASE_PATH}/test/slow-write`,
      { preHandler: authenticate },
      (request, reply) =>
        writeOnce(request, reply, 201, async (trx) => {
          writes += 1;
          const pid = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          backendPid = pid.rows[0]?.pid ?? 0;
          await gate;
          return { write: writes };
        }),
    );
    await server.tokenFor('Viewer');
  });
  afterEach(() => vi.useRealTimers());
  afterAll(() => server.close());

  async function blockedBy(pid: number): Promise<number> {
    const result = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
      where ${pid} = any(pg_blocking_pids(pid))`.execute(server.handle.db);
    return result.rows[0]?.n ?? 0;
  }

  it('is not taken over by a retry while its transaction may still commit', async () => {
    gate = new Promise((resolve) => (openGate = resolve));
    const key = randomUUID();
    const send = () =>
      server.api({
        method: 'POST',
        path: '/test/slow-write',
        role: 'Viewer',
        headers: { 'idempotency-key': key },
        payload: { same: 'body' },
      });
    const first = send();
    await expect.poll(() => backendPid, { timeout: 20_000 }).toBeGreaterThan(0);
    // The retry comes when the claim looks abandoned; it waits for the first's claim row.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * ABANDONED_AFTER_MS });
    const retry = send();
    await expect.poll(() => blockedBy(backendPid), { timeout: 8000 }).toBe(1);
    vi.useRealTimers();
    openGate();
    const answered = await first;
    expect(answered.statusCode).toBe(201);
    // The retry waited for the first to finish, then got its answer instead of running again.
    const retried = await retry;
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.body).toBe(answered.body);
    expect(writes).toBe(1);
    const after = await send();
    expect(after.headers['idempotent-replayed']).toBe('true');
    expect(after.json()).toEqual({ write: 1 });
  });
});
