import { VALIDATION } from '../../../contract/messages';
import type { Item } from '../../../contract/schemas/reference';
import { validateItemFields } from '../../../contract/validation/forms';
import { parseId } from '../../../contract/validation/values';
import type { ItemRequestBody } from '../../api/items';

/** What the item create form and edit dialog hold: raw input text, ids as select values. */
export interface ItemFormValues {
  name: string;
  barcode: string;
  categoryId: string;
  alertDaysBeforeExpiry: string;
  unit: string;
  itemAreaId: string;
  /** Reordering (design: Purchasing): numbers as typed, the supplier as a select value. */
  parLevel: string;
  reorderPoint: string;
  packSize: string;
  packName: string;
  preferredSupplierId: string;
}

export const EMPTY_ITEM_FORM: ItemFormValues = {
  name: '',
  barcode: '',
  categoryId: '',
  alertDaysBeforeExpiry: '',
  unit: '',
  itemAreaId: '',
  parLevel: '',
  reorderPoint: '',
  packSize: '',
  packName: '',
  preferredSupplierId: '',
};

const optionalText = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** An optional quantity field: null when empty, a number, or the text as typed (the server says why). */
function optionalNumber(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}

/** A sent quantity as the item shows it: a number or null. */
const sentNumber = (value: number | string | null) =>
  typeof value === 'number' ? value : value === null ? null : Number(value);

export function formValuesOf(item: Item): ItemFormValues {
  return {
    name: item.name,
    barcode: item.barcode,
    categoryId: String(item.categoryId),
    alertDaysBeforeExpiry:
      item.alertDaysBeforeExpiry === null ? '' : String(item.alertDaysBeforeExpiry),
    unit: item.unit,
    itemAreaId: String(item.itemAreaId),
    parLevel: optionalText(item.parLevel),
    reorderPoint: optionalText(item.reorderPoint),
    packSize: optionalText(item.packSize),
    packName: optionalText(item.packName),
    preferredSupplierId: optionalText(item.preferredSupplierId),
  };
}

/** Spec 5: alert days parsed as an integer, or null when empty. */
export function parseAlertDays(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const days = Number.parseInt(trimmed, 10);
  return Number.isNaN(days) ? null : days;
}

/** The itemRequest JSON part: text fields trimmed, ids and alert days as numbers. */
export function toItemRequest(values: ItemFormValues): ItemRequestBody {
  return {
    name: values.name.trim(),
    barcode: values.barcode.trim(),
    categoryId: parseId(values.categoryId),
    alertDaysBeforeExpiry: parseAlertDays(values.alertDaysBeforeExpiry),
    unit: values.unit.trim(),
    itemAreaId: parseId(values.itemAreaId),
    parLevel: optionalNumber(values.parLevel),
    reorderPoint: optionalNumber(values.reorderPoint),
    packSize: optionalNumber(values.packSize),
    packName: values.packName.trim() === '' ? null : values.packName.trim(),
    preferredSupplierId: parseId(values.preferredSupplierId),
  };
}

/** Item create: the only client check is the image (spec 5); the rest is the form's required. */
export function validateItemCreate(image: Blob | null): string[] {
  return image ? [] : [VALIDATION.imageRequired];
}

/**
 * Item edit (spec 5): the field rules. No image is required: an item made in the app has one,
 * and an imported item without one stays editable (docs/decisions.md, issue 25).
 */
export function validateItemEdit(values: ItemFormValues): string[] {
  return validateItemFields(values);
}

/** Spec 2.7: a dash when alert days is empty. */
export function alertDaysText(days: number | null | undefined): string {
  return days === null || days === undefined ? '-' : String(days);
}

/**
 * What to show after an update: the server's item (the contract answers with it), else what
 * was sent laid over the old one, so a provider answering a bodiless 200/204 still shows it.
 */
export function mergeSavedItem(
  before: Item,
  sent: ItemRequestBody,
  answer: Item | null | undefined,
): Item {
  if (answer && typeof answer === 'object' && 'itemId' in answer) return answer;
  return {
    ...before,
    name: sent.name,
    barcode: sent.barcode,
    unit: sent.unit,
    alertDaysBeforeExpiry: sent.alertDaysBeforeExpiry,
    categoryId: sent.categoryId ?? before.categoryId,
    itemAreaId: sent.itemAreaId ?? before.itemAreaId,
    parLevel: sentNumber(sent.parLevel),
    reorderPoint: sentNumber(sent.reorderPoint),
    packSize: sentNumber(sent.packSize),
    packName: sent.packName,
    preferredSupplierId: sent.preferredSupplierId,
  };
}
