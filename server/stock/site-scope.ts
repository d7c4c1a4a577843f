import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import { ALL_SITES } from '../../contract/paths';
import type { Database } from '../db/schema';
import type { SiteChoice } from '../sites/request-site';

/**
 * One site's stock, or every site's (`all`: X-Site-Id all for Administrator and Manager, or the
 * one site of a single-site install: stockScopeOf).
 */
export type SiteScope = SiteChoice;

/**
 * The items a site's lists show (low items, item locations, the dashboard): those whose own
 * item area is there, those with their own settings there (item_sites), and those it has ever
 * received. With one site that is every item, as before sites; `all` is every item too.
 */
export function itemIsAtSite(
  eb: ExpressionBuilder<Database & { items: Database['items'] }, 'items'>,
  site: SiteScope,
): Expression<SqlBool> {
  if (site === ALL_SITES) return eb.lit(true);
  return eb.or([
    eb.exists(
      eb
        .selectFrom('item_areas as own_area')
        .select('own_area.id')
        .whereRef('own_area.id', '=', 'items.item_area_id')
        .where('own_area.site_id', '=', site),
    ),
    eb.exists(
      eb
        .selectFrom('item_sites')
        .select('item_sites.item_id')
        .whereRef('item_sites.item_id', '=', 'items.id')
        .where('item_sites.site_id', '=', site),
    ),
    eb.exists(
      eb
        .selectFrom('lots as site_lots')
        .select('site_lots.id')
        .where('site_lots.site_id', '=', site)
        .whereRef('site_lots.item_id', '=', 'items.id'),
    ),
  ]);
}
