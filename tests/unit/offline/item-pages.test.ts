import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '../../../contract/schemas/reference';
import { loadReferenceList } from '../../../src/api/reference-loaders';
import { database, InventoryDatabase, resetDatabaseForTests } from '../../../src/offline/database';
import { readFirstItems } from '../../../src/offline/first-items-cache';
import { ITEMS_PER_PAGE } from '../../../src/offline/item-pages';
import {
  readReference,
  readReferenceRow,
  refreshReference,
  saveReferenceRow,
} from '../../../src/offline/reference-cache';
import { itemOf } from '../items/fixtures';
import { jsonResponse, stubFetch, type FetchCall } from '../items/harness';

const NAME = 'inventory-item-pages-test';

/** Items with ids spread over several pages. */
function manyItems(count: number, firstId = 1): Item[] {
  return Array.from({ length: count }, (_unused, n) =>
    itemOf({
      itemId: firstId + n * 7,
      name: `Item ${String(n).padStart(5, '0')}`,
      barcode: `B${n}`,
    }),
  );
}

function syncItems(): Promise<void> {
  return refreshReference('items', (state) => loadReferenceList('items', state));
}

beforeEach(async () => {
  await resetDatabaseForTests();
  await Dexie.delete(NAME);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await Dexie.delete(NAME);
});

describe('items on the device as pages (issue 26)', () => {
  it('stores a whole list as a few records and reads every item back, a change touching one page', async () => {
    const items = manyItems(1_200);
    const calls = stubFetch((call: FetchCall) =>
      call.path === '/items'
        ? jsonResponse({ totalCount: items.length, items, cursor: 'c1' })
        : jsonResponse({
            items: [{ ...items[3], name: 'Renamed' }],
            deleted: [items[5]?.itemId],
            cursor: 'c2',
          }),
    );
    await syncItems();
    const pages = await database().itemPages.count();
    expect(pages).toBe(Math.ceil((1_200 * 7) / ITEMS_PER_PAGE));
    expect((await readReference('items')).rows).toHaveLength(1_200);

    await syncItems();
    expect(calls.map((call) => call.path)).toEqual(['/items', '/items?since=c1']);
    // A fresh tab (no rows in memory) reads the same as this one holds.
    const kept = (await readReference('items')).rows;
    const stored = (await database().itemPages.toArray()).flatMap((page) => page.items);
    expect(stored).toHaveLength(1_199);
    expect(new Set(kept.map((item) => item.name))).toEqual(
      new Set(stored.map((item) => item.name)),
    );
    expect(stored.find((item) => item.itemId === items[3]?.itemId)?.name).toBe('Renamed');
    expect(await readReferenceRow('items', items[5]?.itemId ?? 0)).toBeUndefined();
    expect((await readFirstItems())?.total).toBe(1_199);
  });

  it('answers a read from the rows in memory until another writer changes the copy', async () => {
    const items = manyItems(50);
    stubFetch(() => jsonResponse({ items, cursor: 'c1' }));
    await syncItems();
    const first = (await readReference('items')).rows;
    expect((await readReference('items')).rows).toBe(first);
    await saveReferenceRow('items', { ...itemOf({ itemId: 2, name: 'Added here' }) });
    const afterSave = (await readReference('items')).rows;
    expect(afterSave).toHaveLength(51);
    // Another tab's write stores a token this tab does not hold: the rows are read again.
    await database().cacheMeta.update('items', { rowsToken: 'another-tab' });
    const reread = (await readReference('items')).rows;
    expect(reread).not.toBe(afterSave);
    expect(reread).toHaveLength(51);
  });

  it('shares one download between a screen and device sync asking at once', async () => {
    const items = manyItems(10);
    const calls = stubFetch((call: FetchCall) =>
      call.path === '/items'
        ? jsonResponse({ items, cursor: 'c1' })
        : jsonResponse({ items: [], deleted: [], cursor: 'c1' }),
    );
    const shown: number[] = [];
    const saving: number[] = [];
    await Promise.all([
      refreshReference(
        'items',
        (state) => loadReferenceList('items', state),
        undefined,
        (saved) => {
          saving.push(saved);
        },
      ),
      refreshReference(
        'items',
        (state) => loadReferenceList('items', state),
        (rows) => {
          shown.push(rows.length);
        },
      ),
    ]);
    // Both asked before its request went out: one whole list, heard by both.
    expect(calls.map((call) => call.path)).toEqual(['/items']);
    expect(shown).toEqual([10]);
    expect(saving.at(-1)).toBe(10);
  });

  it('runs once more for a caller who asked after the request went out', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubFetch((call: FetchCall) =>
      call.path === '/items'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse({ items: [], deleted: [], cursor: 'c1' }),
    );
    const first = refreshReference('items', (state) => loadReferenceList('items', state));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Its change may have come after the request: the answer in flight may not hold it.
    const second = refreshReference('items', (state) => loadReferenceList('items', state));
    answer(jsonResponse({ items: manyItems(3), cursor: 'c1' }));
    await Promise.all([first, second]);
    expect(calls.map((call) => call.path)).toEqual(['/items', '/items?since=c1']);
  });

  it('moves the items a version 3 device holds into pages', async () => {
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
    old.version(3).stores({ outbox: 'id, seq, createdAt, status, userId, userName' });
    await old.table('items').bulkPut(manyItems(700));
    old.close();
    const db = new InventoryDatabase(NAME);
    const stored = (await db.itemPages.toArray()).flatMap((page) => page.items);
    expect(stored).toHaveLength(700);
    expect(db.tables.map((table) => table.name)).not.toContain('items');
    db.close();
  });
});
