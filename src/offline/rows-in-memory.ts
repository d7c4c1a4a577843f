import { carryItemIndex, type MatchableItem } from '../lib/item-index';

/**
 * The last rows of each reference list this tab read or wrote, kept with the token of the write
 * that made them (issue 26). Every write to a list's rows stores a new token in its cacheMeta
 * row; a read whose cacheMeta holds the same token answers these rows instead of reading them
 * all again (100,000 items take seconds out of IndexedDB and double the heap while they do).
 * A write elsewhere (another tab) stores a token this tab does not hold: the next read reads.
 */
export interface RowsInMemory<T> {
  token: string;
  rows: readonly T[];
}

const kept = new Map<string, RowsInMemory<unknown>>();

export function newRowsToken(): string {
  return `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
}

/**
 * The rows kept for `list` when `token` is the one its device copy holds now (of the type the
 * list's writer kept: the caller, reference-cache.ts, knows it).
 */
export function rowsInMemory(list: string, token: string | undefined): readonly unknown[] | null {
  const found = kept.get(list);
  return token !== undefined && found?.token === token ? found.rows : null;
}

export function keepRows(list: string, token: string, rows: readonly unknown[]): void {
  kept.set(list, { token, rows });
}

/**
 * After a partial write: the kept rows with `changed` put (by id, in place; new ones at the end)
 * and `deleted` removed, under the new token, when what was kept is what the write changed
 * (`before`: the token the device copy held). Otherwise they are dropped: the next read reads.
 */
export function applyToRows<T>(
  list: string,
  before: string | undefined,
  after: string,
  change: { changed: readonly T[]; deleted: readonly number[]; idOf: (row: T) => number },
): void {
  const rows = rowsInMemory(list, before) as readonly T[] | null;
  if (!rows) {
    kept.delete(list);
    return;
  }
  const { changed, deleted, idOf } = change;
  const replacing = new Map(changed.map((row) => [idOf(row), row]));
  const removed = new Set(deleted);
  const next: T[] = [];
  const replaced: number[] = [];
  let dropped = false;
  for (const row of rows) {
    const id = idOf(row);
    if (removed.has(id)) {
      dropped = true;
      continue;
    }
    const replacement = replacing.get(id);
    if (replacement) replaced.push(next.length);
    next.push(replacement ?? row);
    replacing.delete(id);
  }
  next.push(...replacing.values());
  // Rows kept in place: a search index of the old rows is carried over (only an items list has
  // one; for any other list none is found).
  if (!dropped)
    carryItemIndex(
      rows as readonly unknown[] as readonly MatchableItem[],
      next as readonly unknown[] as readonly MatchableItem[],
      replaced,
    );
  kept.set(list, { token: after, rows: next });
}
