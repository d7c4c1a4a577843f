import type { Item } from '../../contract/schemas/reference';
import type { StockItem } from '../../contract/schemas/stock';
import { API_BASE_PATH } from '../../contract/paths';
import type { DbOrTrx } from '../db/schema';
import { toQuantity } from '../../contract/validation/values';

/** Items joined with their category and item area: the one query every item shape starts from. */
export function selectItemRows(db: DbOrTrx) {
  return db
    .selectFrom('items')
    .innerJoin('categories', 'categories.id', 'items.category_id')
    .innerJoin('item_areas', 'item_areas.id', 'items.item_area_id')
    .leftJoin('suppliers as preferred', 'preferred.id', 'items.preferred_supplier_id')
    .select([
      'items.id as item_id',
      'items.name as item_name',
      'items.barcode as item_barcode',
      'items.unit as item_unit',
      'items.alert_days as item_alert_days',
      'items.image_hash as item_image_hash',
      'items.par_level as item_par_level',
      'items.reorder_point as item_reorder_point',
      'items.pack_size as item_pack_size',
      'items.pack_name as item_pack_name',
      'items.preferred_supplier_id as item_preferred_supplier_id',
      'preferred.name as item_preferred_supplier_name',
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

/** Stored thousandths (bigint: a string from pg) back to the API's number; null stays null. */
export function quantityOrNull(value: number | string | null): number | null {
  return value === null ? null : toQuantity(Number(value));
}

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
    parLevel: quantityOrNull(row.item_par_level),
    reorderPoint: quantityOrNull(row.item_reorder_point),
    packSize: quantityOrNull(row.item_pack_size),
    packName: row.item_pack_name,
    preferredSupplierId: row.item_preferred_supplier_id,
    preferredSupplierName: row.item_preferred_supplier_name,
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
