import type { DbOrTrx } from '../db/schema';

/**
 * The items that have a reorder point at a site, with it and their par level there (design:
 * Sites and transfers), as the subquery `settings` (item_id, reorder_point, par_level) to join
 * on items.id: at the site of its own item area the item's own figures, at any other site its
 * item_sites row's. Items without one there are left out before any join (most have none).
 */
export function itemSettingsAt(db: DbOrTrx, siteId: number) {
  const own = db
    .selectFrom('items as own_item')
    .innerJoin('item_areas as own_area', 'own_area.id', 'own_item.item_area_id')
    .select(['own_item.id as item_id', 'own_item.reorder_point', 'own_item.par_level'])
    .where('own_area.site_id', '=', siteId)
    .where('own_item.reorder_point', 'is not', null);
  const elsewhere = db
    .selectFrom('item_sites as at_site')
    .innerJoin('items as site_item', 'site_item.id', 'at_site.item_id')
    .innerJoin('item_areas as home_area', 'home_area.id', 'site_item.item_area_id')
    .select(['at_site.item_id', 'at_site.reorder_point', 'at_site.par_level'])
    .where('at_site.site_id', '=', siteId)
    .where('home_area.site_id', '!=', siteId)
    .where('at_site.reorder_point', 'is not', null);
  return own.unionAll(elsewhere).as('settings');
}
