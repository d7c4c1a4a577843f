import { MAIN_SITE_ID } from '../../contract/paths';
import { compiledOnce } from '../db/compiled-once';
import type { DbOrTrx } from '../db/schema';

const selectOtherSite = compiledOnce(0, (db) =>
  db.selectFrom('sites').select('id').where('id', '!=', MAIN_SITE_ID).limit(1),
);

/**
 * True once the install has a site besides Main. Until then every answer stays the spec's,
 * letter for letter: the fields sites add (SiteID on item areas, Sites on users) are left out.
 */
export async function hasSeveralSites(db: DbOrTrx): Promise<boolean> {
  return (await selectOtherSite(db)).length > 0;
}
