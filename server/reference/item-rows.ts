import type { Item } from '../../contract/schemas/reference';
import type { StockItem } from '../../contract/schemas/stock';
import { API_BASE_PATH } from '../../contract/paths';
import type { DbOrTrx } from '../db/schema';

/** Items joined with their category and item area: the one query every item shape starts from. */
export function selectItemRows(db: DbOrTrx) {
  return db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .innerJoin('item_areas', 'item_areas.id', 'items.item_area_id')
    .select([
      'items.id as item_id',
      'items.name as item_name',
      'items.barcode as item_barcode',
      'items.unit as item_unit',
      'items.alert_days as item_alert_days',
      'items.image_hash as item_image_hash',
      'items.created_at as item_created_at',
      'items.updated_at as item_updated_at',
      'categories.id as category_id',
      'categories.name as category_name',
      'item_areas.id as item_area_id',
      'item_areas.name as item_area_name',
      'item_areas.speed_class as item_area_speed_class',
    ]);
}

export type ItemJoinRow = Awaited<
  ReturnType<ReturnType<typeof selectItemRows>['executeTakeFirstOrThrow']>
>;

/** The content-addressed image URL, relative to the API host. */
export function imageUrl(hash: string | null): string | null {
  return hash ? `${API_BASE_PATH}/images/${hash}` : null;
}

export function toItem(row: ItemJoinRow): Item {
  return {
    itemId: row.item_id,
    name: row.item_name,
    barcode: row.item_barcode,
    categoryId: row.category_id,
    categoryName: row.category_name,
    itemAreaId: row.item_area_id,
    itemAreaName: row.item_area_name,
    locationName: row.item_area_name,
    unit: row.item_unit,
    alertDaysBeforeExpiry: row.item_alert_days,
    url: imageUrl(row.item_image_hash),
    createdDate: row.item_created_at,
    updatedDate: row.item_updated_at,
  };
}

/** The nested item shape of stock lists (design). */
export function toStockItem(row: ItemJoinRow): StockItem {
  return {
    ID: row.item_id,
    Name: row.item_name,
    URL: imageUrl(row.item_image_hash),
    Barcode: row.item_barcode,
    Unit: row.item_unit,
    LocationID: row.item_area_id,
    Category: { Name: row.category_name },
    Location: { Name: row.item_area_name, SpeedClass: row.item_area_speed_class },
  };
}
