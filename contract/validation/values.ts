import { QUANTITY_MAX, QUANTITY_SCALE } from '../constants';

const DECIMAL = /^\d+(\.\d{1,3})?$/;
const ID = /^[1-9]\d{0,14}$/;
/** Ids are 32-bit serials on PostgreSQL: a larger one cannot exist and must not reach a query. */
const MAX_ID = 2_147_483_647;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isBlank(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  return value === undefined || value === null;
}

/** A positive integer id (at most MAX_ID) from a number or numeric string, else null. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : null;
  }
  if (typeof value === 'string' && ID.test(value.trim())) {
    const id = Number(value.trim());
    return id <= MAX_ID ? id : null;
  }
  return null;
}

/** A finite number or a string as decimal text to parse digit by digit, else null. */
export function decimalText(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * A positive quantity with at most 3 decimals, as integer thousandths (stored exactly), else null.
 * Strings are parsed digit by digit so '0.1' never goes through a binary float.
 */
export function parseQuantity(value: unknown, minimum = 0): number | null {
  const text = decimalText(value);
  if (text === null || !DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const thousandths = Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(3, '0'));
  if (thousandths <= minimum * QUANTITY_SCALE || thousandths > QUANTITY_MAX * QUANTITY_SCALE) {
    return thousandths === minimum * QUANTITY_SCALE && minimum > 0 ? thousandths : null;
  }
  return thousandths;
}

/** Thousandths back to the number the API shows. */
export function toQuantity(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * ISO 8601 date and time: `YYYY-MM-DDTHH:mm`, optional seconds and fraction, then `Z`, an
 * offset, or nothing (the server's local time, as a datetime-local input sends it).
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?$/i;

/**
 * A real ISO 8601 date-time (no 30 February, no 24:30, no bare "1"), normalised to ISO UTC;
 * else null. Date.parse alone accepts far more ("March 7", "2024-02-30") and guesses.
 */
export function parseDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, sec, , offH, offM] = match;
  if (!isCalendarDate(`${y ?? ''}-${mo ?? ''}-${d ?? ''}`)) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(sec ?? 0) > 59) return null;
  if (offH !== undefined && (Number(offH) > 23 || Number(offM) > 59)) return null;
  const time = Date.parse(value.trim().replace(' ', 'T'));
  if (Number.isNaN(time)) return null;
  const year = new Date(time).getUTCFullYear();
  return year >= 1900 && year <= 9999 ? new Date(time).toISOString() : null;
}
