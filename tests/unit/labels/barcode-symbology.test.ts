import { describe, expect, it } from 'vitest';
import { labelSymbology } from '../../../src/features/labels/barcode-symbology';

describe('labelSymbology', () => {
  it('uses EAN-13 and UPC-A only when the check digit is valid', () => {
    expect(labelSymbology('4006381333931')).toBe('ean13');
    expect(labelSymbology('4006381333932')).toBe('code128');
    expect(labelSymbology('036000291452')).toBe('upca');
    expect(labelSymbology('036000291453')).toBe('code128');
  });

  it('uses Code 128 for anything else', () => {
    expect(labelSymbology('OAT-42/b')).toBe('code128');
    expect(labelSymbology('12345')).toBe('code128');
    expect(labelSymbology('40063813339310')).toBe('code128');
  });
});
