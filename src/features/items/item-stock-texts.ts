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

/** A transfer's movement names the other site (design: Sites and transfers). */
const WITH_SITE: Partial<Record<Movement['Kind'], MessageId>> = {
  TransferredOut: 'items.sentTo',
  TransferredIn: 'items.transferFrom',
};

/** What a movement row says: its kind, a transfer's with the other site. */
export function movementText(move: Pick<Movement, 'Kind' | 'Site'>): string {
  const withSite = WITH_SITE[move.Kind];
  if (move.Site && withSite) return translate(withSite, { site: move.Site.Name });
  return translate(KIND[move.Kind]);
}
