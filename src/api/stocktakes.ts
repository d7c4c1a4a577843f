import { STOCKTAKE_ENDPOINTS, type StocktakeAction } from '../../contract/paths';
import type {
  StockAdjustmentList,
  Stocktake,
  StocktakeDetail,
  StocktakeList,
} from '../../contract/schemas/stocktakes';
import { apiRequest } from './http';

/** Every stocktake, newest first (few: one per count). */
export async function listStocktakes(): Promise<StocktakeList> {
  const body = await apiRequest<Partial<StocktakeList>>(STOCKTAKE_ENDPOINTS.stocktakes);
  const stocktakes = Array.isArray(body.stocktakes) ? body.stocktakes : [];
  return { totalCount: body.totalCount ?? stocktakes.length, stocktakes };
}

export function getStocktake(id: number): Promise<StocktakeDetail> {
  return apiRequest<StocktakeDetail>(STOCKTAKE_ENDPOINTS.stocktake(id));
}

/**
 * Post or cancel. Online only, like an order's confirmation: the stock it changes is known only
 * at that moment, and the manager must see the answer.
 */
export function closeStocktake(id: number, action: StocktakeAction): Promise<Stocktake> {
  return apiRequest<Stocktake>(STOCKTAKE_ENDPOINTS.stocktakeAction(id, action), {
    method: 'POST',
  });
}

/** The latest stock adjustments made by stocktakes; all of one item's when itemId is given. */
export async function listStockAdjustments(itemId?: number): Promise<StockAdjustmentList> {
  const path = itemId
    ? `${STOCKTAKE_ENDPOINTS.stockAdjustments}?itemId=${itemId}`
    : `${STOCKTAKE_ENDPOINTS.stockAdjustments}?page=1&pageSize=10`;
  const body = await apiRequest<Partial<StockAdjustmentList>>(path);
  const adjustments = Array.isArray(body.adjustments) ? body.adjustments : [];
  return { totalCount: body.totalCount ?? adjustments.length, adjustments };
}
