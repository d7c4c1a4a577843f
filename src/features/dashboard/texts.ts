import { translate } from '../../i18n';
import { formatCount } from '../../ui/format';

/** Dashboard texts beyond the spec's (the spec's own stay where the spec puts them). */
export const DASHBOARD_TEXT = {
  /** Under the Low Stock Alert when more items are low than it shows (issue 26). */
  lowStockShown: (shown: number, total: number) =>
    translate('dashboard.lowStockShown', { shown: formatCount(shown), total: formatCount(total) }),
} as const;
