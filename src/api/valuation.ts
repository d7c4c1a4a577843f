import { VALUATION_ENDPOINTS } from '../../contract/paths';
import type {
  StockValueGroup,
  StockValueReport,
  WasteCostReport,
} from '../../contract/schemas/valuation';
import type { SiteScope } from '../lib/site-choice';
import { apiJson } from './http';

/** The query of GET /reports/stock-value (also the CSV export's). */
export function stockValueQuery(groupBy: StockValueGroup): string {
  return new URLSearchParams({ groupBy }).toString();
}

/** GET /reports/stock-value (design: Valuation): the stock's value grouped one way. */
export function readStockValue(
  groupBy: StockValueGroup,
  /** `all`: every site added up (Administrator, Manager); by default the chosen site. */
  site?: SiteScope,
): Promise<StockValueReport> {
  return apiJson<StockValueReport>(
    `${VALUATION_ENDPOINTS.stockValue}?${stockValueQuery(groupBy)}`,
    {
      site,
    },
  );
}

export interface WastePeriod {
  /** YYYY-MM-DD, inclusive; blank: open-ended. */
  from: string;
  to: string;
}

/** The query of GET /reports/waste-cost for a period (blank ends left out). */
export function wasteCostQuery({ from, to }: WastePeriod): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  return params.toString();
}

/** GET /reports/waste-cost (design: Valuation): what waste cost in a period, by reason and item. */
export function readWasteCost(period: WastePeriod, site?: SiteScope): Promise<WasteCostReport> {
  const query = wasteCostQuery(period);
  return apiJson<WasteCostReport>(`${VALUATION_ENDPOINTS.wasteCost}${query ? `?${query}` : ''}`, {
    site,
  });
}
