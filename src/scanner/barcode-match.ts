/**
 * Barcode matching (design: Scanning). Exact match first; a 12-digit UPC-A equals the
 * EAN-13 that is the same digits with a leading zero, in both directions; otherwise unknown.
 */

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
  return other === null ? undefined : items.find((item) => item.barcode.trim() === other);
}
