import type { Selectable } from 'kysely';
import { MAIN_SITE_ID } from '../../contract/paths';
import type { Site, SiteBody, SiteDestination } from '../../contract/schemas/sites';
import type { Actor } from '../auth/actor';
import type { DbOrTrx, SiteRow } from '../db/schema';
import { inTransaction } from '../db/transactions';
import { conflict } from '../errors';
import { optionalText, requiredText } from '../request-values';
import { namedRecords, type Reference } from './named-records';
import type { ActivityActor } from '../activity';

export const SITE_MESSAGE = {
  nameRequired: 'Name is required.',
  mainSite: 'The main site cannot be deleted.',
  usersWorkThere: 'This site cannot be deleted because users work at it.',
} as const;

function toSite(row: Selectable<SiteRow>): Site {
  return {
    SiteId: row.id,
    Name: row.name,
    Address: row.address,
    CreatedAt: row.created_at,
    UpdatedAt: row.updated_at,
  };
}

/**
 * The records that keep a site from being deleted (a 409 naming them); transfers add theirs.
 * Its item areas hold its stock's places, so a site with areas is in use too.
 */
export const SITE_RECORDS: readonly Reference[] = [
  { table: 'item_areas', column: 'site_id', label: 'item areas' },
  { table: 'lots', column: 'site_id', label: 'received items' },
  { table: 'waste', column: 'site_id', label: 'waste reports' },
  { table: 'orders', column: 'site_id', label: 'orders' },
  { table: 'stocktakes', column: 'site_id', label: 'stocktakes' },
  { table: 'purchase_orders', column: 'site_id', label: 'purchase orders' },
  { table: 'stock_adjustments', column: 'site_id', label: 'stock adjustments' },
];

const sites = namedRecords({
  table: 'sites',
  what: 'Site',
  noun: 'site',
  searchColumns: ['name', 'address'],
  usedBy: SITE_RECORDS,
  readBody: (body: SiteBody) => {
    const address = optionalText(body.address);
    return {
      name: requiredText(body.name, SITE_MESSAGE.nameRequired),
      address: address === '' ? null : address,
    };
  },
  toApi: toSite,
  activity: { entity: 'site', fields: ['name', 'address'] },
});

/** GET /sites: the sites the actor works at, by id (the first is its default site). */
export async function listSitesOf(db: DbOrTrx, actor: Actor): Promise<{ sites: Site[] }> {
  let query = db.selectFrom('sites').selectAll().orderBy('id');
  if (actor.roleName !== 'Administrator') {
    const own = db.selectFrom('user_sites').select('site_id').where('user_id', '=', actor.id);
    query = query.where((eb) => eb.or([eb.not(eb.exists(own)), eb('id', 'in', own)]));
  }
  return { sites: (await query.execute()).map(toSite) };
}

/** Every site, id and name (GET /sites?scope=destinations: a transfer's possible ends). */
export async function listSiteDestinations(db: DbOrTrx): Promise<{ sites: SiteDestination[] }> {
  const rows = await db.selectFrom('sites').select(['id', 'name']).orderBy('id').execute();
  return { sites: rows.map((row) => ({ SiteId: row.id, Name: row.name })) };
}

/**
 * Deleting a site: never Main (site 1, which every record made before sites belongs to), never
 * one that holds records or that users work at (they would silently work everywhere); an item's
 * own settings there go with it.
 */
export function deleteSite(db: DbOrTrx, actor: ActivityActor, id: number): Promise<void> {
  // One transaction: the item settings go only with the site.
  return inTransaction(db, async (trx) => {
    await sites.assertUnused(trx, id);
    if (id === MAIN_SITE_ID) throw conflict(SITE_MESSAGE.mainSite);
    const worker = await trx
      .selectFrom('user_sites')
      .select('user_id')
      .where('site_id', '=', id)
      .executeTakeFirst();
    if (worker) throw conflict(SITE_MESSAGE.usersWorkThere);
    await trx.deleteFrom('item_sites').where('site_id', '=', id).execute();
    await sites.remove(trx, actor, id);
  });
}

export const getSite = sites.get;
export const createSite = sites.create;
export const updateSite = sites.update;
