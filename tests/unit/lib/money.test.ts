import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUnitCost } from '../../../contract/money';
import {
  formatMoney,
  formatMoneyChange,
  formatMoneyCompact,
  formatUnitCost,
  moneyText,
  parseMoneyInput,
  perPackToPerUnit,
  sumAmounts,
} from '../../../src/lib/money';

describe('parseMoneyInput (design: Valuation)', () => {
  it('reads decimals exactly as integer ten-thousandths, never through a float', () => {
    expect(parseMoneyInput('0.1')).toEqual({ ok: true, amount: 1000 });
    expect(parseMoneyInput('2.5')).toEqual({ ok: true, amount: 25_000 });
    expect(parseMoneyInput(' 1.2345 ')).toEqual({ ok: true, amount: 12_345 });
    expect(parseMoneyInput('0,75')).toEqual({ ok: true, amount: 7500 });
    expect(parseMoneyInput('.5')).toEqual({ ok: true, amount: 5000 });
    expect(parseMoneyInput('3.')).toEqual({ ok: true, amount: 30_000 });
    expect(parseMoneyInput('100000')).toEqual({ ok: true, amount: 1_000_000_000 });
    // 3 × 0.1 is 0.3 exactly in ten-thousandths (0.1 + 0.1 + 0.1 is not, in floats).
    const tenth = parseMoneyInput('0.1');
    expect(tenth.ok && tenth.amount !== null ? moneyText(tenth.amount * 3) : null).toBe('0.3');
  });

  it('takes a blank field as no cost', () => {
    expect(parseMoneyInput('')).toEqual({ ok: true, amount: null });
    expect(parseMoneyInput('   ')).toEqual({ ok: true, amount: null });
  });

  it('refuses with the reason: negative, more than 4 decimals, too large, not a number', () => {
    expect(parseMoneyInput('-1')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoneyInput('-0.5')).toEqual({ ok: false, problem: 'negative' });
    expect(parseMoneyInput('1.23456')).toEqual({ ok: false, problem: 'decimals' });
    expect(parseMoneyInput('100000.0001')).toEqual({ ok: false, problem: 'tooLarge' });
    expect(parseMoneyInput('1e3')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseMoneyInput('0x10')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseMoneyInput('€2')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseMoneyInput('.')).toEqual({ ok: false, problem: 'notNumber' });
    expect(parseMoneyInput('1.2.3')).toEqual({ ok: false, problem: 'notNumber' });
  });

  it('agrees with the server rule on every amount it accepts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const text = moneyText(amount);
        expect(parseMoneyInput(text)).toEqual({ ok: true, amount });
        expect(parseUnitCost(text)).toBe(amount);
      }),
    );
  });
});

describe('moneyText and sums', () => {
  it('writes the plain decimal the API takes', () => {
    expect(moneyText(0)).toBe('0');
    expect(moneyText(15_000)).toBe('1.5');
    expect(moneyText(16_667)).toBe('1.6667');
    expect(moneyText(-2500)).toBe('-0.25');
  });

  it('sums API amounts exactly', () => {
    expect(sumAmounts([0.1, 0.2])).toBe(0.3);
    expect(sumAmounts([-1.0001, 3.3333, 0.6668])).toBe(3);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('perPackToPerUnit', () => {
  it('divides a pack cost exactly and rounds half away from zero to 4 decimals', () => {
    expect(perPackToPerUnit(100_000, 6)).toBe(16_667); // €10 a case of 6 → €1.6667
    expect(perPackToPerUnit(120_000, 12)).toBe(10_000); // €12 a dozen → €1
    expect(perPackToPerUnit(1, 2)).toBe(1); // 0.00005 rounds up to 0.0001
    expect(perPackToPerUnit(50_000, 0.5)).toBe(100_000); // half a kilo for €5 → €10 a kilo
    expect(perPackToPerUnit(10_000, 0)).toBeNull();
  });
});

describe('formatting with the installation currency (Intl.NumberFormat)', () => {
  it('shows totals with 2 decimals and unit costs with up to 4', () => {
    expect(formatMoney(9622.07, 'EUR')).toBe('€9,622.07');
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
    expect(formatMoney(1234, 'USD')).toBe('US$1,234.00');
    expect(formatUnitCost(1.6667, 'EUR')).toBe('€1.6667');
    expect(formatUnitCost(2, 'EUR')).toBe('€2.00');
  });

  it('without a known currency shows a plain number, never a guessed currency', () => {
    expect(formatMoney(12.5, null)).toBe('12.50');
  });

  it('signs a change and shortens axis ticks', () => {
    expect(formatMoneyChange(3.2, 'EUR')).toBe('+€3.20');
    expect(formatMoneyChange(-1.05, 'EUR')).toBe('−€1.05');
    expect(formatMoneyChange(0, 'EUR')).toBe('€0.00');
    expect(formatMoneyCompact(12_500, 'EUR')).toBe('€12.5K');
    expect(formatMoneyCompact('x', 'EUR')).toBe('x');
  });
});
