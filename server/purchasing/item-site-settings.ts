import { sql } from 'kysely';
import { MAIN_SITE_ID } from '../../contract/paths';
import type { DbOrTrx } from '../db/schema';

/**
 * Each item's par level and reorder point at a site (design: Sites and transfers), as the
 * subquery `settings` (item_id, reorder_point, par_level) to join on items.id: at the site of
 * its own item area the item's own, at any other site its item_sites row's (none: null). An item
 * whose area names no site (none can, but the column came later) counts as Main's.
 */
export function itemSettingsAt(db: DbOrTrx, siteId: number) {
  const atOwnSite = sql<boolean>`coalesce(own_area.site_id, ${MAIN_SITE_ID}) = ${siteId}`;
  return db
    .selectFrom('items as setting_item')
    .leftJoin('item_areas as own_area', 'own_area.id', 'setting_item.item_area_id')
    .leftJoin('item_sites as elsewhere', (join) =>
      join.onRef('elsewhere.item_id', '=', 'setting_item.id').on('elsewhere.site_id', '=', siteId),
    )
    .select([
      'setting_item.id as item_id',
      sql<
        number | null
      >`case when ${atOwnSite} then setting_item.reorder_point else elsewhere.reorder_point end`.as(
        'reorder_point',
      ),
      sql<
        number | null
      >`case when ${atOwnSite} then setting_item.par_level else elsewhere.par_level end`.as(
        'par_level',
      ),
    ])
    .as('settings');
}
