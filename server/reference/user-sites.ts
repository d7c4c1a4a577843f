import type { SiteRef } from '../../contract/schemas/sites';
import { parseId } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { badRequest } from '../errors';

export const USER_SITES_MESSAGE = {
  unknown: 'siteIds must be the ids of existing sites.',
} as const;

/**
 * The sites a body gives a user: undefined when it names none (an edit then keeps the user's),
 * [] for every site; a 400 for anything but ids of existing sites. Checked before any write.
 */
export async function readUserSiteIds(
  db: DbOrTrx,
  value: readonly unknown[] | null | undefined,
): Promise<number[] | undefined> {
  if (value === undefined || value === null) return undefined;
  const ids = [...new Set(value.map((id) => parseId(id)))];
  if (ids.some((id) => id === null)) throw badRequest(USER_SITES_MESSAGE.unknown);
  const wanted = ids as number[];
  if (wanted.length === 0) return [];
  const found = await db.selectFrom('sites').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw badRequest(USER_SITES_MESSAGE.unknown);
  return wanted.sort((a, b) => a - b);
}

/** Replaces the user's sites; [] leaves none, so the user works at every site. */
export async function setUserSites(db: DbOrTrx, userId: number, siteIds: number[]): Promise<void> {
  await db.deleteFrom('user_sites').where('user_id', '=', userId).execute();
  if (siteIds.length === 0) return;
  await db
    .insertInto('user_sites')
    .values(siteIds.map((siteId) => ({ user_id: userId, site_id: siteId })))
    .execute();
}

/** The sites each user works at, by id; [] for one that has none (every site). */
export async function readSitesOfUsers(
  db: DbOrTrx,
  userIds: readonly number[],
): Promise<Map<number, SiteRef[]>> {
  const sites = new Map<number, SiteRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return sites;
  const rows = await db
    .selectFrom('user_sites')
    .innerJoin('sites', 'sites.id', 'user_sites.site_id')
    .select(['user_sites.user_id as userId', 'sites.id as SiteID', 'sites.name as Name'])
    .where('user_sites.user_id', 'in', [...userIds])
    .orderBy('sites.id')
    .execute();
  for (const { userId, ...site } of rows) sites.get(userId)?.push(site);
  return sites;
}

/** The sites a user works at, by id; [] when it has none (every site). */
export async function readUserSites(db: DbOrTrx, userId: number): Promise<SiteRef[]> {
  return (await readSitesOfUsers(db, [userId])).get(userId) ?? [];
}
