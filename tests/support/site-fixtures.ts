import { SITE_HEADER } from '../../contract/paths';
import type { Db } from '../../server/db/schema';
import { insertLot, insertReferences, type StockReferences } from './stock-fixtures';

/**
 * Sites for the per-site tests (design: Sites and transfers), inserted directly: the sites routes
 * are not under test here.
 */
export async function insertSite(db: Db, name: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('sites')
    .values({ name, address: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Fresh references whose item area is at the site. */
export async function referencesAt(db: Db, siteId: number): Promise<StockReferences> {
  const refs = await insertReferences(db);
  await db
    .updateTable('item_areas')
    .set({ site_id: siteId })
    .where('id', '=', refs.itemAreaId)
    .execute();
  return refs;
}

/** A lot at the site (insertLot's fields; quantities in thousandths). */
export async function insertLotAt(
  db: Db,
  siteId: number,
  lot: Parameters<typeof insertLot>[1] & { unitCost?: number | null },
): Promise<number> {
  const id = await insertLot(db, lot);
  await db
    .updateTable('lots')
    .set({ site_id: siteId, unit_cost: lot.unitCost ?? null })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The header that names the request's site (a site id, or `all`). */
export function atSite(site: number | string): Record<string, string> {
  return { [SITE_HEADER]: String(site) };
}
