import { PACK_TEXT } from './pack-texts';
import { currentLanguage } from '../i18n';

/** Quantities are exact to 3 decimals (design): packs are counted in thousandths. */
const SCALE = 1000;
export const toThousandths = (value: number) => Math.round(value * SCALE);
export const fromThousandths = (value: number) => value / SCALE;

/** A number as the forms show it: at most 3 decimals, no trailing zeros. */
export function plain(value: number): string {
  return String(fromThousandths(toThousandths(value)));
}

/**
 * "2 cases": the pack name in the plural when the count is not 1. Only in English: a pack name
 * is what the user typed, and another language's plural cannot be guessed from it.
 */
function pluralOf(name: string): string {
  if (currentLanguage() !== 'en') return name;
  return /(s|x|z|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`;
}

export function packLabel(count: number, packName: string | null): string {
  const name = packName ?? PACK_TEXT.pack;
  return count === 1 ? name : pluralOf(name);
}

/** Base units as packs and units: 14 in cases of 6 → "2 cases + 2"; 12 → "2 cases". */
export function formatPacks(units: number, packSize: number | null, packName: string | null) {
  if (packSize === null || packSize <= 0) return plain(units);
  const size = toThousandths(packSize);
  const total = toThousandths(units);
  const packs = Math.floor(total / size);
  const rest = total - packs * size;
  if (packs === 0) return plain(units);
  const head = `${packs} ${packLabel(packs, packName)}`;
  return rest === 0 ? head : `${head} + ${plain(fromThousandths(rest))}`;
}

const PACK_ENTRY = /^(?:(\d+(?:\.\d{1,3})?)\s*(?:[a-z][a-z ]*)?\s*\+\s*)?(\d+(?:\.\d{1,3})?)?$/i;
const PACKS_ONLY = /^(\d+)\s*[a-z][a-z ]*$/i;

/**
 * What a pack field's text means in base units: "3 case + 2" (3 packs and 2 units), "3 cases"
 * (packs only), "3 + 2", or a plain number of units. Null when it means nothing.
 */
export function parsePackEntry(text: string, packSize: number | null): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const size = toThousandths(packSize ?? 1);
  const packsOnly = PACKS_ONLY.exec(trimmed);
  if (packsOnly) return fromThousandths(Number(packsOnly[1]) * size);
  const match = PACK_ENTRY.exec(trimmed);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const packs = match[1] === undefined ? 0 : Number(match[1]);
  if (!Number.isInteger(packs)) return null;
  const units = match[2] === undefined ? 0 : toThousandths(Number(match[2]));
  return fromThousandths(packs * size + units);
}
