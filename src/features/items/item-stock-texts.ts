import type { ItemStock } from '../../../contract/schemas/item-stock';
import { translate, type MessageId } from '../../i18n';

type Movement = ItemStock['Movements'][number];

const KIND: Record<Movement['Kind'], MessageId> = {
  Received: 'items.moveReceived',
  Wasted: 'items.moveWasted',
  Ordered: 'items.moveOrdered',
  Adjusted: 'items.moveAdjusted',
  TransferredOut: 'items.moveSent',
  TransferredIn: 'items.moveTransfer',
};

/** What a movement row says: its kind, a transfer's with the other site (design: Sites and transfers). */
export function movementText(move: Pick<Movement, 'Kind' | 'Site'>): string {
  if (move.Site && move.Kind === 'TransferredOut')
    return translate('items.sentTo', { site: move.Site.Name });
  if (move.Site && move.Kind === 'TransferredIn')
    return translate('items.transferFrom', { site: move.Site.Name });
  return translate(KIND[move.Kind]);
}
