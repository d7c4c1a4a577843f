/**
 * Barcode matching (design: Scanning). Exact match first; then by GTIN value: a UPC-A, its
 * EAN-13 spelling with a leading zero, its GTIN-14 and (for a UPC-E) its 8-digit short form
 * are one product; otherwise unknown.
 */
import { gtinKeys } from './gtin';

interface HasBarcode {
  barcode: string;
}

const UPC_A = /^\d{12}$/;
const EAN_13_FROM_UPC_A = /^0\d{12}$/;

/** The other spelling of the same code (UPC-A ↔ EAN-13 with a leading zero), if there is one. */
export function equivalentBarcode(code: string): string | null {
  if (UPC_A.test(code)) return `0${code}`;
  if (EAN_13_FROM_UPC_A.test(code)) return code.slice(1);
  return null;
}

/** The item whose barcode holds the GTIN `gtin` (any of GTIN-8/12/13/14 spellings). */
export function matchGtin<T extends HasBarcode>(items: readonly T[], gtin: string): T | undefined {
  const wanted = new Set(gtinKeys(gtin));
  if (wanted.size === 0) return undefined;
  return items.find((item) => gtinKeys(item.barcode.trim()).some((key) => wanted.has(key)));
}

/** The item whose barcode matches the scanned `code` (trimmed), or undefined when unknown. */
export function matchBarcode<T extends HasBarcode>(
  items: readonly T[],
  code: string,
): T | undefined {
  const wanted = code.trim();
  if (wanted === '') return undefined;
  const exact = items.find((item) => item.barcode.trim() === wanted);
  if (exact) return exact;
  const other = equivalentBarcode(wanted);
  const spelled = other === null ? undefined : items.find((item) => item.barcode.trim() === other);
  return spelled ?? matchGtin(items, wanted);
}
