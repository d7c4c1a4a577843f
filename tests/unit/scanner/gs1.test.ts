import { describe, expect, it } from 'vitest';
import {
  GROUP_SEPARATOR as GS,
  gs1Date,
  parseGs1ElementString,
  parseGs1Hri,
  readGs1,
} from '../../../src/scanner/gs1';

/** A fixed "today" so the century rule is checked, not the clock. */
const TODAY = new Date(2026, 10, 22);
const GTIN = '04006381333931';

describe('GS1 element strings', () => {
  it('reads fixed-length AIs back to back and a variable one to the end', () => {
    expect(parseGs1ElementString(`01${GTIN}17270121` + `10LOT42`, TODAY)).toEqual({
      ok: true,
      fields: [
        { ai: '01', value: GTIN },
        { ai: '17', value: '270121' },
        { ai: '10', value: 'LOT42' },
      ],
    });
  });

  it('ends a variable-length field at GS (FNC1) and goes on', () => {
    const parse = parseGs1ElementString(`01${GTIN}10LOT42${GS}17270121${GS}21SN-9`, TODAY);
    expect(parse).toEqual({
      ok: true,
      fields: [
        { ai: '01', value: GTIN },
        { ai: '10', value: 'LOT42' },
        { ai: '17', value: '270121' },
        { ai: '21', value: 'SN-9' },
      ],
    });
  });

  it('reads 3- and 4-digit AIs (weight 3103, GLN 414, expiry time 7003)', () => {
    const parse = parseGs1ElementString(
      '3103001250' + '4144006381000017' + '70032701211530',
      TODAY,
    );
    expect(parse.ok && parse.fields.map((field) => field.ai)).toEqual(['3103', '414', '7003']);
  });

  it('says what is wrong: check digit, date, length, digits, unknown AI', () => {
    expect(parseGs1ElementString(`0104006381333932`, TODAY)).toMatchObject({
      ok: false,
      error: 'the check digit of (01) is wrong',
      structural: false,
    });
    expect(parseGs1ElementString(`01${GTIN}17271301`, TODAY)).toMatchObject({
      error: '(17) is not a valid date',
      structural: false,
    });
    expect(parseGs1ElementString(`10${'A'.repeat(21)}`, TODAY)).toMatchObject({
      error: '(10) is longer than 20 characters',
    });
    expect(parseGs1ElementString(`01${GTIN.slice(0, 10)}`, TODAY)).toMatchObject({
      structural: true,
    });
    expect(parseGs1ElementString(`010400638133393A`, TODAY)).toMatchObject({ structural: true });
    expect(parseGs1ElementString(`01${GTIN}99`, TODAY)).toMatchObject({
      error: '(99) is empty',
      structural: false,
    });
    expect(parseGs1ElementString(`01${GTIN}05123`, TODAY)).toMatchObject({
      error: 'unknown application identifier at 0512',
      structural: true,
    });
  });

  it('reads the human-readable (AI) form', () => {
    expect(parseGs1Hri(`(01)${GTIN}(17)270100(10)LOT 7`, TODAY)).toEqual({
      ok: true,
      fields: [
        { ai: '01', value: GTIN },
        { ai: '17', value: '270100' },
        { ai: '10', value: 'LOT 7' },
      ],
    });
    expect(parseGs1Hri(`(01)${GTIN}x(17)270100`, TODAY)).toMatchObject({
      error: '(01) must be 14 digits',
      structural: false,
    });
    expect(parseGs1Hri(`01${GTIN}`, TODAY)).toMatchObject({ ok: false, structural: true });
  });
});

describe('GS1 dates', () => {
  it('turns YYMMDD into a calendar date, day 00 being the last day of the month', () => {
    expect(gs1Date('270121', TODAY)).toBe('2027-01-21');
    expect(gs1Date('270200', TODAY)).toBe('2027-02-28');
    expect(gs1Date('280200', TODAY)).toBe('2028-02-29');
    expect(gs1Date('261200', TODAY)).toBe('2026-12-31');
    expect(gs1Date('260400', TODAY)).toBe('2026-04-30');
  });

  it('picks the century within 49 years back and 50 ahead', () => {
    expect(gs1Date('760101', TODAY)).toBe('2076-01-01');
    expect(gs1Date('770101', TODAY)).toBe('1977-01-01');
    expect(gs1Date('990101', new Date(2001, 0, 1))).toBe('1999-01-01');
    expect(gs1Date('010101', new Date(2099, 0, 1))).toBe('2101-01-01');
  });

  it('refuses months and days that do not exist', () => {
    expect(gs1Date('271301', TODAY)).toBeNull();
    expect(gs1Date('270001', TODAY)).toBeNull();
    expect(gs1Date('270230', TODAY)).toBeNull();
    expect(gs1Date('27021', TODAY)).toBeNull();
  });
});

describe('recognising GS1 in a read', () => {
  it('takes the detector text (no FNC1 in front) with (01) first, and its GTIN and expiry', () => {
    expect(readGs1(`01${GTIN}17270100${GS}10LOT42`, TODAY)).toEqual({
      kind: 'gs1',
      fields: [
        { ai: '01', value: GTIN },
        { ai: '17', value: '270100' },
        { ai: '10', value: 'LOT42' },
      ],
      gtin: GTIN,
      expirationDate: '2027-01-31',
    });
  });

  it('takes symbology identifiers (]C1 GS1-128, ]d2 DataMatrix, ]Q3 QR) and a leading FNC1', () => {
    for (const prefix of [']C1', ']d2', ']Q3', GS, `]C1${GS}`]) {
      const read = readGs1(`${prefix}10LOT${GS}01${GTIN}`, TODAY);
      expect(read).toMatchObject({ kind: 'gs1', gtin: GTIN, expirationDate: null });
    }
  });

  it('reports a GS1 string that is invalid instead of guessing', () => {
    expect(readGs1(`]C10104006381333932`, TODAY)).toEqual({
      kind: 'invalid',
      error: 'the check digit of (01) is wrong',
    });
    expect(readGs1(`010400638133393217270121`, TODAY)).toMatchObject({ kind: 'invalid' });
    expect(readGs1(`(01)${GTIN}(17)271399`, TODAY)).toMatchObject({ kind: 'invalid' });
    expect(readGs1(`${GS}9`, TODAY)).toMatchObject({ kind: 'invalid' });
  });

  it('leaves plain codes alone', () => {
    expect(readGs1('4006381333931', TODAY)).toEqual({ kind: 'none' });
    expect(readGs1('FLOUR-2207', TODAY)).toEqual({ kind: 'none' });
    // 01 and 14 digits, then something that is no AI: a plain Code 128.
    expect(readGs1(`01${GTIN}-BOX`, TODAY)).toEqual({ kind: 'none' });
    // A lone 16-digit code with a wrong check digit is more likely plain than broken GS1.
    expect(readGs1('0104006381333932', TODAY)).toEqual({ kind: 'none' });
  });
});
