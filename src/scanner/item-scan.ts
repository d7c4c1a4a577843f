import type { Item } from '../../contract/schemas/reference';
import { matchBarcode } from './barcode-match';
import type { ScanHandler } from './scan-outcome';

/** A read becomes the matching cached item (works offline), handed to `take`; else unknown. */
export function itemScanHandler(items: readonly Item[], take: (item: Item) => void): ScanHandler {
  return (code) => {
    const item = matchBarcode(items, code);
    if (!item) return { kind: 'unknown', code: code.trim() };
    take(item);
    return { kind: 'picked', label: item.name };
  };
}
