/**
 * The GS1 application identifiers the parser knows (GS1 General Specifications, section 3):
 * the AI's digits, its data length (fixed, or at most `max` for variable length), whether the
 * data is digits only, and what to check. An AI missing here makes a read "not GS1".
 */
export interface Gs1Identifier {
  /** Matches the AI itself (2 to 4 digits). */
  pattern: RegExp;
  digits: 2 | 3 | 4;
  /** Fixed data length, else variable up to `max`. */
  fixed?: number;
  max?: number;
  numeric: boolean;
  check?: 'checkDigit' | 'date';
}

function fixed(
  pattern: RegExp,
  digits: 2 | 3 | 4,
  length: number,
  check?: Gs1Identifier['check'],
): Gs1Identifier {
  return { pattern, digits, fixed: length, numeric: true, check };
}

function variable(pattern: RegExp, digits: 2 | 3 | 4, max: number, numeric = false): Gs1Identifier {
  return { pattern, digits, max, numeric };
}

export const GS1_IDENTIFIERS: readonly Gs1Identifier[] = [
  fixed(/^00$/, 2, 18, 'checkDigit'), // SSCC
  fixed(/^0[12]$/, 2, 14, 'checkDigit'), // GTIN, CONTENT
  variable(/^10$/, 2, 20), // BATCH/LOT
  fixed(/^1[1-7]$/, 2, 6, 'date'), // PROD, DUE, PACK, BEST BEFORE, SELL BY, USE BY (17)
  fixed(/^20$/, 2, 2), // VARIANT
  variable(/^2[12]$/, 2, 20), // SERIAL, CPV
  variable(/^235$/, 3, 28),
  variable(/^24[0-3]$/, 3, 30),
  variable(/^25[0-5]$/, 3, 30),
  variable(/^30$/, 2, 8, true), // VAR. COUNT
  fixed(/^3[1-6]\d\d$/, 4, 6), // net weights and measures, n6 with a decimal position
  variable(/^37$/, 2, 8, true), // COUNT
  variable(/^39[0-3]\d$/, 4, 18, true), // amounts
  fixed(/^394\d$/, 4, 4),
  fixed(/^395\d$/, 4, 6),
  variable(/^40[013]$/, 3, 30), // ORDER NUMBER, GINC, ROUTE
  fixed(/^402$/, 3, 17), // GSIN
  fixed(/^41[0-7]$/, 3, 13, 'checkDigit'), // GLNs
  variable(/^42[01]$/, 3, 20), // SHIP TO POST
  fixed(/^42[246]$/, 3, 3), // countries
  variable(/^42[35]$/, 3, 15, true),
  fixed(/^7001$/, 4, 13),
  variable(/^7002$/, 4, 30),
  fixed(/^7003$/, 4, 10), // EXPIRY TIME
  fixed(/^7006$/, 4, 6, 'date'), // FIRST FREEZE DATE
  variable(/^700[789]$/, 4, 12),
  fixed(/^8005$/, 4, 6),
  fixed(/^8006$/, 4, 18),
  variable(/^8008$/, 4, 12, true),
  variable(/^8020$/, 4, 25),
  variable(/^8200$/, 4, 70),
  variable(/^90$/, 2, 30), // internal
  variable(/^9[1-9]$/, 2, 90), // company internal
];

/** The identifier starting `text` at `at`, trying 2-, 3- then 4-digit AIs. */
export function identifierAt(
  text: string,
  at: number,
): { ai: string; identifier: Gs1Identifier } | null {
  for (const digits of [2, 3, 4] as const) {
    const ai = text.slice(at, at + digits);
    if (ai.length < digits || !/^\d+$/.test(ai)) return null;
    const identifier = GS1_IDENTIFIERS.find(
      (entry) => entry.digits === digits && entry.pattern.test(ai),
    );
    if (identifier) return { ai, identifier };
  }
  return null;
}
