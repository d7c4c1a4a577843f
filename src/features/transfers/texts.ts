import type { TransferStatus } from '../../../contract/schemas/transfers';

/**
 * Every user-visible text of the transfer screens (design: Sites and transfers), in one place for
 * translation. The form's checks say what the server would (server/transfers/messages.ts), so a
 * refusal read offline and one read from the server are the same sentence.
 */
export const TRANSFER_STATUS_TEXT: Record<TransferStatus, string> = {
  in_transit: 'In transit',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const TRANSFER_LIST_TEXT = {
  tabs: {
    label: 'Show transfers',
    inTransit: 'In transit to here',
    sent: 'Sent',
    received: 'Received',
  },
  add: 'Send Stock',
  loading: 'Loading transfers...',
  loadFailed: 'Transfers could not be loaded.',
  none: 'No transfers to show.',
  noneFound: {
    inTransit: 'Nothing is on its way to this site.',
    sent: 'No transfers sent from this site yet.',
    received: 'No transfers received at this site yet.',
  },
  caption: 'Transfers',
  columns: {
    number: 'Transfer',
    from: 'From',
    to: 'To',
    status: 'Status',
    lines: 'Lines',
    value: 'Value',
    sent: 'Sent',
  },
} as const;

export const TRANSFER_FORM_TEXT = {
  from: 'From',
  destination: 'Destination',
  selectDestination: 'Select Destination',
  noOtherSite: 'You work at no other site to send stock to.',
  note: 'Note',
  notePlaceholder: 'What the receiving site should know',
  send: 'Send Stock',
  sending: 'Sending...',
  sent: 'Stock sent. It is in transit until the destination receives it.',
  sendFailed: 'The transfer could not be sent. Please try again.',
  // The server's texts (server/transfers/messages.ts).
  toSiteRequired: 'Please select a destination site.',
  sameSite: 'Please choose a destination other than the source site.',
  linesRequired: 'Please add at least one item.',
  itemRequired: (line: number) => `Please select an item in line ${line}.`,
  itemTwice: (line: number, first: number) =>
    `The item in line ${line} is already in line ${first}.`,
  quantityInvalid: (line: number) =>
    `Please enter a valid quantity greater than 0 in line ${line}.`,
  summary: (to: string, lines: string) => `Transfer to ${to}: ${lines}`,
} as const;

export const TRANSFER_DETAIL_TEXT = {
  back: 'Back',
  loading: 'Loading transfer...',
  failed: 'The transfer could not be loaded.',
  from: 'From',
  to: 'To',
  sent: 'Sent',
  received: 'Received',
  cancelled: 'Cancelled',
  note: 'Note',
  value: 'Value',
  lines: 'Lines',
  columns: {
    item: 'Item',
    sent: 'Sent',
    received: 'Received',
    lost: 'Lost',
    lots: 'Lots',
  },
  lot: (quantity: string, expiry: string) => `${quantity} · expires ${expiry}`,
  lotCost: (cost: string) => ` · ${cost} each`,
  receive: 'Receive',
  receiveTitle: 'Receive Transfer',
  receiveHint: 'Count what arrived. Anything short is booked as a transfer loss at this site.',
  receivedQuantity: (item: string) => `Received of ${item}`,
  sentOf: (quantity: string) => `Sent: ${quantity}`,
  confirmReceive: 'Confirm Receipt',
  receiving: 'Receiving...',
  receivedDone: 'Transfer received.',
  receiveFailed: 'The transfer could not be received. Please try again.',
  receivedInvalid: (line: number) =>
    `Please enter a valid received quantity of 0 or more in line ${line}.`,
  moreThanSent: (item: string, sent: string) => `More ${item} received than was sent (${sent}).`,
  shortfall: 'Transfer loss',
  shortfallLine: (item: string, lost: string) => `${lost} of ${item} short`,
  noShortfall: 'Everything sent arrives: no loss.',
  lossValue: 'Loss value',
  receiveSummary: (number: string, lost: boolean) =>
    `Receive ${number}${lost ? ' with a shortfall' : ''}`,
  cancel: 'Cancel Transfer',
  cancelTitle: 'Cancel Transfer',
  cancelHint: 'The stock goes back into the lots it came from at this site.',
  reason: 'Reason',
  reasonPlaceholder: 'Why the transfer is cancelled',
  reasonRequired: 'Please enter a reason.',
  confirmCancel: 'Cancel Transfer',
  cancelledDone: 'Transfer cancelled.',
  cancelFailed: 'The transfer could not be cancelled. Please try again.',
  cancelSummary: (number: string, reason: string) => `Cancel ${number}: ${reason}`,
  waiting: {
    receive: 'Received on this device: waiting to be sent.',
    cancel: 'Cancelled on this device: waiting to be sent.',
  },
} as const;
