import { Compile } from 'typebox/compile';
import { VALIDATION } from '../../contract/messages';
import { ItemRequestSchema } from '../../contract/schemas/reference';
import { isBlank, parseId } from '../../contract/validation/values';
import { validateItemFields } from '../../contract/validation/forms';
import { assertValid, badRequest } from '../errors';
import { readImage, type ImageUpload } from '../images';
import type { ItemUpload } from './item-upload';
import { readReordering, type ReorderingValues } from './item-reordering';

/** The checked, trimmed values of an item create or update, and its image when one was sent. */
export interface ItemInput {
  values: {
    name: string;
    barcode: string;
    unit: string;
    categoryId: number;
    itemAreaId: number;
    alertDays: number | null;
    reordering: ReorderingValues;
  };
  image: ImageUpload | null;
}

export const ITEM_REQUEST_MISSING_MESSAGE = 'The itemRequest part is required.';
/** Ten years: a longer alert makes no sense for stock, and a bound keeps the column small. */
export const ALERT_DAYS_MAX = 3650;
export const ALERT_DAYS_MESSAGE = `alertDaysBeforeExpiry must be a whole number of days from 0 to ${ALERT_DAYS_MAX}, or empty.`;

const itemRequestValidator = Compile(ItemRequestSchema);

/**
 * Hands schema issues to the one error handler the way Fastify does for a body, so the
 * itemRequest part gets the same readable messages as a JSON body.
 */
function schemaError(issues: unknown[]): Error {
  return Object.assign(new Error('itemRequest does not match its schema'), {
    statusCode: 400,
    validation: issues,
    validationContext: 'itemRequest',
  });
}

/** Alert days: a whole number of days, or null when empty (spec 5: empty becomes null). */
export function parseAlertDays(value: unknown): number | null {
  if (isBlank(value)) return null;
  const text = typeof value === 'string' ? value.trim() : value;
  const days =
    typeof text === 'number'
      ? text
      : typeof text === 'string' && /^\d{1,9}$/.test(text)
        ? Number(text)
        : NaN;
  if (!Number.isInteger(days) || days < 0 || days > ALERT_DAYS_MAX) {
    throw badRequest(ALERT_DAYS_MESSAGE);
  }
  return days;
}

/**
 * Checks everything that needs no database: the itemRequest against its schema and the spec's
 * item rules, the image's presence when required and its bytes. Nothing is written before this.
 */
export function toItemInput(upload: ItemUpload, options: { imageRequired: boolean }): ItemInput {
  const raw = upload.itemRequest;
  if (raw === undefined) throw badRequest(ITEM_REQUEST_MISSING_MESSAGE);
  if (!itemRequestValidator.Check(raw)) throw schemaError([...itemRequestValidator.Errors(raw)]);
  const messages = validateItemFields(raw);
  if (options.imageRequired && !upload.image) messages.push(VALIDATION.imageRequired);
  const reordering = readReordering(raw, messages);
  assertValid(messages);
  const alertDays = parseAlertDays(raw.alertDaysBeforeExpiry);
  return {
    values: {
      // validateItemFields has established these are present and not blank.
      name: (raw.name ?? '').trim(),
      barcode: (raw.barcode ?? '').trim(),
      unit: (raw.unit ?? '').trim(),
      categoryId: parseId(raw.categoryId) ?? 0,
      itemAreaId: parseId(raw.itemAreaId) ?? 0,
      alertDays,
      reordering,
    },
    image: upload.image ? readImage(upload.image) : null,
  };
}
