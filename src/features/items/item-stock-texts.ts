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
    TransferredOut: 'Sent',
    TransferredIn: 'Transfer',
  } satisfies Record<ItemStock['Movements'][number]['Kind'], string>,
  /** A transfer's movement names the other site (design: Sites and transfers). */
  transferOut: (site: string) => `Sent to ${site}`,
  transferIn: (site: string) => `Transfer from ${site}`,
} as const;

type Movement = ItemStock['Movements'][number];

/** What a movement row says: its kind, a transfer's with the other site. */
export function movementText(move: Pick<Movement, 'Kind' | 'Site'>): string {
  if (move.Site && move.Kind === 'TransferredOut')
    return ITEM_STOCK_TEXT.transferOut(move.Site.Name);
  if (move.Site && move.Kind === 'TransferredIn') return ITEM_STOCK_TEXT.transferIn(move.Site.Name);
  return ITEM_STOCK_TEXT.kind[move.Kind];
}
