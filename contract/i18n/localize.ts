import { IntlMessageFormat } from 'intl-messageformat';
import { englishMessages, type MessageCatalogue, type ServerMessageId } from './en';

import { CSV_HEADERS, type CsvHeader } from './csv/en';
import { csvHeaderIn } from './csv/headers';
import type { MessageLanguage } from './languages';

export { MESSAGE_LANGUAGES, type MessageLanguage } from './languages';

/** What Intl formats a message's numbers and plurals with (English is never re-rendered). */
export const MESSAGE_LOCALES: Record<MessageLanguage, string> = {
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  // The glossary: Western digits in Arabic text.
  ar: 'ar-u-nu-latn',
};

/** The words of the API that appear inside messages (`by`: what refers to a record). */
export const TERMS = [
  'items',
  'item_areas',
  'orders',
  'purchase_orders',
  'received_items',
  'stock_adjustments',
  'stocktake_counts',
  'stocktakes',
  'waste_reports',
] as const;
export type Term = (typeof TERMS)[number];

/** A language's messages and the terms its messages name. */
export interface MessageTranslation {
  messages: MessageCatalogue;
  terms: { readonly [T in Term]: string };
}

/**
 * Placeholders whose values are numbers the English text printed: re-printed the language's way
 * (10,000 → 10.000 in German), as text (a translation does not need to re-format them).
 */
const NUMBERS = new Set([
  'row',
  'line',
  'first',
  'max',
  'limit',
  'factor',
  'sent',
  'received',
  'ordered',
]);
const NUMBER = '\\d[\\d,]*(?:\\.\\d+)?';
/** Placeholders holding a count that a translation's plural selects on: passed as a number. */
const COUNTS = new Set(['count']);
/** Placeholders holding a message of the catalogue themselves ("Not a valid GS1 barcode: …"). */
const NESTED = new Set(['problem']);
/** Placeholders holding a quantity and its unit ("12.5 kg"). */
const QUANTITIES = new Set(['available']);
/** Placeholders holding a word of the API: translations select on `<name>Key`. */
const KEYED = new Set(['what', 'status', 'by']);
const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

interface Template {
  id: ServerMessageId;
  pattern: RegExp;
  names: string[];
  literalLength: number;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(id: ServerMessageId, english: string): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    source += escapeRegExp(english.slice(last, match.index));
    // A placeholder seen before must hold the same text again (tooManyRows names its limit twice).
    source += names.includes(name)
      ? `\\k<${name}>`
      : `(?<${name}>${NUMBERS.has(name) || COUNTS.has(name) ? NUMBER : '.+?'})`;
    if (!names.includes(name)) names.push(name);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(english.slice(last));
  const literalLength = english.replace(PLACEHOLDER, '').length;
  return { id, pattern: new RegExp(`^${source}$`, 's'), names, literalLength };
}

const exact = new Map<string, ServerMessageId>();
const templates: Template[] = [];
for (const [id, english] of Object.entries(englishMessages) as [ServerMessageId, string][]) {
  if (HAS_PLACEHOLDER.test(english)) templates.push(compile(id, english));
  else exact.set(english, id);
}
// The most specific template first: "{field} must be at most {max} characters." before
// "{field} must be at most {limit}.".
templates.sort((a, b) => b.literalLength - a.literalLength);

/** A sent message recognised: its id and the values the English text was built with. */
export interface RecognisedMessage {
  id: ServerMessageId;
  values: Record<string, string>;
}

/** The id and values of an English message of the catalogue; null for any other text. */
export function recogniseMessage(english: string): RecognisedMessage | null {
  const id = exact.get(english);
  if (id) return { id, values: {} };
  for (const template of templates) {
    const match = template.pattern.exec(english);
    if (match?.groups) return { id: template.id, values: { ...match.groups } };
  }
  return null;
}

function termKey(value: string): string {
  return value.trim().toLowerCase().replace(/\W+/g, '_');
}

function isTerm(key: string): key is Term {
  return (TERMS as readonly string[]).includes(key);
}

/** "received items, waste reports or orders" in the language: each term, joined its way. */
function translateTerms(value: string, translation: MessageTranslation, locale: string): string {
  const parts = value.split(/, | and | or /);
  const keys = parts.map(termKey);
  if (!keys.every(isTerm)) return value;
  const words = keys.map((key) => translation.terms[key]);
  const type = value.includes(' or ') ? 'disjunction' : 'conjunction';
  return new Intl.ListFormat(locale, { type }).format(words);
}

function isCsvHeader(name: string): name is CsvHeader {
  return (CSV_HEADERS as readonly string[]).includes(name);
}

/**
 * "Location, Unit" (the import's missing columns, as the English export names them) as the
 * language's export and template name them, so the message names what the reader's file shows;
 * a name that is no export header (a column the file named) stays as it is.
 */
function translateHeaders(value: string, language: MessageLanguage): string {
  const separator = language === 'ar' ? '، ' : ', ';
  return value
    .split(', ')
    .map((name) => (isCsvHeader(name) ? csvHeaderIn(name, language) : name))
    .join(separator);
}

/** "10,000" or "2.5" as the English text printed it, printed the language's way. */
function localNumber(text: string, locale: string): string {
  const value = Number(text.replace(/,/g, ''));
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
}

/** "12.5 kg" (a quantity and its unit): the number the language's way, the unit as stored. */
function localQuantity(text: string, locale: string): string {
  const match = /^(\d[\d,]*(?:\.\d+)?)(.*)$/s.exec(text);
  return match ? localNumber(match[1] ?? '', locale) + (match[2] ?? '') : text;
}

const formats = new Map<string, IntlMessageFormat>();

function formatFor(language: MessageLanguage, id: ServerMessageId, template: string) {
  const key = `${language}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(template, MESSAGE_LOCALES[language]);
    formats.set(key, format);
  }
  return format;
}

/** The recognised message in `language`, with its values in the language's form. */
export function renderMessage(
  recognised: RecognisedMessage,
  language: MessageLanguage,
  translation: MessageTranslation,
): string {
  const locale = MESSAGE_LOCALES[language];
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(recognised.values)) {
    values[name] = NUMBERS.has(name) ? localNumber(value, locale) : value;
    if (COUNTS.has(name)) values[name] = Number(value);
    if (NESTED.has(name)) values[name] = localizeMessage(value, language, translation);
    if (QUANTITIES.has(name)) values[name] = localQuantity(value, locale);
    if (KEYED.has(name)) values[`${name}Key`] = termKey(value);
    if (name === 'by') values[name] = translateTerms(value, translation, locale);
    if (name === 'columns') values[name] = translateHeaders(value, language);
  }
  const template = translation.messages[recognised.id];
  const text = formatFor(language, recognised.id, template).format<string>(values);
  return typeof text === 'string' ? text : String(text);
}

/**
 * A message as `language` says it: English unchanged, a catalogue message translated, any other
 * text (a framework's own message, a message already translated) left as it is.
 */
export function localizeMessage(
  message: string,
  language: MessageLanguage,
  translation: MessageTranslation | null,
): string {
  if (language === 'en' || !translation) return message;
  const recognised = recogniseMessage(message);
  return recognised ? renderMessage(recognised, language, translation) : message;
}
