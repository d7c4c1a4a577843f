import { formatCount } from '../../ui/format';

/** Dashboard texts beyond the spec's (the spec's own stay where the spec puts them). */
export const DASHBOARD_TEXT = {
  /** Under the Low Stock Alert when more items are low than it shows (issue 26). */
  lowStockShown: (shown: number, total: number) =>
    `The ${formatCount(shown)} lowest of ${formatCount(total)} items low on stock.`,
} as const;
