import { format, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { currentLocale } from '../i18n';

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** en-GB day and short month, e.g. "7 Mar" (spec 9). */
export function formatDayMonth(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'd MMM', { locale: enGB }) : '—';
}

/** en-GB with the year, e.g. "7 Mar 2026" (the received list: spec 9). */
export function formatDate(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'd MMM yyyy', { locale: enGB }) : '—';
}

const QUANTITY = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

/** A quantity in a report: thousands grouped, at most 3 decimals (1,250.5). */
export function formatQuantity(quantity: number): string {
  return QUANTITY.format(quantity);
}

/**
 * Date and time to the minute in the language's own way (English: en-GB, "27 Nov 2026, 13:42"),
 * for the activity log's entries.
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat(currentLocale()).format(date) : '—';
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  let formatter = dateTimeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormats.set(locale, formatter);
  }
  return formatter;
}
