import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '../../../contract/schemas/reference';
import { loadReferenceList } from '../../../src/api/reference-loaders';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import { readFirstItems } from '../../../src/offline/first-items-cache';
import {
  readReference,
  refreshReference,
  removeReferenceRow,
  saveReferenceRow,
} from '../../../src/offline/reference-cache';
import { itemOf } from '../items/fixtures';
import { errorResponse, jsonResponse, stubFetch, type FetchCall } from '../items/harness';

const MILK = itemOf();
const RICE = itemOf({ itemId: 8, name: 'Basmati Rice', barcode: 'RICE-01' });
const OIL = itemOf({ itemId: 9, name: 'Olive Oil', barcode: 'OIL-01' });

/** Answers each request in turn from a script, and records what was asked. */
function scriptFetch(...answers: ((call: FetchCall) => Response)[]): FetchCall[] {
  let next = 0;
  return stubFetch((call) => {
    const answer = answers[next];
    next += 1;
    if (!answer) throw new Error(`unexpected request ${call.path}`);
    return answer(call);
  });
}

function syncItems(): Promise<void> {
  return refreshReference('items', (state) => loadReferenceList('items', state));
}

async function cachedNames(): Promise<string[]> {
  const { rows } = await readReference('items');
  return rows.map((row) => row.name).sort();
}

function headerOf(call: FetchCall | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe('reference data by delta sync', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('takes the whole list the first time, then only what changed since its cursor', async () => {
    const calls = scriptFetch(
      () => jsonResponse({ totalCount: 2, items: [MILK, RICE], cursor: 'c1' }),
      () =>
        jsonResponse({
          totalCount: 2,
          items: [{ ...MILK, name: 'Skimmed Milk' }, OIL],
          deleted: [RICE.itemId],
          cursor: 'c2',
        }),
      () => jsonResponse({ totalCount: 2, items: [], deleted: [], cursor: 'c2' }),
    );
    await syncItems();
    expect(calls[0]?.path).toBe('/items');
    expect(await cachedNames()).toEqual(['Basmati Rice', 'Whole Milk']);

    await syncItems();
    expect(calls[1]?.path).toBe('/items?since=c1');
    expect(await cachedNames()).toEqual(['Olive Oil', 'Skimmed Milk']);

    await syncItems();
    expect(calls[2]?.path).toBe('/items?since=c2');
    expect(await cachedNames()).toEqual(['Olive Oil', 'Skimmed Milk']);
    expect((await database().cacheMeta.get('items'))?.cursor).toBe('c2');
  });

  it('answers a refresh asked before the running one sent its request with that request', async () => {
    const calls = scriptFetch(() => jsonResponse({ totalCount: 1, items: [MILK], cursor: 'c1' }));
    // Device sync and a screen opening in the same moment.
    await Promise.all([syncItems(), syncItems()]);
    expect(calls).toHaveLength(1);
    expect(await cachedNames()).toEqual(['Whole Milk']);
  });

  it('keeps the first screenful of items in step with every write to the items', async () => {
    const firstNames = async () => {
      const first = await readFirstItems();
      return first && { names: first.items.map((item) => item.name), total: first.total };
    };
    scriptFetch(
      () => jsonResponse({ totalCount: 2, items: [MILK, RICE], cursor: 'c1' }),
      () => jsonResponse({ items: [OIL], deleted: [RICE.itemId], cursor: 'c2' }),
    );
    expect(await readFirstItems()).toBeNull();
    await syncItems();
    expect(await firstNames()).toEqual({ names: ['Basmati Rice', 'Whole Milk'], total: 2 });
    await syncItems();
    expect(await firstNames()).toEqual({ names: ['Olive Oil', 'Whole Milk'], total: 2 });
    await saveReferenceRow('items', { ...MILK, name: 'Almond Milk' });
    expect(await firstNames()).toEqual({ names: ['Almond Milk', 'Olive Oil'], total: 2 });
    await removeReferenceRow('items', OIL.itemId);
    expect(await firstNames()).toEqual({ names: ['Almond Milk'], total: 1 });
  });

  it('takes the whole list again after a 410, without If-None-Match', async () => {
    const calls = scriptFetch(
      () => jsonResponse({ items: [MILK, RICE], cursor: 'old' }, 200, { ETag: '"v1"' }),
      () => errorResponse(410, 'Cursor expired.'),
      () => jsonResponse({ items: [OIL], cursor: 'fresh' }),
    );
    await syncItems();
    await syncItems();
    expect(calls.map((call) => call.path)).toEqual(['/items', '/items?since=old', '/items']);
    expect(headerOf(calls[2], 'If-None-Match')).toBeUndefined();
    // Rows removed while the cursor was too old to say so are gone too.
    expect(await cachedNames()).toEqual(['Olive Oil']);
    expect((await database().cacheMeta.get('items'))?.cursor).toBe('fresh');
  });

  it('revalidates the whole list with its ETag when the provider gives no cursor', async () => {
    const calls = scriptFetch(
      () => jsonResponse({ items: [MILK] }, 200, { ETag: '"v7"' }),
      () => new Response(null, { status: 304 }),
    );
    await syncItems();
    await syncItems();
    expect(calls[1]?.path).toBe('/items');
    expect(headerOf(calls[1], 'If-None-Match')).toBe('"v7"');
    expect(await cachedNames()).toEqual(['Whole Milk']);
  });

  it('applies a delta all or nothing: a bad row keeps the deletes and the cursor unapplied', async () => {
    const broken = { name: 'No id' } as unknown as Item;
    scriptFetch(
      () => jsonResponse({ items: [MILK, RICE], cursor: 'c1' }),
      () => jsonResponse({ items: [OIL, broken], deleted: [MILK.itemId], cursor: 'c2' }),
    );
    await syncItems();
    await expect(syncItems()).rejects.toThrow();
    expect(await cachedNames()).toEqual(['Basmati Rice', 'Whole Milk']);
    expect((await database().cacheMeta.get('items'))?.cursor).toBe('c1');
  });

  it('keeps the copy and the cursor when the network fails', async () => {
    scriptFetch(() => jsonResponse({ items: [MILK], cursor: 'c1' }));
    await syncItems();
    stubFetch(() => undefined);
    await expect(syncItems()).rejects.toThrow();
    expect(await cachedNames()).toEqual(['Whole Milk']);
    expect((await database().cacheMeta.get('items'))?.cursor).toBe('c1');
  });
});
