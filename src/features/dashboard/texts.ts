/** Dashboard texts beyond the spec's (the spec's own stay where the spec puts them). */
export const DASHBOARD_TEXT = {
  /** Under the Low Stock Alert when more items are low than it shows (issue 26). */
  lowStockShown: (shown: number, total: number) =>
    `The ${shown.toLocaleString('en-GB')} lowest of ${total.toLocaleString('en-GB')} items low on stock.`,
} as const;
