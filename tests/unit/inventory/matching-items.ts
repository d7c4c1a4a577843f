/**
 * Items the forms' pickers must find through the one item matcher: a name with accents, and
 * an EAN-13 stored from a UPC-A (the typed 12 digits find it before the case's GTIN-14, which
 * holds the same digits but is another product).
 */
import type { Item } from '../../../contract/schemas/reference';
import { at, ITEMS, json, type StockCall } from './stock-test-kit';

export const MATCHING_ITEMS: Item[] = [
  ...ITEMS,
  { ...at(ITEMS, 1), itemId: 4, name: 'Crème Fraîche', barcode: '5000444' },
  { ...at(ITEMS, 0), itemId: 5, name: 'Cola 330 ml', barcode: '0036000291452' },
  { ...at(ITEMS, 0), itemId: 6, name: 'Case of Cola 330 ml', barcode: '10036000291452' },
];

/** Answers GET /items with MATCHING_ITEMS; anything else falls through to the kit's stubs. */
export function replyWithMatchingItems(call: StockCall): Response | undefined {
  if (call.method === 'GET' && call.path === '/items') {
    return json(200, { totalCount: MATCHING_ITEMS.length, items: MATCHING_ITEMS });
  }
  return undefined;
}
