import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InventoryDatabase, resetDatabaseForTests } from '../../../src/offline/database';
import { makeToken } from '../support/app-shell';

const NAME = 'inventory-migration-test';

/** The outbox as version 2 of the app wrote it: bound to names, ordered by createdAt. */
async function writeVersion2(): Promise<void> {
  const old = new Dexie(NAME);
  old.version(1).stores({
    items: 'itemId, barcode, name',
    suppliers: 'SupplierId, name',
    itemAreas: 'itemAreaId, name',
    categories: 'CategoryId, name',
    departments: 'DepartmentId, name',
    cacheMeta: 'key',
    listPages: 'key',
    outbox: 'id, createdAt, status, userName',
  });
  old.version(2).stores({ keyValue: 'key' });
  const entry = (id: string, userName: string, createdAt: number) => ({
    id,
    kind: 'waste',
    path: '/receive-items/waste',
    body: {},
    summary: id,
    userName,
    createdAt,
    status: 'pending',
    attempts: 0,
    lastError: null,
    lastAttemptAt: null,
  });
  await old
    .table('outbox')
    .bulkAdd([
      entry('second', 'sam', 2_000),
      entry('first', 'sam', 1_000),
      entry('third', 'kim', 2_000),
    ]);
  // The service worker's session: sam was signed in last, as user 12.
  await old.table('keyValue').put({
    key: 'replay-session',
    value: { userName: 'sam', token: makeToken(3600, Date.now(), '12'), apiRoot: '/api' },
  });
  old.close();
}

beforeEach(async () => {
  await resetDatabaseForTests();
  await Dexie.delete(NAME);
});
afterEach(() => Dexie.delete(NAME));

describe('outbox database version 3', () => {
  it("binds the saved session user's entries to their id and orders all by a sequence", async () => {
    await writeVersion2();
    const db = new InventoryDatabase(NAME);
    const rows = await db.outbox.orderBy('seq').toArray();
    db.close();
    expect(rows.map((row) => [row.id, row.seq, row.userId])).toEqual([
      ['first', 1, '12'],
      ['second', 2, '12'],
      // Nobody knows kim's id yet: unbound until kim signs in (claimUnboundEntries).
      ['third', 3, ''],
    ]);
    expect(rows[0]).toMatchObject({ serverErrors: 0, nextAttemptAt: null, confirmedAt: null });
  });
});
