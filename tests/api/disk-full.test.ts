import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE } from '../../server/errors';
import { testEngines } from '../support/engines';
import { insertItem, insertReferences, type StockReferences } from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';

/**
 * A full disk answers 503 and acknowledges nothing it did not commit (issue 21, row 5). SQLite:
 * a file size limit (max_page_count) reached in the middle of a group-commit batch; PostgreSQL:
 * a trigger raising disk_full (53100), as a full tablespace would.
 */
describe.each(await testEngines())('a full disk on %s', (engine) => {
  let server: TestServer;
  let refs: StockReferences;
  let itemId: number;

  beforeAll(async () => {
    server = await createTestServer(engine);
    refs = await insertReferences(server.handle.db);
    itemId = await insertItem(server.handle.db, refs, { name: 'Oats' });
  });
  afterAll(() => server.close());

  function receive(rows: number) {
    return server.api({
      method: 'POST',
      path: '/receive-items',
      role: 'Manager',
      payload: {
        supplierId: refs.supplierId,
        receiveItems: Array.from({ length: rows }, () => ({
          itemId,
          quantity: '1',
          expirationDate: '2030-01-01',
          status: 'Delivered '.repeat(20).trim(),
        })),
      },
    });
  }

  it('answers 503 with the disk error and keeps only what it acknowledged', async () => {
    const db = server.handle.db;
    if (engine === 'sqlite') {
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${(rows[0]?.page_count ?? 0) + 12}`).execute(db);
    } else {
      await sql`create function refuse_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file' using errcode = 'disk_full'; end $$`.execute(
        db,
      );
      await sql`create trigger lots_full before insert on lots
        for each row execute function refuse_full()`.execute(db);
    }
    // Arriving together, the small one first: on SQLite they share one batch.
    const responses = await Promise.all([receive(1), receive(300), receive(300), receive(300)]);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toContain(503);
    for (const response of responses) {
      expect([201, 503]).toContain(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.json()).toEqual({ error: { message: DISK_FULL_MESSAGE } });
      }
    }
    const acknowledged = responses
      .filter((response) => response.statusCode === 201)
      .reduce(
        (sum, response) => sum + response.json<{ receiveItems: unknown[] }>().receiveItems.length,
        0,
      );
    const lots = await db.selectFrom('lots').select('id').where('item_id', '=', itemId).execute();
    expect(lots).toHaveLength(acknowledged);

    if (engine === 'sqlite') await sql`pragma max_page_count = 1000000000`.execute(db);
    else await sql`drop trigger lots_full on lots`.execute(db);
    expect((await receive(1)).statusCode).toBe(201);
  });
});
