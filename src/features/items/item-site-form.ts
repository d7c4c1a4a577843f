import type { ItemSite, ItemSiteBody } from '../../../contract/schemas/sites';

/** The edit dialog's fields for one site, as typed (blank: none at that site). */
export interface ItemSiteEdit {
  itemAreaId: string;
  parLevel: string;
  reorderPoint: string;
}

export function itemSiteEditOf(row: ItemSite): ItemSiteEdit {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    itemAreaId: text(row.ItemAreaID),
    parLevel: text(row.ParLevel),
    reorderPoint: text(row.ReorderPoint),
  };
}

/**
 * PUT /items/{id}/sites/{siteId}'s body: a blank field clears the setting (null), anything else
 * goes as typed for the server to check (numbers may come as numeric strings).
 */
export function itemSiteBodyOf(edit: ItemSiteEdit): ItemSiteBody {
  const value = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    itemAreaId: value(edit.itemAreaId),
    parLevel: value(edit.parLevel),
    reorderPoint: value(edit.reorderPoint),
  };
}
