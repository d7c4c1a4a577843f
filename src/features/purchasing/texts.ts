import type { PurchaseOrderStatus } from '../../../contract/schemas/purchasing';

/** Every user-visible text of the purchasing screens, in one place for translation. */
export const PURCHASING_TEXT = {
  onHand: 'on hand',
  onOrder: 'on order',
  reorderPoint: 'reorder point',
  fillToPar: 'fill to par',
  fillToReorderPoint: 'fill to reorder point',
  of: 'of',
  /** "2 cases": the pack name in the plural when the count is not 1. */
  plural: (name: string) => (/(s|x|z|ch|sh)$/i.test(name) ? `${name}es` : `${name}s`),
  packEntryInvalid: 'Enter packs and units, e.g. "3 case + 2", or a number of units.',
  /** Under a pack field: what the form will send, e.g. "Sends 20 bottle (3 cases + 2)". */
  sends: (units: string, unit: string, packs: string) =>
    `Sends ${units}${unit ? ` ${unit}` : ''}${packs === units ? '' : ` (${packs})`}`,
  packHint: (packName: string, packSize: string, unit: string) =>
    `${packName} of ${packSize}${unit ? ` ${unit}` : ''}: e.g. "3 ${packName} + 2"`,
} as const;

/** The item form's "Reordering" group (design: Purchasing). */
export const REORDERING_TEXT = {
  group: 'Reordering',
  intro: 'Optional: Suggested Orders proposes this item when its stock falls to the reorder point.',
  parLevel: 'Par Level',
  parLevelPlaceholder: 'Fill up to',
  reorderPoint: 'Reorder Point',
  reorderPointPlaceholder: 'Reorder at or below',
  packSize: 'Pack Size',
  packSizePlaceholder: 'Units per pack, e.g. 6',
  packName: 'Pack Name',
  packNamePlaceholder: 'e.g. case',
  preferredSupplier: 'Preferred Supplier',
  noSupplier: 'No preferred supplier',
} as const;

export const PO_STATUS_TEXT: Record<PurchaseOrderStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partial: 'Partly received',
  received: 'Received',
  cancelled: 'Cancelled',
};

export const PO_LIST_TEXT = {
  search: 'Search PO number or supplier',
  allStatuses: 'All statuses',
  statusFilter: 'Status',
  add: '+ Add Purchase Order',
  suggestions: 'Suggested Orders',
  loading: 'Loading purchase orders...',
  loadFailed: 'Purchase orders could not be loaded.',
  none: 'No purchase orders to show.',
  noneFound: 'No purchase orders found.',
  caption: 'Purchase orders',
  columns: {
    number: 'PO Number',
    supplier: 'Supplier',
    status: 'Status',
    expected: 'Expected',
    lines: 'Lines',
    total: 'Total',
    created: 'Created',
  },
} as const;

export const PO_FORM_TEXT = {
  supplier: 'Supplier',
  selectSupplier: 'Select Supplier',
  poNumber: 'PO Number',
  poNumberPlaceholder: 'Leave empty for PO-000123',
  expectedAt: 'Expected Delivery',
  note: 'Note',
  notePlaceholder: 'Delivery instructions for the supplier',
  line: (n: number) => `Line ${n}`,
  quantity: 'Quantity',
  unitCost: 'Unit Cost',
  unitCostPlaceholder: 'Optional',
  addLine: '+ Add Line',
  removeLine: (n: number) => `Remove line ${n}`,
  remove: '✕ Remove',
  create: 'Create Draft',
  creating: 'Creating...',
  save: 'Save Draft',
  saving: 'Saving...',
  created: 'Purchase order saved as a draft.',
  updated: 'Purchase order updated.',
  createFailed: 'The purchase order could not be saved. Please try again.',
  supplierRequired: 'Supplier is required',
  lineItem: (n: number) => `Item is required in line ${n}`,
  lineQuantity: (n: number) => `Valid quantity is required in line ${n}`,
  lineUnitCost: (n: number) =>
    `Unit cost in line ${n} must be 0 or more with at most 4 decimals, or empty.`,
  lineRepeated: (n: number, first: number) =>
    `The item in line ${n} is already on line ${first}; an item appears once per order.`,
  summary: (poNumber: string, supplier: string, lines: number) =>
    `Purchase order ${poNumber || '(new)'} to ${supplier}: ${lines} line${lines === 1 ? '' : 's'}`,
  notDraft: 'Only a draft purchase order can be edited.',
} as const;

export const PO_DETAIL_TEXT = {
  back: 'Back',
  loading: 'Loading purchase order...',
  failed: 'The purchase order could not be loaded.',
  supplier: 'Supplier',
  status: 'Status',
  expected: 'Expected delivery',
  created: 'Created',
  sent: 'Sent',
  note: 'Note',
  cancelled: 'Cancelled',
  total: 'Total',
  columns: {
    item: 'Item',
    ordered: 'Ordered',
    received: 'Received',
    remaining: 'Still to come',
    unitCost: 'Unit Cost',
    lineTotal: 'Line Total',
  },
  notOrdered: 'not ordered',
  over: (units: string) => `${units} over`,
  edit: 'Edit',
  send: 'Send to Supplier',
  sending: 'Sending...',
  sentDone: 'Purchase order sent.',
  sendFailed: 'The purchase order could not be sent. Please try again.',
  cancel: 'Cancel Order',
  cancelTitle: 'Cancel purchase order',
  reason: 'Reason',
  reasonPlaceholder: 'Why is it cancelled?',
  reasonRequired: 'Reason is required',
  confirmCancel: 'Cancel Order',
  keep: 'Keep Order',
  cancelledDone: 'Purchase order cancelled.',
  cancelFailed: 'The purchase order could not be cancelled. Please try again.',
  print: 'Print',
  printTitle: 'Purchase Order',
  sendSummary: (poNumber: string) => `Send ${poNumber}`,
  cancelSummary: (poNumber: string, reason: string) => `Cancel ${poNumber}: ${reason}`,
  editSummary: (poNumber: string) => `Edit ${poNumber}`,
} as const;

export const SUGGESTION_TEXT = {
  intro:
    'Items at or below their reorder point, filled to par and rounded up to whole packs, one card per supplier.',
  loading: 'Loading suggestions...',
  failed: 'Suggestions could not be loaded.',
  none: 'Nothing to order: every item with a reorder point is above it.',
  noSupplier: 'No supplier known',
  noSupplierHint: 'Set a preferred supplier on these items to order them.',
  columns: {
    item: 'Item',
    onHand: 'On Hand',
    onOrder: 'On Order',
    reorderPoint: 'Reorder Point',
    par: 'Par',
    order: 'Order',
    lastCost: 'Last Cost',
  },
  remove: (name: string) => `Remove ${name}`,
  removed: 'All lines removed.',
  lines: (n: number) => `${n} line${n === 1 ? '' : 's'}`,
  estimate: 'Estimated total',
  create: 'Create draft order',
  creating: 'Creating...',
  created: 'Draft purchase order created.',
} as const;

export const PO_RECEIVE_TEXT = {
  openOrders: (supplier: string | null) =>
    supplier ? `Open orders of ${supplier}` : 'Open purchase orders',
  none: 'No open purchase orders for this supplier on this device.',
  pick: (poNumber: string) => `Fill rows from ${poNumber}`,
  lines: (n: number) => `${n} line${n === 1 ? '' : 's'} to come`,
  expected: (date: string) => `expected ${date}`,
  filled: (poNumber: string) =>
    `Rows filled from ${poNumber}: change quantities to what arrived, add any extra item.`,
  unitCostFromOrder: (cost: string) => `Unit cost ${cost} (from the order)`,
} as const;
