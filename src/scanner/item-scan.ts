import { SCANNER_TEXT } from '../../contract/messages';
import type { Item } from '../../contract/schemas/reference';
import { findItemByCode, findItemByGtin } from '../lib/item-match';
import { readGs1 } from './gs1';
import type { ScanHandler } from './scan-outcome';

/** What a read adds beyond the item: the expiry date of a GS1 read's (17), if any. */
export interface ScanDetails {
  expirationDate: string | null;
}

/** A GTIN-14 as the barcode people store: a leading zero dropped (the EAN-13 spelling). */
export function gtinAsBarcode(gtin: string): string {
  return gtin.replace(/^0(?=\d{13}$)/, '');
}

/**
 * The barcode a read stands for: the GTIN of a GS1 read, else the read itself (trimmed).
 * Used where a read fills a barcode field rather than picking an item.
 */
export function barcodeOfRead(code: string): string {
  const gs1 = readGs1(code);
  return gs1.kind === 'gs1' && gs1.gtin !== null ? gtinAsBarcode(gs1.gtin) : code.trim();
}

/**
 * A read becomes the matching cached item (works offline), handed to `take` with what else it
 * says; else unknown. An exact barcode match wins; then a GS1 read picks by its (01) GTIN.
 */
export function itemScanHandler(
  items: readonly Item[],
  take: (item: Item, details: ScanDetails) => void,
): ScanHandler {
  return (code) => {
    const item = findItemByCode(items, code);
    if (item) {
      take(item, { expirationDate: null });
      return { kind: 'picked', label: item.name };
    }
    const gs1 = readGs1(code);
    if (gs1.kind === 'invalid') {
      return { kind: 'invalid', message: SCANNER_TEXT.invalidGs1(gs1.error) };
    }
    if (gs1.kind === 'none') return { kind: 'unknown', code: code.trim() };
    if (gs1.gtin === null) {
      return { kind: 'invalid', message: SCANNER_TEXT.invalidGs1(SCANNER_TEXT.gs1WithoutGtin) };
    }
    const byGtin = findItemByGtin(items, gs1.gtin);
    if (!byGtin) return { kind: 'unknown', code: gtinAsBarcode(gs1.gtin) };
    take(byGtin, { expirationDate: gs1.expirationDate });
    return { kind: 'picked', label: byGtin.name };
  };
}
