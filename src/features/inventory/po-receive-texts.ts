/** The PO receiving form's texts for receiving against a purchase order (design: Purchasing). */
export const PO_RECEIVE_TEXT = {
  openOrders: (supplier: string | null) =>
    supplier ? `Open orders of ${supplier}` : 'Open purchase orders',
  none: 'No open purchase orders for this supplier on this device.',
  pick: (poNumber: string) => `Fill rows from ${poNumber}`.trim(),
  lines: (n: number) => `${n} line${n === 1 ? '' : 's'} to come`,
  expected: (date: string) => `expected ${date}`,
  filled: (poNumber: string) =>
    `Rows filled from ${poNumber}: change quantities to what arrived, add any extra item.`,
} as const;
