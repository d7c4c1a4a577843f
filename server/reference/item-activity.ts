import type { Item } from '../../contract/schemas/reference';

/** The fields of an item an edit's entry compares, as a person reads them (names, not ids). */
export const ITEM_FIELDS = [
  'name',
  'barcode',
  'unit',
  'categoryName',
  'itemAreaName',
  'alertDaysBeforeExpiry',
  'parLevel',
  'reorderPoint',
  'packSize',
  'packName',
  'preferredSupplierName',
  'url',
] as const satisfies readonly (keyof Item)[];

/** An item as an entry's subject. */
export const itemSubject = (item: Item) => ({
  entity: 'item' as const,
  id: item.itemId,
  name: item.name,
});
