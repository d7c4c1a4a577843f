import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEvent } from '../../contract/events';
import type { Transfer } from '../../contract/schemas/transfers';
import type { DatabaseHandle } from '../../server/db/connect';
import { testEngines } from '../support/engines';
import {
  listenOn,
  openEventStream,
  useStreamingServer,
  type EventStreamReader,
} from '../support/event-stream';
import { secondInstance } from '../support/second-instance';
import {
  insertItem,
  insertReferences,
  userIdOf,
  type StockReferences,
} from '../support/stock-fixtures';
import { createTestServer, type TestServer } from '../support/test-server';
import { insertSite, insertSiteLot } from '../support/transfer-fixtures';

const MAIN = 1;

/** The list's own version (its ETag's): what its events carry, whatever site they name. */
async function listVersion(server: TestServer, list: string): Promise<number> {
  const row = await server.handle.db
    .selectFrom('list_versions')
    .select('version')
    .where('list', '=', list)
    .executeTakeFirstOrThrow();
  return row.version;
}

let written = 0;

/**
 * A Manager's lot of `units` at a site: a direct write, so an API write follows (SQLite's
 * server reads the versions after its own writes only; the triggers made the site's row).
 */
async function stockAt(server: TestServer, refs: StockReferences, siteId: number, units: number) {
  const itemId = await insertItem(server.handle.db, refs, { name: `Wine ${siteId}-${units}` });
  await insertSiteLot(server.handle.db, {
    siteId,
    itemId,
    supplierId: refs.supplierId,
    receivedBy: await userIdOf(server.handle.db, 'Manager'),
    quantity: units * 1000,
    expirationDate: '2030-01-01',
    unitCost: 1000,
  });
  written += 1;
  const departmentMade = await server.api({
    method: 'POST',
    path: '/departments',
    role: 'Manager',
    payload: { name: `Stock written ${written}` },
  });
  expect(departmentMade.statusCode).toBe(201);
  return itemId;
}

const sendToBar = (server: TestServer, bar: number, itemId: number) =>
  server.api({
    method: 'POST',
    path: '/transfers',
    role: 'Manager',
    payload: { toSiteId: bar, lines: [{ itemId, quantity: '2' }] },
  });

const named = (list: string, siteId?: number) => (e: ListEvent) =>
  e.list === list && e.siteId === siteId;

describe.each(await testEngines())('live events per site on %s', (engine) => {
  const context = useStreamingServer(engine, { eventHeartbeatMs: 100 });
  let refs: StockReferences;
  let bar: number;
  let reader: EventStreamReader;

  beforeAll(async () => {
    refs = await insertReferences(context.server.handle.db);
    bar = await insertSite(context.server.handle.db, 'Bar');
    reader = await context.stream(await context.server.tokenFor('Manager'));
    await reader.waitForComment('connected');
  });

  it("names the Store on a change of its stock, with the list's version", async () => {
    const from = reader.events.length;
    await stockAt(context.server, refs, MAIN, 5);
    const version = await listVersion(context.server, 'lots');
    for (const list of ['receive-items', 'near-expiry']) {
      expect(await reader.waitFor(named(list, MAIN))).toEqual({ list, version, siteId: MAIN });
    }
    // Nothing at the Bar changed, and no event leaves out the site.
    const later = reader.events.slice(from);
    expect(later.filter((e) => e.siteId === bar)).toEqual([]);
    expect(later.filter((e) => e.list === 'receive-items' && e.siteId === undefined)).toEqual([]);
  });

  it('names both sites of a transfer, and each site of the stock it moved', async () => {
    const itemId = await stockAt(context.server, refs, MAIN, 6);
    reader.events.length = 0;
    const sent = await sendToBar(context.server, bar, itemId);
    expect(sent.statusCode, sent.body).toBe(201);
    await reader.waitFor(named('transfers', MAIN));
    await reader.waitFor(named('transfers', bar));
    await reader.waitFor(named('receive-items', MAIN));
    expect(reader.events.filter(named('transfers'))).toEqual([]);

    reader.events.length = 0;
    const { TransferId } = sent.json<Transfer>();
    const received = await context.server.api({
      method: 'POST',
      path: `/transfers/${TransferId}/receive`,
      role: 'Manager',
      headers: { 'x-site-id': String(bar) },
      payload: {},
    });
    expect(received.statusCode, received.body).toBe(200);
    const version = await listVersion(context.server, 'lots');
    expect(await reader.waitFor(named('receive-items', bar))).toEqual({
      list: 'receive-items',
      version,
      siteId: bar,
    });
    await reader.waitFor(named('transfers', bar));
    await reader.waitFor(named('transfers', MAIN));
  });

  it('names both sites when a record moves from one to the other', async () => {
    const itemId = await stockAt(context.server, refs, bar, 2);
    await reader.waitFor(named('receive-items', bar));
    reader.events.length = 0;
    await context.server.handle.db
      .updateTable('lots')
      .set({ site_id: MAIN })
      .where('item_id', '=', itemId)
      .execute();
    // The API write that makes SQLite's server read the versions.
    await stockAt(context.server, refs, MAIN, 1);
    await reader.waitFor(named('receive-items', bar));
    await reader.waitFor(named('receive-items', MAIN));
  });

  it('leaves the events of lists every site shares as they were', async () => {
    const created = await context.server.api({
      method: 'POST',
      path: '/departments',
      role: 'Manager',
      payload: { name: 'Site events' },
    });
    expect(created.statusCode).toBe(201);
    const event = await reader.waitFor((e) => e.list === 'departments');
    expect(event).toEqual({ list: 'departments', version: expect.any(Number) });
  });

  it("still moves every site's transfers ETag with any write (the summed version)", async () => {
    const etagAt = async (site: number) =>
      String(
        (
          await context.server.api({
            method: 'GET',
            path: '/transfers',
            role: 'Manager',
            headers: { 'x-site-id': String(site) },
          })
        ).headers.etag,
      );
    const before = await etagAt(bar);
    await stockAt(context.server, refs, MAIN, 3);
    // The transfers list answers by the summed version (its rows carry other lists' names).
    expect(await etagAt(bar)).not.toBe(before);
  });
});

describe.runIf((await testEngines()).includes('postgres'))(
  'live events per site across two instances on one PostgreSQL',
  () => {
    let first: TestServer;
    let secondHandle: DatabaseHandle;
    let second: FastifyInstance;
    let reader: EventStreamReader;

    beforeAll(async () => {
      first = await createTestServer('postgres');
      ({ app: second, handle: secondHandle } = await secondInstance(first));
      reader = await openEventStream(await listenOn(second), await first.tokenFor('Manager'));
      await reader.waitForComment('connected');
    });
    afterAll(async () => {
      reader.close();
      await second.close();
      await secondHandle.close();
      await first.close();
    });

    it('hears on one instance a transfer sent on the other, naming both sites', async () => {
      const refs = await insertReferences(first.handle.db);
      const bar = await insertSite(first.handle.db, 'Bar');
      const itemId = await stockAt(first, refs, MAIN, 4);
      const sent = await sendToBar(first, bar, itemId);
      expect(sent.statusCode, sent.body).toBe(201);
      const version = await listVersion(first, 'transfers');
      expect(await reader.waitFor(named('transfers', bar), 2_000)).toEqual({
        list: 'transfers',
        version,
        siteId: bar,
      });
      await reader.waitFor(named('transfers', MAIN), 2_000);
    });
  },
);
