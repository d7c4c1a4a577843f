import { STOCKTAKE_TEXT, VALIDATION } from '../messages';
import { isBlank, parseId, parseQuantity } from './values';

const ZERO = /^0+(\.0{1,3})?$/;

/** A counted quantity: 0 or more with at most 3 decimals, as integer thousandths, else null. */
export function parseCountQuantity(value: unknown): number | null {
  const positive = parseQuantity(value);
  if (positive !== null) return positive;
  if (value === 0) return 0;
  return typeof value === 'string' && ZERO.test(value.trim()) ? 0 : null;
}

export function validateStocktake(input: { name?: unknown; itemAreaIds?: unknown }): string[] {
  const messages: string[] = [];
  if (isBlank(input.name)) messages.push(STOCKTAKE_TEXT.nameRequired);
  const areas = Array.isArray(input.itemAreaIds) ? (input.itemAreaIds as unknown[]) : [];
  if (areas.length === 0 || areas.some((id) => parseId(id) === null)) {
    messages.push(STOCKTAKE_TEXT.areasRequired);
  }
  return messages;
}

export function validateStocktakeCount(input: { itemId?: unknown; quantity?: unknown }): string[] {
  const messages: string[] = [];
  if (parseId(input.itemId) === null) messages.push(VALIDATION.wasteItemRequired);
  if (parseCountQuantity(input.quantity) === null) messages.push(STOCKTAKE_TEXT.quantityInvalid);
  return messages;
}
