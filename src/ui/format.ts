import { format, formatDistance, isValid, parseISO } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { currentLanguage, currentLocale } from '../i18n';

/**
 * Dates, numbers and quantities as the current language writes them (design: Languages).
 * English keeps the spec's en-GB output to the letter through date-fns ("7 Sep 2026", where
 * Intl's en-GB now writes "Sept"); the other languages use Intl with their locale, which knows
 * each one's order, month names and separators ("7. Sept. 2026", "1.250,5").
 */

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** One Intl formatter per language and options, made on first use (they are slow to make). */
function cachedFor<T>(cache: Map<string, T>, options: object, make: (locale: string) => T): T {
  const key = `${currentLocale()}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = make(currentLocale());
    cache.set(key, found);
  }
  return found;
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cachedFor(DATE_FORMATS, options, (locale) => new Intl.DateTimeFormat(locale, options));
}

/** The date in English's date-fns pattern, or in the language's own Intl form. */
function formatIn(
  value: DateInput,
  englishPattern: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = toDate(value);
  if (!date) return '—';
  return currentLanguage() === 'en'
    ? format(date, englishPattern, { locale: enGB })
    : dateFormat(options).format(date);
}

/** Day and short month, e.g. "7 Mar" (spec 9), "7. März", "7 mars". */
export function formatDayMonth(value: DateInput): string {
  return formatIn(value, 'd MMM', { day: 'numeric', month: 'short' });
}

/** With the year, e.g. "7 Mar 2026" (the received list: spec 9), "7. März 2026". */
export function formatDate(value: DateInput): string {
  return formatIn(value, 'd MMM yyyy', { day: 'numeric', month: 'short', year: 'numeric' });
}

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** Day, short month and time, e.g. "7 Mar, 14:05" (the order list). */
export function formatDayMonthTime(value: DateInput): string {
  return formatIn(value, 'd MMM, HH:mm', { day: 'numeric', month: 'short', ...TIME });
}

/** The full moment, e.g. "7 Mar 2026, 14:05" (an outbox entry's time). */
export function formatDateTime(value: DateInput): string {
  return formatIn(value, 'd MMM yyyy, HH:mm', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...TIME,
  });
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago `then` was, seen from `now`: "2 minutes ago" (English: date-fns, as before),
 * "vor 2 Minuten", "il y a 2 minutes". A time in the future is shown as now.
 */
export function formatTimeAgo(then: number, now: number): string {
  const from = Math.min(then, now);
  if (currentLanguage() === 'en') {
    return formatDistance(from, now, { addSuffix: true, locale: enGB });
  }
  const seconds = Math.round((now - from) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  const relative = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  return relative.format(-Math.round(seconds / size), unit);
}

const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();

/** An Intl.NumberFormat for the current language, made once per language and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cachedFor(NUMBER_FORMATS, options, (locale) => new Intl.NumberFormat(locale, options));
}

/** A whole count with thousands grouped: 12,000 · 12.000 · 12 000. */
export function formatCount(value: number): string {
  return numberFormat().format(value);
}

/** A chart's tick or tooltip figure: a number grouped the language's way, anything else as is. */
export function formatFigure(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatCount(value) : String(value);
}

/** A quantity in a report: thousands grouped, at most 3 decimals (1,250.5). */
export function formatQuantity(quantity: number): string {
  return numberFormat({ maximumFractionDigits: 3 }).format(quantity);
}

/**
 * A quantity in a table row beside its unit, as it was entered: no thousands grouping (the rows
 * read "1500 kg" as typed), the language's decimal sign (6.75 · 6,75).
 */
export function formatPlainQuantity(quantity: number): string {
  return numberFormat({ maximumFractionDigits: 6, useGrouping: false }).format(quantity);
}

/** A signed change of a quantity: "+2", "−1.5" (the minus sign, not a hyphen), "0". */
export function formatQuantityChange(quantity: number): string {
  return numberFormat({ maximumFractionDigits: 3, signDisplay: 'exceptZero' }).format(quantity);
}

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumSignificantDigits: 3 };
// English keeps en-US's letters (K, M, B): en-GB writes 'm' and 'bn' (issue 25).
const compactEnglish = new Intl.NumberFormat('en-US', COMPACT);

/**
 * A chart axis tick, short however large the figure: 950, 12K, 3.2M, 1.5B in English; the
 * language's own short form otherwise ("3,2 Mio.", "12 k", "12 mil"). Non-numbers (recharts
 * may pass strings) are shown as they are.
 */
export function formatCompact(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  return (currentLanguage() === 'en' ? compactEnglish : numberFormat(COMPACT)).format(value);
}
