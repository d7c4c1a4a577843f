import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstItems } from '../../../src/hooks/useFirstItems';
import { database, resetDatabaseForTests } from '../../../src/offline/database';
import {
  DATABASE_NAME,
  earlyFirstItems,
  readFirstItemsEarly,
  takeEarlyFirstItems,
} from '../../../src/offline/first-items-early';
import { readFirstItems } from '../../../src/offline/first-items-cache';
import { saveReferenceRow } from '../../../src/offline/reference-cache';
import { itemOf } from '../items/fixtures';

/**
 * At start-up the items' first screenful is read with IndexedDB itself (no Dexie), before the
 * list's screen renders; the screen that mounts first takes that read, later ones read afresh.
 */

const MILK = itemOf();
const RICE = itemOf({ itemId: 8, name: 'Basmati Rice', barcode: 'RICE-01' });

const namesOf = (first: { items: { name: string }[] } | null | undefined) =>
  first?.items.map((item) => item.name);

describe('the first items read early', () => {
  beforeEach(async () => {
    await resetDatabaseForTests();
  });
  afterEach(() => {
    // The early read is the module's: never left for the next test.
    void takeEarlyFirstItems();
  });

  it('answers what Dexie saved, without Dexie', async () => {
    await saveReferenceRow('items', MILK);
    await saveReferenceRow('items', RICE);
    readFirstItemsEarly();
    const early = await takeEarlyFirstItems();
    expect(namesOf(early)).toEqual(['Basmati Rice', 'Whole Milk']);
    expect(early).toEqual(await readFirstItems());
  });

  it('answers nothing and makes no database on a device that has none', async () => {
    await database().delete();
    readFirstItemsEarly();
    expect(await takeEarlyFirstItems()).toBeNull();
    const names = (await indexedDB.databases()).map((info) => info.name);
    expect(names).not.toContain(DATABASE_NAME);
  });

  it('is taken once: a later visit reads what was saved since', async () => {
    await saveReferenceRow('items', MILK);
    readFirstItemsEarly();
    expect(namesOf(await takeEarlyFirstItems())).toEqual(['Whole Milk']);
    expect(takeEarlyFirstItems()).toBeNull();

    await saveReferenceRow('items', RICE);
    const { result } = renderHook(() => useFirstItems());
    await waitFor(() => expect(namesOf(result.current)).toEqual(['Basmati Rice', 'Whole Milk']));
  });

  it('is not taken by a visit long after it began (its screen never mounted)', async () => {
    await saveReferenceRow('items', MILK);
    readFirstItemsEarly();
    await waitFor(() => expect(earlyFirstItems()).toBeDefined());
    // A redirect to the login page, and a visit to the items minutes later.
    const later = Date.now() + 60_000;
    const now = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(earlyFirstItems()).toBeUndefined();
      expect(takeEarlyFirstItems()).toBeNull();
    } finally {
      now.mockRestore();
    }
  });

  it("shows on the screen's first render once it has answered", async () => {
    await saveReferenceRow('items', MILK);
    readFirstItemsEarly();
    await waitFor(() => expect(earlyFirstItems()).toBeDefined());
    const renders: (string[] | undefined)[] = [];
    renderHook(() => {
      const first = useFirstItems();
      renders.push(namesOf(first));
      return first;
    });
    expect(renders[0]).toEqual(['Whole Milk']);
  });
});
