import type { ItemStock } from '../../../contract/schemas/item-stock';

/** The item page's stock panel texts, in one place to translate. */
export const ITEM_STOCK_TEXT = {
  title: 'Stock',
  onHand: 'On hand',
  lots: 'Lots',
  expires: 'Expires',
  remaining: 'Remaining',
  received: 'Received',
  movement: 'Recent movement',
  noLots: 'No stock left.',
  noMovement: 'Nothing received yet.',
  loading: 'Loading stock...',
  unavailable: 'Stock is shown when online.',
  kind: {
    Received: 'Received',
    Wasted: 'Wasted',
    Ordered: 'Ordered',
    Adjusted: 'Stocktake',
  } satisfies Record<ItemStock['Movements'][number]['Kind'], string>,
} as const;
