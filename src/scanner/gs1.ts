/**
 * GS1 element strings (design: Scanning): a GS1-128, GS1 DataMatrix or GS1 QR read becomes its
 * application identifiers. Detectors return plain text with GS (0x1D, FNC1) only after
 * variable-length fields; wedge scanners may add the symbology identifier (]C1, ]d2, ]Q3);
 * people type the human-readable form "(01)…(17)…". Pure: unit-tested, no DOM.
 */
import { identifierAt, type Gs1Identifier } from './gs1-identifiers';
import { hasValidCheckDigit } from '../lib/gtin';

export const GROUP_SEPARATOR = '\u001d';

/**
 * Why an element string is refused; shown inside "Not a valid GS1 barcode: …", whose
 * translation (contract/i18n, `scanner.gs1*`) recognises these English texts.
 */
export const GS1_PROBLEM = {
  length: (ai: string, digits: number) => `(${ai}) must be ${digits} digits`,
  empty: (ai: string) => `(${ai}) is empty`,
  tooLong: (ai: string, max: number) => `(${ai}) is longer than ${max} characters`,
  digitsOnly: (ai: string) => `(${ai}) must be digits only`,
  checkDigit: (ai: string) => `the check digit of (${ai}) is wrong`,
  date: (ai: string) => `(${ai}) is not a valid date`,
  unknownAi: (start: string) => `unknown application identifier at ${start}`,
  noAi: 'no application identifiers',
} as const;

export interface Gs1Field {
  ai: string;
  value: string;
}

/** `structural`: the text is not built of known AIs at all (so it may be a plain code). */
export type Gs1Parse =
  { ok: true; fields: Gs1Field[] } | { ok: false; error: string; structural: boolean };

const GS1_SYMBOLOGY_IDS = [']C1', ']e0', ']d2', ']Q3', ']J1'];

function structural(error: string): Gs1Parse {
  return { ok: false, error, structural: true };
}

/**
 * The calendar date of a GS1 YYMMDD (section 7.12): the century that puts the year within
 * 49 years back and 50 ahead of `today`; day 00 is the last day of the month. Null if invalid.
 */
export function gs1Date(yymmdd: string, today: Date = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  const current = today.getFullYear();
  const difference = yy - (current % 100);
  const century = Math.floor(current / 100) + (difference > 50 ? -1 : difference < -49 ? 1 : 0);
  const year = century * 100 + yy;
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return null;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** Why `value` does not fit its identifier, or null when it does. */
function problemOf(ai: string, identifier: Gs1Identifier, value: string, today: Date) {
  if (identifier.fixed !== undefined && value.length !== identifier.fixed) {
    return GS1_PROBLEM.length(ai, identifier.fixed);
  }
  if (value.length === 0) return GS1_PROBLEM.empty(ai);
  if (identifier.max !== undefined && value.length > identifier.max) {
    return GS1_PROBLEM.tooLong(ai, identifier.max);
  }
  if (identifier.numeric && !/^\d+$/.test(value)) return GS1_PROBLEM.digitsOnly(ai);
  if (identifier.check === 'checkDigit' && !hasValidCheckDigit(value)) {
    return GS1_PROBLEM.checkDigit(ai);
  }
  if (identifier.check === 'date' && gs1Date(value, today) === null) {
    return GS1_PROBLEM.date(ai);
  }
  return null;
}

/** Parses an element string whose variable-length fields end at GS (or at the end). */
export function parseGs1ElementString(data: string, today: Date = new Date()): Gs1Parse {
  const fields: Gs1Field[] = [];
  let at = 0;
  let problem: string | null = null;
  while (at < data.length) {
    if (data[at] === GROUP_SEPARATOR) {
      // FNC1 after a fixed-length field is allowed, just not needed.
      at += 1;
      continue;
    }
    const found = identifierAt(data, at);
    if (!found) return structural(GS1_PROBLEM.unknownAi(data.slice(at, at + 4)));
    const { ai, identifier } = found;
    at += ai.length;
    let value: string;
    if (identifier.fixed !== undefined) {
      value = data.slice(at, at + identifier.fixed);
      if (value.length < identifier.fixed || value.includes(GROUP_SEPARATOR)) {
        return structural(GS1_PROBLEM.length(ai, identifier.fixed));
      }
    } else {
      const end = data.indexOf(GROUP_SEPARATOR, at);
      value = data.slice(at, end < 0 ? data.length : end);
    }
    if (identifier.numeric && !/^\d*$/.test(value)) {
      return structural(GS1_PROBLEM.digitsOnly(ai));
    }
    at += value.length;
    problem ??= problemOf(ai, identifier, value, today);
    fields.push({ ai, value });
  }
  if (fields.length === 0) return structural(GS1_PROBLEM.noAi);
  return problem ? { ok: false, error: problem, structural: false } : { ok: true, fields };
}

/** Parses the human-readable form, e.g. "(01)04006381333931(17)270121(10)LOT42". */
export function parseGs1Hri(text: string, today: Date = new Date()): Gs1Parse {
  const parts = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) {
    return structural('not in the (AI)value form');
  }
  const fields: Gs1Field[] = [];
  for (const [, ai = '', value = ''] of parts) {
    const found = identifierAt(ai, 0);
    if (!found || found.ai !== ai) return structural(`unknown application identifier (${ai})`);
    const problem = problemOf(ai, found.identifier, value, today);
    if (problem) return { ok: false, error: problem, structural: false };
    fields.push({ ai, value });
  }
  return { ok: true, fields };
}

/** What a read says as GS1: not GS1 at all, valid with its fields, or GS1 that is invalid. */
export type Gs1Read =
  | { kind: 'none' }
  | { kind: 'gs1'; fields: Gs1Field[]; gtin: string | null; expirationDate: string | null }
  | { kind: 'invalid'; error: string };

function toRead(parse: Gs1Parse, today: Date): Gs1Read {
  if (!parse.ok) return { kind: 'invalid', error: parse.error };
  const value = (ai: string) => parse.fields.find((field) => field.ai === ai)?.value ?? null;
  const expiry = value('17');
  return {
    kind: 'gs1',
    fields: parse.fields,
    gtin: value('01'),
    expirationDate: expiry === null ? null : gs1Date(expiry, today),
  };
}

/**
 * Recognises GS1 in a read. Certain: a GS1 symbology identifier, a leading FNC1 (GS) or the
 * "(AI)" form. Without those, only text that starts with (01) and parses fully as known AIs
 * is GS1; a bad check digit in such text is reported rather than taken as a plain code.
 */
export function readGs1(text: string, today: Date = new Date()): Gs1Read {
  const trimmed = text.replace(/[\r\n]+$/, '');
  const symbology = GS1_SYMBOLOGY_IDS.find((id) => trimmed.startsWith(id));
  if (symbology) {
    const rest = trimmed.slice(symbology.length);
    const data = rest.startsWith(GROUP_SEPARATOR) ? rest.slice(1) : rest;
    return toRead(parseGs1ElementString(data, today), today);
  }
  if (trimmed.startsWith(GROUP_SEPARATOR)) {
    return toRead(parseGs1ElementString(trimmed.slice(1), today), today);
  }
  if (/^\(\d{2,4}\)/.test(trimmed)) return toRead(parseGs1Hri(trimmed, today), today);
  if (!/^01\d{14}/.test(trimmed)) return { kind: 'none' };
  const parse = parseGs1ElementString(trimmed, today);
  // A lone 16-digit code with a wrong check digit is more likely a plain Code 128.
  if (!parse.ok && (parse.structural || trimmed.length === 16)) return { kind: 'none' };
  return toRead(parse, today);
}
