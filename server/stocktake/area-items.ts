import type { DbOrTrx } from '../db/schema';

/**
 * The ids of the items a stocktake of these item areas counts at its site (design: Sites and
 * transfers): those whose own area is one of them, and those whose area at that site (item_sites)
 * is. Every area of one stocktake is at its site, so an item's own area among them is at it too.
 */
export function itemIdsInAreas(db: DbOrTrx, siteId: number, areaIds: readonly number[]) {
  return db
    .selectFrom('items as area_item')
    .select('area_item.id')
    .where((eb) =>
      eb.or([
        eb('area_item.item_area_id', 'in', [...areaIds]),
        eb(
          'area_item.id',
          'in',
          eb
            .selectFrom('item_sites as site_area')
            .select('site_area.item_id')
            .where('site_area.site_id', '=', siteId)
            .where('site_area.item_area_id', 'in', [...areaIds]),
        ),
      ]),
    );
}
