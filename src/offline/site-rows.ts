import { MAIN_SITE_ID } from '../../contract/paths';
import type { ReferenceKind } from '../api/reference-types';
import type { InventoryDatabase } from './database';
import type { RowStore } from './reference-rows';

/**
 * Reference lists that belong to a site (design: Sites and transfers): `/locations` lists the
 * request site's item areas, and the open purchase orders are those delivered to it. The rest
 * (items, suppliers, categories, departments) every site shares: one copy.
 */
export const SITE_KINDS: readonly ReferenceKind[] = ['itemAreas', 'purchaseOrders'];

export function isSiteKind(kind: ReferenceKind): boolean {
  return SITE_KINDS.includes(kind);
}

/**
 * Where a kind's copy is kept at `site`: Main's (and every shared kind's) under the kind's own
 * name, in its own table, as before sites (a device's copy from then is Main's, nothing moves);
 * another site's apart, `itemAreas@2`, so switching sites keeps both copies.
 */
export function referenceKey(kind: ReferenceKind, site: number): string {
  return isSiteKind(kind) && site !== MAIN_SITE_ID ? `${otherSitesPrefix(kind)}${site}` : kind;
}

/** What every other site's copy key of a kind starts with (Sign Out forgets them together). */
export function otherSitesPrefix(kind: ReferenceKind): string {
  return `${kind}@`;
}

/** The key-value record holding another site's rows of a kind. */
export function siteRowsKey(key: string): string {
  return `rows:${key}`;
}

/**
 * Another site's rows of a small per-site list (item areas, open purchase orders: tens to
 * hundreds of rows) kept as one key-value record: written whole, changed by id.
 */
export function siteRowStore<T>(
  db: InventoryDatabase,
  key: string,
  idOf: (row: T) => number,
): RowStore<T> {
  const table = db.keyValue;
  const recordKey = siteRowsKey(key);
  const readRows = async (): Promise<T[]> => {
    const row = await table.get(recordKey);
    return Array.isArray(row?.value) ? (row.value as T[]) : [];
  };
  const writeRows = (rows: readonly T[]) => table.put({ key: recordKey, value: rows });
  return {
    table,
    writeAll: async (rows, onSaving) => {
      onSaving(0, rows.length);
      await writeRows(rows);
      onSaving(rows.length, rows.length);
    },
    change: async (changed, deleted) => {
      const removed = new Set([...deleted, ...changed.map(idOf)]);
      const rows = (await readRows()).filter((row) => !removed.has(idOf(row)));
      await writeRows([...rows, ...changed]);
      return 0;
    },
    readAll: readRows,
    readAtOnce: readRows,
    get: async (id) => (await readRows()).find((row) => idOf(row) === id),
  };
}
