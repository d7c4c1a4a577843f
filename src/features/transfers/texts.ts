import type { MessageId, MessageValues } from '../../i18n';

/** `useT()`'s or `translate`'s shape: the texts follow the language of whoever asks. */
type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Every user-visible text of the transfer screens (design: Sites and transfers), from the
 * transfers catalogue: `const t = transferListText(useT())`, or `transferFormText(translate)`
 * outside React. The form's checks say what the server would (server/transfers/messages.ts), so
 * a refusal read offline and one read from the server are the same sentence.
 */
export { TRANSFER_STATUS_ID } from '../../lib/record-status';

export const transferListText = (t: Translate) => ({
  tabs: {
    label: t('transfers.tabsLabel'),
    inTransit: t('transfers.tabInTransit'),
    sent: t('transfers.tabSent'),
    received: t('transfers.tabReceived'),
  },
  add: t('transfers.add'),
  loading: t('transfers.loading'),
  loadFailed: t('transfers.loadFailed'),
  none: t('transfers.none'),
  noneFound: {
    inTransit: t('transfers.noneInTransit'),
    sent: t('transfers.noneSent'),
    received: t('transfers.noneReceived'),
  },
  caption: t('transfers.caption'),
  columns: {
    number: t('transfers.columnNumber'),
    from: t('transfers.columnFrom'),
    to: t('transfers.columnTo'),
    status: t('transfers.columnStatus'),
    lines: t('transfers.columnLines'),
    value: t('transfers.columnValue'),
    sent: t('transfers.columnSent'),
  },
});

export const transferFormText = (t: Translate) => ({
  from: t('transfers.formFrom'),
  destination: t('transfers.formDestination'),
  selectDestination: t('transfers.formSelectDestination'),
  noOtherSite: t('transfers.formNoOtherSite'),
  note: t('transfers.formNote'),
  notePlaceholder: t('transfers.formNotePlaceholder'),
  send: t('transfers.formSend'),
  sending: t('transfers.formSending'),
  sent: t('transfers.formSent'),
  sendFailed: t('transfers.formSendFailed'),
  // The server's texts (server/transfers/messages.ts).
  toSiteRequired: t('transfers.formToSiteRequired'),
  sameSite: t('transfers.formSameSite'),
  linesRequired: t('transfers.formLinesRequired'),
  itemRequired: (line: number) => t('transfers.formItemRequired', { line }),
  itemTwice: (line: number, first: number) => t('transfers.formItemTwice', { line, first }),
  quantityInvalid: (line: number) => t('transfers.formQuantityInvalid', { line }),
  summary: (to: string, lines: string) => t('transfers.formSummary', { to, lines }),
  siteNumber: (id: string) => t('transfers.formSiteNumber', { id }),
  itemNumber: (id: string) => t('transfers.formItemNumber', { id }),
});

export const transferDetailText = (t: Translate) => ({
  back: t('transfers.detailBack'),
  loading: t('transfers.detailLoading'),
  failed: t('transfers.detailFailed'),
  from: t('transfers.detailFrom'),
  to: t('transfers.detailTo'),
  sent: t('transfers.detailSent'),
  received: t('transfers.detailReceived'),
  cancelled: t('transfers.detailCancelled'),
  note: t('transfers.detailNote'),
  value: t('transfers.detailValue'),
  lines: t('transfers.detailLines'),
  columns: {
    item: t('transfers.columnItem'),
    sent: t('transfers.columnSentQuantity'),
    received: t('transfers.columnReceived'),
    lost: t('transfers.columnLost'),
    lots: t('transfers.columnLots'),
  },
  lot: (quantity: string, expiry: string) => t('transfers.lot', { quantity, expiry }),
  lotCost: (cost: string) => t('transfers.lotCost', { cost }),
  receive: t('transfers.receive'),
  receiveTitle: t('transfers.receiveTitle'),
  receiveHint: t('transfers.receiveHint'),
  receivedQuantity: (item: string) => t('transfers.receivedQuantity', { item }),
  sentOf: (quantity: string) => t('transfers.sentOf', { quantity }),
  confirmReceive: t('transfers.confirmReceive'),
  receiving: t('transfers.receiving'),
  receivedDone: t('transfers.receivedDone'),
  receiveFailed: t('transfers.receiveFailed'),
  receivedInvalid: (line: number) => t('transfers.receivedInvalid', { line }),
  moreThanSent: (item: string, sent: string) => t('transfers.moreThanSent', { item, sent }),
  shortfall: t('transfers.shortfall'),
  shortfallLine: (item: string, lost: string) => t('transfers.shortfallLine', { item, lost }),
  noShortfall: t('transfers.noShortfall'),
  lossValue: t('transfers.lossValue'),
  receiveSummary: (number: string, lost: boolean) =>
    t(lost ? 'transfers.receiveSummaryShort' : 'transfers.receiveSummary', { number }),
  cancel: t('transfers.cancel'),
  cancelTitle: t('transfers.cancelTitle'),
  cancelHint: t('transfers.cancelHint'),
  reason: t('transfers.reason'),
  reasonPlaceholder: t('transfers.reasonPlaceholder'),
  reasonRequired: t('transfers.reasonRequired'),
  confirmCancel: t('transfers.confirmCancel'),
  cancelledDone: t('transfers.cancelledDone'),
  cancelFailed: t('transfers.cancelFailed'),
  cancelSummary: (number: string, reason: string) =>
    t('transfers.cancelSummary', { number, reason }),
  waiting: {
    receive: t('transfers.waitingReceive'),
    cancel: t('transfers.waitingCancel'),
  },
});
