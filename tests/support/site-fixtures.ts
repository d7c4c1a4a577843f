import { SITE_HEADER } from '../../contract/paths';
import type { RoleName } from '../../contract/roles';
import type { Db } from '../../server/db/schema';
import { insertLot, insertReferences, type StockReferences } from './stock-fixtures';
import type { TestServer } from './test-server';

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

/** The item's own area, par level and reorder point (thousandths) at another site. */
export async function insertItemSite(
  db: Db,
  itemId: number,
  siteId: number,
  settings: { itemAreaId?: number; parLevel?: number; reorderPoint?: number },
): Promise<void> {
  await db
    .insertInto('item_sites')
    .values({
      item_id: itemId,
      site_id: siteId,
      item_area_id: settings.itemAreaId ?? null,
      par_level: settings.parLevel ?? null,
      reorder_point: settings.reorderPoint ?? null,
    })
    .execute();
}

/** How many rows a table holds (a refused write must leave it as it was). */
export async function rowCount(db: Db, table: 'lots' | 'stocktakes'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The header that names the request's site (a site id, or `all`). */
export function atSite(site: number | string): Record<string, string> {
  return { [SITE_HEADER]: String(site) };
}

/** A request at a site: method, path, site, the body when given, the role (Manager). */
export type SiteCall = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  site: number | string,
  payload?: object,
  role?: RoleName,
) => ReturnType<TestServer['api']>;

export function callAt(
  server: TestServer,
  ...[method, path, site, payload, role]: Parameters<SiteCall>
) {
  return server.api({
    method,
    path,
    role: role ?? 'Manager',
    headers: atSite(site),
    ...(payload ? { payload } : {}),
  });
}
