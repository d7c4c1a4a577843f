import { sql } from 'kysely';
import type { ItemSite, ItemSiteBody } from '../../contract/schemas/sites';
import { isBlank, parseId } from '../../contract/validation/values';
import type { DbOrTrx } from '../db/schema';
import { changeSet, recordActivity, type ActivityActor } from '../activity';
import { inTransaction } from '../db/transactions';
import { assertValid, badRequest, notFound } from '../errors';
import { quantityOrNull } from './item-rows';
import { readReordering } from './item-reordering';

export const ITEM_SITE_MESSAGE = {
  itemArea: (site: string) => `itemAreaId must be an item area at ${site}.`,
} as const;

/** The item's own area and its site: where items.par_level and reorder_point apply. */
async function readItemHome(db: DbOrTrx, itemId: number) {
  const item = await db
    .selectFrom('items')
    .innerJoin('item_areas', 'item_areas.id', 'items.item_area_id')
    .select([
      'items.id',
      'items.item_area_id',
      'items.par_level',
      'items.reorder_point',
      'item_areas.site_id',
    ])
    .where('items.id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound('Item');
  return item;
}

/**
 * GET /items/{id}/sites: one row per site, by id. At the site of its own item area the item's
 * own area, par level and reorder point; elsewhere its settings there (null: none); its stock on
 * hand at each.
 */
export async function listItemSites(db: DbOrTrx, itemId: number): Promise<{ sites: ItemSite[] }> {
  const home = await readItemHome(db, itemId);
  const rows = await db
    .selectFrom('sites')
    .leftJoin('item_sites', (join) =>
      join.onRef('item_sites.site_id', '=', 'sites.id').on('item_sites.item_id', '=', itemId),
    )
    .select([
      'sites.id as site_id',
      'sites.name as name',
      'item_sites.item_area_id',
      'item_sites.par_level',
      'item_sites.reorder_point',
      (eb) =>
        eb
          .selectFrom('lots')
          .select(sql<number | string>`coalesce(sum(lots.remaining), 0)`.as('on_hand'))
          .where('lots.item_id', '=', itemId)
          .whereRef('lots.site_id', '=', 'sites.id')
          .as('on_hand'),
    ])
    .orderBy('sites.id')
    .execute();
  return {
    sites: rows.map((row) => {
      const own = row.site_id === home.site_id;
      return {
        SiteID: row.site_id,
        Name: row.name,
        ItemAreaID: own ? home.item_area_id : row.item_area_id,
        ParLevel: quantityOrNull(own ? home.par_level : row.par_level),
        ReorderPoint: quantityOrNull(own ? home.reorder_point : row.reorder_point),
        OnHand: quantityOrNull(row.on_hand ?? 0) ?? 0,
      };
    }),
  };
}

/**
 * PUT /items/{id}/sites/{siteId}: the item's area, par level and reorder point at that site
 * (a field left out or empty: none). At its own area's site these are the item's own fields
 * (a blank area keeps its area: an item always has one); elsewhere its item_sites row, removed
 * when it holds nothing. The area must be at that site.
 */
export async function putItemSite(
  db: DbOrTrx,
  actor: ActivityActor,
  itemId: number,
  siteId: number,
  body: ItemSiteBody,
): Promise<ItemSite> {
  const messages: string[] = [];
  const { par_level, reorder_point } = readReordering(
    { parLevel: body.parLevel, reorderPoint: body.reorderPoint },
    messages,
  );
  const areaId = isBlank(body.itemAreaId) ? null : parseId(body.itemAreaId);
  assertValid(messages);
  return inTransaction(db, async (trx) => {
    const site = await trx
      .selectFrom('sites')
      .select(['id', 'name'])
      .where('id', '=', siteId)
      .executeTakeFirst();
    if (!site) throw notFound('Site');
    const home = await readItemHome(trx, itemId);
    const before = (await listItemSites(trx, itemId)).sites.find((r) => r.SiteID === siteId);
    if (!isBlank(body.itemAreaId)) {
      const area =
        areaId === null
          ? undefined
          : await trx
              .selectFrom('item_areas')
              .select('id')
              .where('id', '=', areaId)
              .where('site_id', '=', siteId)
              .executeTakeFirst();
      if (!area) throw badRequest(ITEM_SITE_MESSAGE.itemArea(site.name));
    }
    if (home.site_id === siteId) {
      await trx
        .updateTable('items')
        .set({ item_area_id: areaId ?? home.item_area_id, par_level, reorder_point })
        .where('id', '=', itemId)
        .execute();
    } else {
      await trx
        .deleteFrom('item_sites')
        .where('item_id', '=', itemId)
        .where('site_id', '=', siteId)
        .execute();
      if (areaId !== null || par_level !== null || reorder_point !== null) {
        await trx
          .insertInto('item_sites')
          .values({
            item_id: itemId,
            site_id: siteId,
            item_area_id: areaId,
            par_level,
            reorder_point,
          })
          .execute();
      }
    }
    const { sites } = await listItemSites(trx, itemId);
    const row = sites.find((candidate) => candidate.SiteID === siteId);
    if (!row || !before) throw notFound('Site');
    const item = await trx
      .selectFrom('items')
      .select('name')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    await recordActivity(trx, {
      actor,
      siteId,
      action: 'update',
      entity: 'item-site',
      entityId: `${itemId}@${siteId}`,
      summary: { key: 'item-site.updated', values: { item: item.name, site: site.name } },
      changes: changeSet(before, row, ['ItemAreaID', 'ParLevel', 'ReorderPoint']),
      links: [
        { entity: 'item', entityId: itemId },
        { entity: 'site', entityId: siteId },
      ],
    });
    return row;
  });
}
