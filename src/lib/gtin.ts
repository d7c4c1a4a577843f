/**
 * GTIN arithmetic (GS1 General Specifications 7.9): check digits, the GTIN-14 form every
 * GTIN-8/12/13 is padded to, and UPC-E's expansion to UPC-A. Pure: the matcher and the GS1
 * parser share it.
 */

const DIGITS = /^\d+$/;

/** The GS1 mod-10 check digit of `body` (the digits before the check digit). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    // Weights 3, 1, 3… counted from the rightmost digit of the body.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the last digit of an all-digit `code` is its GS1 check digit. */
export function hasValidCheckDigit(code: string): boolean {
  if (code.length < 2 || !DIGITS.test(code)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** A GTIN-8, -12, -13 or -14 as 14 digits (leading zeros), or null for anything else. */
export function toGtin14(code: string): string | null {
  if (!DIGITS.test(code) || ![8, 12, 13, 14].includes(code.length)) return null;
  return code.padStart(14, '0');
}

/**
 * The UPC-A (12 digits) a UPC-E (8 digits: number system 0 or 1, six data digits, check
 * digit) stands for, or null when `code` is not a UPC-E whose check digit fits.
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const system = code[0] ?? '0';
  const d = code.slice(1, 7);
  const check = code[7] ?? '';
  const last = d[5] ?? '';
  let manufacturerAndProduct: string;
  if (last === '0' || last === '1' || last === '2') {
    manufacturerAndProduct = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  } else if (last === '3') {
    manufacturerAndProduct = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  } else if (last === '4') {
    manufacturerAndProduct = `${d.slice(0, 4)}00000${d[4] ?? ''}`;
  } else {
    manufacturerAndProduct = `${d.slice(0, 5)}0000${last}`;
  }
  const upcA = `${system}${manufacturerAndProduct}${check}`;
  return hasValidCheckDigit(upcA) ? upcA : null;
}

/**
 * The values a read may stand for, as GTIN-14: its own padded form and, for an 8-digit
 * UPC-E, the UPC-A it expands to. Two codes with a value in common are the same product.
 */
export function gtinKeys(code: string): string[] {
  const own = toGtin14(code);
  // Only an 8-digit read can be a UPC-E: the common case stays one regex and one pad.
  const upcA = code.length === 8 ? expandUpcE(code) : null;
  const expanded = upcA === null ? null : upcA.padStart(14, '0');
  if (own === null) return expanded === null ? [] : [expanded];
  return expanded === null || expanded === own ? [own] : [own, expanded];
}
