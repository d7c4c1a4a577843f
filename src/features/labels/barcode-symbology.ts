/** The bwip-js encoder a label uses for a barcode. */
export type LabelSymbology = 'ean13' | 'upca' | 'code128';

/** GS1 check digit: weights 3 and 1 from the right, over all digits but the last. */
function hasValidCheckDigit(digits: string): boolean {
  const body = digits.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const fromRight = body.length - 1 - index;
    sum += Number(body[index]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1));
}

/** EAN-13 or UPC-A when the barcode is one with a valid check digit, Code 128 otherwise. */
export function labelSymbology(barcode: string): LabelSymbology {
  if (/^\d{13}$/.test(barcode) && hasValidCheckDigit(barcode)) return 'ean13';
  if (/^\d{12}$/.test(barcode) && hasValidCheckDigit(barcode)) return 'upca';
  return 'code128';
}

export type LabelLayout = 'a4' | 'roll';

/** Print page setup per layout: A4 sheets of 3 x 8 labels, or 50 x 25 mm roll labels. */
export const PAGE_CSS: Record<LabelLayout, string> = {
  a4: '@page { size: A4; margin: 8mm 6mm; }',
  roll: '@page { size: 50mm 25mm; margin: 0; }',
};
