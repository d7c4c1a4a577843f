import { describe, expect, it } from 'vitest';
import { equivalentBarcode, matchBarcode } from '../../../src/scanner/barcode-match';

const ITEMS = [
  { itemId: 1, barcode: '036000291452' }, // UPC-A
  { itemId: 2, barcode: '4006381333931' }, // EAN-13
  { itemId: 3, barcode: '0012345678905' }, // EAN-13 written from a UPC-A
  { itemId: 4, barcode: 'BC-abc' }, // Code 128
  { itemId: 5, barcode: '012345678905' }, // the UPC-A spelling of item 3, stored too
];

describe('barcode matching', () => {
  it('matches exactly, trimming the read', () => {
    expect(matchBarcode(ITEMS, 'BC-abc')?.itemId).toBe(4);
    expect(matchBarcode(ITEMS, ' 4006381333931\n')?.itemId).toBe(2);
  });

  it('prefers an exact match over the UPC-A / EAN-13 spelling', () => {
    expect(matchBarcode(ITEMS, '012345678905')?.itemId).toBe(5);
    expect(matchBarcode(ITEMS, '0012345678905')?.itemId).toBe(3);
  });

  it('reads an EAN-13 with a leading zero as the stored UPC-A', () => {
    expect(matchBarcode(ITEMS, '0036000291452')?.itemId).toBe(1);
  });

  it('reads a UPC-A as the stored EAN-13 with a leading zero', () => {
    const items = [{ itemId: 9, barcode: '0036000291452' }];
    expect(matchBarcode(items, '036000291452')?.itemId).toBe(9);
  });

  it('says unknown otherwise', () => {
    expect(matchBarcode(ITEMS, '9999999999999')).toBeUndefined();
    expect(matchBarcode(ITEMS, 'bc-abc')).toBeUndefined();
    expect(matchBarcode(ITEMS, '')).toBeUndefined();
    // An EAN-13 that does not start with 0 has no UPC-A spelling.
    expect(matchBarcode(ITEMS, '4036000291452')).toBeUndefined();
  });

  it('knows the other spelling only for UPC-A and zero-led EAN-13', () => {
    expect(equivalentBarcode('036000291452')).toBe('0036000291452');
    expect(equivalentBarcode('0036000291452')).toBe('036000291452');
    expect(equivalentBarcode('4006381333931')).toBeNull();
    expect(equivalentBarcode('12345678')).toBeNull();
  });
});
