import type { Transfer, TransferStatus } from '../../../contract/schemas/transfers';
import type { BadgeTone } from '../../ui/Badge';
import { translate } from '../../i18n';
import { TRANSFER_STATUS_ID } from './texts';

export function transferStatusText(status: TransferStatus): string {
  return translate(TRANSFER_STATUS_ID[status]);
}

export function transferStatusTone(status: TransferStatus): BadgeTone {
  switch (status) {
    case 'in_transit':
      return 'info';
    case 'received':
      return 'success';
    case 'cancelled':
      return 'danger';
  }
}

type Ends = Pick<Transfer, 'Status' | 'FromSiteID' | 'ToSiteID'>;

/** Receive: at the destination, while in transit (design). */
export const canReceiveTransfer = (transfer: Ends, siteId: number) =>
  transfer.Status === 'in_transit' && transfer.ToSiteID === siteId;

/** Cancel: at the source, while in transit (design). */
export const canCancelTransfer = (transfer: Ends, siteId: number) =>
  transfer.Status === 'in_transit' && transfer.FromSiteID === siteId;
