import { MONEY_SCALE, UNIT_COST_MAX } from '../../contract/money';
import { QUANTITY_SCALE } from '../../contract/constants';
import { currentLanguage, currentLocale } from '../i18n';

/**
 * Money on the client (design: Valuation): typed amounts are parsed digit by digit into the
 * contract's integer ten-thousandths, never through a binary float; amounts are shown with
 * Intl.NumberFormat in the installation's currency. The one module that reads or writes money.
 */

/** Why a typed amount was refused; the screen's texts module says it in words. */
export type MoneyInputProblem = 'negative' | 'decimals' | 'tooLarge' | 'notNumber';

export type MoneyInput =
  { ok: true; amount: number | null } | { ok: false; problem: MoneyInputProblem };

const DECIMAL = /^(\d*)(?:[.,](\d*))?$/;

/**
 * A typed unit cost as integer ten-thousandths: blank is null (no cost), "1.5" is 15000, "0,1"
 * (a decimal comma) is 1000. Negative, more than 4 decimals, above UNIT_COST_MAX or not a
 * decimal number are refused with the reason.
 */
export function parseMoneyInput(text: string): MoneyInput {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return { ok: true, amount: null };
  if (trimmed.startsWith('-') && DECIMAL.test(trimmed.slice(1)) && /\d/.test(trimmed)) {
    return { ok: false, problem: 'negative' };
  }
  const match = DECIMAL.exec(trimmed.replace(/^\+/, ''));
  if (!match || !/\d/.test(trimmed)) return { ok: false, problem: 'notNumber' };
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > 4) return { ok: false, problem: 'decimals' };
  const wholeValue = whole === '' ? 0 : Number(whole);
  if (wholeValue > UNIT_COST_MAX) return { ok: false, problem: 'tooLarge' };
  const amount = wholeValue * MONEY_SCALE + Number(fraction.padEnd(4, '0'));
  if (amount > UNIT_COST_MAX * MONEY_SCALE) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amount };
}

/** Ten-thousandths as the plain decimal the API takes: 15000 → "1.5", 1000 → "0.1". */
export function moneyText(tenThousandths: number): string {
  const negative = tenThousandths < 0;
  const magnitude = Math.abs(Math.trunc(tenThousandths));
  const whole = Math.floor(magnitude / MONEY_SCALE);
  const fraction = String(magnitude % MONEY_SCALE)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** An API amount (a number with at most 4 decimals) as integer ten-thousandths. */
export function toTenThousandths(amount: number): number {
  return Math.round(amount * MONEY_SCALE);
}

/** Exact sum of API amounts (0.1 + 0.2 is 0.3), as a number again. */
export function sumAmounts(amounts: readonly number[]): number {
  const total = amounts.reduce((sum, amount) => sum + toTenThousandths(amount), 0);
  return total / MONEY_SCALE;
}

/**
 * A cost per pack as a cost per base unit, in ten-thousandths, rounded half away from zero to
 * the 4 decimals the API keeps: €10 a case of 6 is €1.6667. `packSize` is in base units (at
 * most 3 decimals); null when it is not a positive size.
 */
export function perPackToPerUnit(packCost: number, packSize: number): number | null {
  const size = BigInt(Math.round(packSize * QUANTITY_SCALE));
  if (size <= 0n) return null;
  // cost per unit = packCost / (size / 1000) = packCost × 1000 / size, rounded.
  const numerator = BigInt(packCost) * BigInt(QUANTITY_SCALE);
  const rounded = (numerator * 2n + size) / (size * 2n);
  return Number(rounded);
}

const FORMATTERS = new Map<string, Intl.NumberFormat>();

/**
 * Money as the current language writes it (design: Languages): "€1,234.50" in English (en-GB,
 * spec 9), "1.234,50 €" in German; the currency stays the installation's.
 */
function formatter(currency: string | null, decimals: 'cents' | 'precise' | 'compact') {
  const english = currentLanguage() === 'en';
  const locale = english ? (decimals === 'compact' ? 'en-US' : 'en-GB') : currentLocale();
  const key = `${locale}|${currency ?? ''}|${decimals}`;
  let found = FORMATTERS.get(key);
  if (!found) {
    const options: Intl.NumberFormatOptions =
      decimals === 'compact'
        ? { notation: 'compact', maximumSignificantDigits: 3 }
        : {
            minimumFractionDigits: 2,
            maximumFractionDigits: decimals === 'precise' ? 4 : 2,
          };
    // Without a known currency the amount is still shown, as a plain number.
    if (currency) Object.assign(options, { style: 'currency', currency });
    // English: en-US for compact letters (K, M), as the dashboard's axes; en-GB otherwise.
    found = new Intl.NumberFormat(locale, options);
    FORMATTERS.set(key, found);
  }
  return found;
}

/** A total or value: "€1,234.50". */
export function formatMoney(amount: number, currency: string | null): string {
  return formatter(currency, 'cents').format(amount);
}

/** A unit cost, with up to 4 decimals when it has them: "€1.6667", "€2.00". */
export function formatUnitCost(amount: number, currency: string | null): string {
  return formatter(currency, 'precise').format(amount);
}

/** A chart axis tick: "€12K". Non-numbers are shown as they are. */
export function formatMoneyCompact(amount: unknown, currency: string | null): string {
  return typeof amount === 'number' && Number.isFinite(amount)
    ? formatter(currency, 'compact').format(amount)
    : String(amount);
}

/** A signed change in money: "+€3.20", "−€1.05", "€0.00". */
export function formatMoneyChange(amount: number, currency: string | null): string {
  const text = formatMoney(Math.abs(amount), currency);
  if (toTenThousandths(amount) > 0) return `+${text}`;
  if (toTenThousandths(amount) < 0) return `−${text}`;
  return text;
}
