import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findItemByCode, findItemByGtin } from '../../../src/lib/item-match';
import {
  expandUpcE,
  gs1CheckDigit,
  gtinKeys,
  hasValidCheckDigit,
  toGtin14,
} from '../../../src/lib/gtin';
import { barcodeOfRead, gtinAsBarcode } from '../../../src/scanner/item-scan';

describe('GTIN check digits and forms', () => {
  it('computes the GS1 check digit of every GTIN length', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(gs1CheckDigit('1061414100041')).toBe(5); // GTIN-14 10614141000415
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
    expect(hasValidCheckDigit('40063813339x1')).toBe(false);
  });

  it('a wrong digit anywhere changes the check digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{13}$/),
        fc.nat(12),
        fc.integer({ min: 1, max: 9 }),
        (body, at, delta) => {
          const changed = `${body.slice(0, at)}${(Number(body[at]) + delta) % 10}${body.slice(at + 1)}`;
          expect(gs1CheckDigit(changed)).not.toBe(gs1CheckDigit(body));
        },
      ),
    );
  });

  it('pads GTIN-8/12/13/14 to 14 digits and refuses the rest', () => {
    expect(toGtin14('96385074')).toBe('00000096385074');
    expect(toGtin14('036000291452')).toBe('00036000291452');
    expect(toGtin14('4006381333931')).toBe('04006381333931');
    expect(toGtin14('10614141000415')).toBe('10614141000415');
    expect(toGtin14('1234567')).toBeNull();
    expect(toGtin14('FLOUR-2207')).toBeNull();
  });

  it('expands UPC-E to its UPC-A', () => {
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('01234531')).toBe('012300000451');
    expect(expandUpcE('01234543')).toBe('012340000053');
    expect(expandUpcE('04252615')).toBeNull(); // check digit does not fit
    expect(expandUpcE('24252614')).toBeNull(); // number system 2 is no UPC-E
  });

  it('gives the keys a code may stand for', () => {
    expect(gtinKeys('01234565')).toEqual(['00000001234565', '00012345000065']);
    expect(gtinKeys('FLOUR-2207')).toEqual([]);
  });
});

describe('matching reads to items by GTIN value', () => {
  const items = [
    { itemId: 1, name: 'Item 1', barcode: '4006381333931' },
    { itemId: 2, name: 'Item 2', barcode: '042100005264' }, // UPC-A stored
    { itemId: 3, name: 'Item 3', barcode: '01234565' }, // UPC-E stored
    { itemId: 4, name: 'Item 4', barcode: '96385074' }, // EAN-8
  ];

  it('matches GTIN-14, -13, -12 and -8 spellings of one product', () => {
    expect(findItemByGtin(items, '04006381333931')?.itemId).toBe(1);
    expect(findItemByGtin(items, '00042100005264')?.itemId).toBe(2);
    expect(findItemByGtin(items, '00000096385074')?.itemId).toBe(4);
  });

  it('matches UPC-A and UPC-E reads in their 13-digit form', () => {
    // ZXing-C++ may report a UPC-A or an expanded UPC-E as EAN-13 with a leading zero.
    expect(findItemByCode(items, '0042100005264')?.itemId).toBe(2);
    expect(findItemByCode(items, '04252614')?.itemId).toBe(2);
    expect(findItemByCode(items, '0012345000065')?.itemId).toBe(3);
    expect(findItemByCode(items, '012345000065')?.itemId).toBe(3);
  });

  it('does not match another product', () => {
    expect(findItemByGtin(items, '04006381333948')).toBeUndefined();
    expect(findItemByCode(items, '5012345678900')).toBeUndefined();
  });

  it('fills a barcode field with the GTIN of a GS1 read, else the read', () => {
    expect(gtinAsBarcode('04006381333931')).toBe('4006381333931');
    expect(gtinAsBarcode('10614141000415')).toBe('10614141000415');
    expect(barcodeOfRead('0104006381333931172701211\u001d0')).toBe(
      '0104006381333931172701211\u001d0',
    );
    expect(barcodeOfRead('01040063813339311727012110LOT')).toBe('4006381333931');
    expect(barcodeOfRead(' FLOUR-2207\n')).toBe('FLOUR-2207');
  });
});
