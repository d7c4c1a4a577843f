import { describe, expect, it } from 'vitest';
import { poNumberKey } from '../../../contract/po-number';

describe('poNumberKey (issue 32, row 9)', () => {
  it('gives one key to the ways a clerk types or pastes a number', () => {
    const key = poNumberKey('PO-000022');
    expect(key).toBe('po-000022');
    for (const typed of [
      'po-000022',
      'PO\u2011000022', // non-breaking hyphen
      'PO\u2010000022',
      'PO\u2013000022', // en dash
      'PO\u2212000022', // minus sign
      'PO-0000\u200B22', // zero-width space
      'P\u200DO-000022', // zero-width joiner
      '\uFEFFPO-000022', // byte order mark
      'PO\u00AD-000022', // soft hyphen
      'PO\u2060-000022', // word joiner
      '\uFF30\uFF2F\uFF0D\uFF10\uFF10\uFF10\uFF10\uFF12\uFF12', // full-width
      '  PO-000022\u00A0',
    ]) {
      expect(poNumberKey(typed), JSON.stringify(typed)).toBe(key);
    }
  });

  it('keeps numbers that differ in what they say apart', () => {
    expect(poNumberKey('PO-000023')).not.toBe(poNumberKey('PO-000022'));
    expect(poNumberKey('PO-0000 22')).not.toBe(poNumberKey('PO-000022'));
    expect(poNumberKey('PO000022')).not.toBe(poNumberKey('PO-000022'));
  });
});
