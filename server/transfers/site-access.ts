import { sql } from 'kysely';
import type { Actor } from '../auth/actor';
import type { DbOrTrx } from '../db/schema';

/** A site as a transfer names it, and whether the actor works there. */
export interface SiteAccess {
  id: number;
  name: string;
  works: boolean;
}

/**
 * The named sites that exist, each with whether the actor works at it: an Administrator works
 * everywhere, a user without user_sites rows at every site, anyone else at its rows' sites
 * (the rule of server/sites/request-site.ts, for sites a body names rather than the header).
 */
export async function readSiteAccess(
  db: DbOrTrx,
  actor: Actor,
  siteIds: readonly number[],
): Promise<Map<number, SiteAccess>> {
  const ids = [...new Set(siteIds)];
  if (ids.length === 0) return new Map();
  const everySite = actor.roleName === 'Administrator' ? 1 : 0;
  const rows = await db
    .selectFrom('sites')
    .select(['sites.id', 'sites.name'])
    .select(
      sql<number>`case when ${everySite} = 1
        or not exists (select 1 from user_sites where user_id = ${actor.id})
        or exists (select 1 from user_sites where user_id = ${actor.id} and site_id = sites.id)
        then 1 else 0 end`.as('works'),
    )
    .where('sites.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, works: row.works === 1 }]),
  );
}
