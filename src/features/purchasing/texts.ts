import type { MessageId, MessageValues } from '../../i18n';

/** `useT()`'s or `translate`'s shape: the texts below follow the language of whoever asks. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Every user-visible text of the purchasing screens, in one place, built from the purchasing
 * catalogue (src/i18n/messages/<lang>/purchasing.ts): `const t = poListText(useT())` in a
 * component, `poFormText(translate)` outside React.
 */
export const whyText = (t: Translate) => ({
  onHand: t('purchasing.whyOnHand'),
  onOrder: t('purchasing.whyOnOrder'),
  reorderPoint: t('purchasing.whyReorderPoint'),
  fillToPar: t('purchasing.whyFillToPar'),
  fillToReorderPoint: t('purchasing.whyFillToReorderPoint'),
  of: t('purchasing.whyOf'),
});

export { PO_STATUS_ID } from '../../lib/record-status';

export const poListText = (t: Translate) => ({
  search: t('purchasing.listSearch'),
  allStatuses: t('purchasing.listAllStatuses'),
  statusFilter: t('purchasing.listStatusFilter'),
  add: t('purchasing.listAdd'),
  suggestions: t('purchasing.listSuggestions'),
  loading: t('purchasing.listLoading'),
  loadFailed: t('purchasing.listLoadFailed'),
  none: t('purchasing.listNone'),
  noneFound: t('purchasing.listNoneFound'),
  caption: t('purchasing.listCaption'),
  columns: {
    number: t('purchasing.columnNumber'),
    supplier: t('purchasing.columnSupplier'),
    status: t('purchasing.columnStatus'),
    expected: t('purchasing.columnExpected'),
    lines: t('purchasing.columnLines'),
    total: t('purchasing.columnTotal'),
    created: t('purchasing.columnCreated'),
  },
});

export const poFormText = (t: Translate) => ({
  supplier: t('purchasing.formSupplier'),
  selectSupplier: t('purchasing.formSelectSupplier'),
  poNumber: t('purchasing.formPoNumber'),
  poNumberPlaceholder: t('purchasing.formPoNumberPlaceholder'),
  expectedAt: t('purchasing.formExpectedAt'),
  note: t('purchasing.formNote'),
  notePlaceholder: t('purchasing.formNotePlaceholder'),
  line: (n: number) => t('purchasing.formLine', { n }),
  quantity: t('purchasing.formQuantity'),
  unitCost: t('purchasing.formUnitCost'),
  unitCostPlaceholder: t('purchasing.formUnitCostPlaceholder'),
  addLine: t('purchasing.formAddLine'),
  removeLine: (n: number) => t('purchasing.formRemoveLine', { n }),
  remove: t('purchasing.formRemove'),
  create: t('purchasing.formCreate'),
  creating: t('purchasing.formCreating'),
  save: t('purchasing.formSave'),
  saving: t('purchasing.formSaving'),
  created: t('purchasing.formCreated'),
  updated: t('purchasing.formUpdated'),
  createFailed: t('purchasing.formCreateFailed'),
  supplierRequired: t('purchasing.formSupplierRequired'),
  lineItem: (n: number) => t('purchasing.formLineItem', { n }),
  lineQuantity: (n: number) => t('purchasing.formLineQuantity', { n }),
  lineUnitCost: (n: number) => t('purchasing.formLineUnitCost', { n }),
  lineRepeated: (n: number, first: number) => t('purchasing.formLineRepeated', { n, first }),
  summary: (poNumber: string, supplier: string, lines: number) =>
    t('purchasing.formSummary', {
      poNumber: poNumber || t('purchasing.formNewOrder'),
      supplier,
      count: lines,
    }),
  notDraft: t('purchasing.formNotDraft'),
  supplierNumber: (id: string) => t('purchasing.formSupplierNumber', { id }),
});

export const poDetailText = (t: Translate) => ({
  back: t('purchasing.detailBack'),
  loading: t('purchasing.detailLoading'),
  failed: t('purchasing.detailFailed'),
  supplier: t('purchasing.detailSupplier'),
  status: t('purchasing.detailStatus'),
  expected: t('purchasing.detailExpected'),
  created: t('purchasing.detailCreated'),
  sent: t('purchasing.detailSent'),
  note: t('purchasing.detailNote'),
  cancelled: t('purchasing.detailCancelled'),
  total: t('purchasing.detailTotal'),
  columns: {
    item: t('purchasing.columnItem'),
    ordered: t('purchasing.columnOrdered'),
    received: t('purchasing.columnReceived'),
    remaining: t('purchasing.columnRemaining'),
    unitCost: t('purchasing.columnUnitCost'),
    lineTotal: t('purchasing.columnLineTotal'),
  },
  notOrdered: t('purchasing.detailNotOrdered'),
  over: (units: string) => t('purchasing.detailOver', { units }),
  edit: t('purchasing.detailEdit'),
  send: t('purchasing.detailSend'),
  sending: t('purchasing.detailSending'),
  sentDone: t('purchasing.detailSentDone'),
  sendFailed: t('purchasing.detailSendFailed'),
  cancel: t('purchasing.detailCancel'),
  cancelTitle: t('purchasing.detailCancelTitle'),
  reason: t('purchasing.detailReason'),
  reasonPlaceholder: t('purchasing.detailReasonPlaceholder'),
  reasonRequired: t('purchasing.detailReasonRequired'),
  confirmCancel: t('purchasing.detailConfirmCancel'),
  keep: t('purchasing.detailKeep'),
  cancelledDone: t('purchasing.detailCancelledDone'),
  cancelFailed: t('purchasing.detailCancelFailed'),
  print: t('purchasing.detailPrint'),
  printTitle: t('purchasing.detailPrintTitle'),
  sendSummary: (poNumber: string) => t('purchasing.detailSendSummary', { poNumber }),
  cancelSummary: (poNumber: string, reason: string) =>
    t('purchasing.detailCancelSummary', { poNumber, reason }),
  editSummary: (poNumber: string) => t('purchasing.detailEditSummary', { poNumber }),
});

export const suggestionText = (t: Translate) => ({
  intro: t('purchasing.suggestIntro'),
  loading: t('purchasing.suggestLoading'),
  failed: t('purchasing.suggestFailed'),
  none: t('purchasing.suggestNone'),
  noSupplier: t('purchasing.suggestNoSupplier'),
  noSupplierHint: t('purchasing.suggestNoSupplierHint'),
  columns: {
    item: t('purchasing.suggestColumnItem'),
    onHand: t('purchasing.suggestColumnOnHand'),
    onOrder: t('purchasing.suggestColumnOnOrder'),
    reorderPoint: t('purchasing.suggestColumnReorderPoint'),
    par: t('purchasing.suggestColumnPar'),
    order: t('purchasing.suggestColumnOrder'),
    lastCost: t('purchasing.suggestColumnLastCost'),
  },
  remove: (name: string) => t('purchasing.suggestRemove', { name }),
  removed: t('purchasing.suggestRemoved'),
  lines: (n: number) => t('purchasing.suggestLines', { count: n }),
  estimate: t('purchasing.suggestEstimate'),
  create: t('purchasing.suggestCreate'),
  creating: t('purchasing.suggestCreating'),
  created: t('purchasing.suggestCreated'),
});
