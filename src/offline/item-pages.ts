import type { Item } from '../../contract/schemas/reference';
import type { Table } from 'dexie';

/** Up to ITEMS_PER_PAGE items whose ids fall in one range: a record of the itemPages table. */
export interface ItemPage {
  page: number;
  items: Item[];
}

/** The itemPages table (of the database, or of a transaction upgrading it). */
type ItemPages = Table<ItemPage, number>;

/**
 * The device's items, kept as pages of up to ITEMS_PER_PAGE items by id (issue 26): IndexedDB
 * pays per record far more than per byte, so 100,000 items written as 200 records save in a
 * fraction of the time 100,000 records took. Page n holds the items whose id divided by
 * ITEMS_PER_PAGE rounds down to n; a change reads and rewrites only the pages it touches.
 */
export const ITEMS_PER_PAGE = 500;

/** Pages written per bulkPut of a whole list: progress moves, the page stays responsive. */
const PAGES_PER_WRITE = 10;

const pageOf = (itemId: number) => Math.floor(itemId / ITEMS_PER_PAGE);

function intoPages(items: readonly Item[]): ItemPage[] {
  const pages = new Map<number, Item[]>();
  for (const item of items) {
    const page = pageOf(item.itemId);
    let rows = pages.get(page);
    if (!rows) {
      rows = [];
      pages.set(page, rows);
    }
    rows.push(item);
  }
  return [...pages].map(([page, rows]) => ({ page, items: rows }));
}

/** Within a write transaction: every item replaced by `items`. */
export async function writeAllItems(
  table: ItemPages,
  items: readonly Item[],
  onSaving: (saved: number, total: number) => void,
): Promise<void> {
  await table.clear();
  const pages = intoPages(items);
  let saved = 0;
  onSaving(0, items.length);
  for (let start = 0; start < pages.length; start += PAGES_PER_WRITE) {
    const batch = pages.slice(start, start + PAGES_PER_WRITE);
    await table.bulkPut(batch);
    saved += batch.reduce((sum, page) => sum + page.items.length, 0);
    onSaving(saved, items.length);
  }
}

/**
 * Within a write transaction: `changed` saved (new or replaced by id), `deleted` removed.
 * Returns by how many the items grew (negative: shrank).
 */
export async function changeItems(
  table: ItemPages,
  changed: readonly Item[],
  deleted: readonly number[],
): Promise<number> {
  const numbers = [...new Set([...changed.map((item) => item.itemId), ...deleted].map(pageOf))];
  if (numbers.length === 0) return 0;
  const found = await table.bulkGet(numbers);
  const pages = new Map(numbers.map((page, at) => [page, found[at]?.items ?? []]));
  const before = [...pages.values()].reduce((sum, items) => sum + items.length, 0);
  const gone = new Set([...deleted, ...changed.map((item) => item.itemId)]);
  for (const [page, items] of pages)
    pages.set(
      page,
      items.filter((item) => !gone.has(item.itemId)),
    );
  const latest = new Map(changed.map((item) => [item.itemId, item]));
  for (const item of latest.values()) pages.get(pageOf(item.itemId))?.push(item);
  const kept = [...pages].filter(([, items]) => items.length > 0);
  const emptied = [...pages].filter(([, items]) => items.length === 0).map(([page]) => page);
  await Promise.all([
    table.bulkPut(kept.map(([page, items]) => ({ page, items }))),
    table.bulkDelete(emptied),
  ]);
  return [...pages.values()].reduce((sum, items) => sum + items.length, 0) - before;
}

/**
 * Pages read per IndexedDB request: a write waiting for the list slips in between, and the
 * page's thread is free between two (25,000 items each), yet a whole read takes few rounds.
 */
const PAGES_PER_READ = 50;

/** Every item, read a few pages per request (each its own short transaction). */
export async function readAllItems(table: ItemPages): Promise<Item[]> {
  const items: Item[] = [];
  let last: number | null = null;
  for (;;) {
    const range = last === null ? table.toCollection() : table.where(':id').above(last);
    const pages: ItemPage[] = await range.limit(PAGES_PER_READ).toArray();
    for (const page of pages) for (const item of page.items) items.push(item);
    const end = pages.at(-1);
    if (pages.length < PAGES_PER_READ || end === undefined) return items;
    last = end.page;
  }
}

/** Every item in one read (inside a transaction that must see them all at once). */
export async function readItemsAtOnce(table: ItemPages): Promise<Item[]> {
  return (await table.toArray()).flatMap((page) => page.items);
}

export async function readItem(table: ItemPages, itemId: number): Promise<Item | undefined> {
  const page = await table.get(pageOf(itemId));
  return page?.items.find((item) => item.itemId === itemId);
}

export async function countItems(table: ItemPages): Promise<number> {
  let count = 0;
  await table.each((page) => {
    count += page.items.length;
  });
  return count;
}
