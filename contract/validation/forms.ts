import { PHONE_PATTERN, MIN_PASSWORD_LENGTH, WASTE_REASONS } from '../constants';
import { VALIDATION } from '../messages';
import { findValueLimitsPassed, MONEY_TEXT, parseUnitCost } from '../money';
import { isBlank, isCalendarDate, parseId, parseQuantity } from './values';

/**
 * Form rules of spec section 5, shared by the client forms and the server.
 * Each returns the messages in the order the spec lists them; an empty list means valid.
 */

export interface ReceiveRowInput {
  itemId?: unknown;
  quantity?: unknown;
  expirationDate?: unknown;
  status?: unknown;
  /** Optional (design: Valuation); blank or absent means no cost. */
  unitCost?: unknown;
}

export function validateReceiveRows(rows: readonly ReceiveRowInput[] | null | undefined): string[] {
  const messages: string[] = [];
  const list = rows ?? [];
  if (list.length === 0) messages.push(VALIDATION.itemRequiredInRow(1));
  const priced = list.map((row, index) => {
    const n = index + 1;
    const quantity = parseQuantity(row.quantity);
    const unitCost = isBlank(row.unitCost) ? null : parseUnitCost(row.unitCost);
    if (parseId(row.itemId) === null) messages.push(VALIDATION.itemRequiredInRow(n));
    if (quantity === null) messages.push(VALIDATION.quantityRequiredInRow(n));
    if (!isCalendarDate(row.expirationDate)) messages.push(VALIDATION.expirationRequiredInRow(n));
    if (isBlank(row.status)) messages.push(VALIDATION.statusRequiredInRow(n));
    if (!isBlank(row.unitCost) && unitCost === null) {
      messages.push(MONEY_TEXT.unitCostInvalidInRow(n));
    }
    return quantity === null || unitCost === null ? null : { quantity, unitCost };
  });
  // Issue 32: a lot or a delivery no real business reaches is a typing slip (or abuse).
  const passed = findValueLimitsPassed(priced);
  for (const n of passed.rows) messages.push(MONEY_TEXT.lotValueTooLargeInRow(n));
  if (passed.total) messages.push(MONEY_TEXT.deliveryValueTooLarge);
  return messages;
}

export function validateReceive(input: {
  supplierId?: unknown;
  receiveItems?: readonly ReceiveRowInput[] | null;
}): string[] {
  const messages: string[] = [];
  if (parseId(input.supplierId) === null) messages.push(VALIDATION.supplierRequired);
  return messages.concat(validateReceiveRows(input.receiveItems));
}

export function validatePoReceive(input: {
  poId?: unknown;
  supplierId?: unknown;
  receiveItems?: readonly ReceiveRowInput[] | null;
}): string[] {
  const messages: string[] = [];
  if (isBlank(input.poId)) messages.push(VALIDATION.poIdRequired);
  return messages.concat(validateReceive(input));
}

export function validateOrderLines(
  lines: readonly { itemId?: unknown; quantity?: unknown }[] | null | undefined,
): string[] {
  const list = lines ?? [];
  const valid =
    list.length > 0 &&
    list.every((line) => parseId(line.itemId) !== null && parseQuantity(line.quantity, 1) !== null);
  return valid ? [] : [VALIDATION.orderItemsRequired];
}

export function validateReason(reason: unknown): string[] {
  return isBlank(reason) ? [VALIDATION.reasonRequired] : [];
}

export function validateWaste(input: {
  itemId?: unknown;
  reason?: unknown;
  quantity?: unknown;
}): string[] {
  const messages: string[] = [];
  if (parseId(input.itemId) === null) messages.push(VALIDATION.wasteItemRequired);
  if (!(WASTE_REASONS as readonly unknown[]).includes(input.reason)) {
    messages.push(VALIDATION.wasteReasonRequired);
  }
  if (parseQuantity(input.quantity) === null) messages.push(VALIDATION.wasteQuantityInvalid);
  return messages;
}

export function isValidPhone(phone: unknown): boolean {
  return typeof phone === 'string' && PHONE_PATTERN.test(phone.trim());
}

export function validateLogin(name: string, password: string) {
  return {
    name: name.trim() === '' ? VALIDATION.usernameRequired : null,
    password: password.length < MIN_PASSWORD_LENGTH ? VALIDATION.passwordTooShort : null,
  };
}

export function validateUserEdit(input: { name?: unknown; roleId?: unknown }): string[] {
  return isBlank(input.name) || parseId(input.roleId) === null
    ? [VALIDATION.userNameRoleRequired]
    : [];
}

export function validateNewPassword(password: unknown): string[] {
  if (isBlank(password)) return [VALIDATION.passwordRequired];
  return String(password).length < MIN_PASSWORD_LENGTH ? [VALIDATION.passwordTooShort] : [];
}

export function validateItemFields(input: {
  name?: unknown;
  unit?: unknown;
  barcode?: unknown;
  categoryId?: unknown;
  itemAreaId?: unknown;
}): string[] {
  const messages: string[] = [];
  if (isBlank(input.name) || isBlank(input.unit) || isBlank(input.barcode)) {
    messages.push(VALIDATION.itemNameUnitBarcodeRequired);
  }
  if (parseId(input.categoryId) === null || parseId(input.itemAreaId) === null) {
    messages.push(VALIDATION.itemCategoryAreaRequired);
  }
  return messages;
}
