import { STOCKTAKE_ENDPOINTS, type StocktakeAction } from '../../contract/paths';
import type {
  StockAdjustmentList,
  Stocktake,
  StocktakeDetail,
  StocktakeList,
} from '../../contract/schemas/stocktakes';
import { apiJson } from './http';

/** Every stocktake, newest first (few: one per count). */
export function listStocktakes(): Promise<StocktakeList> {
  return apiJson<StocktakeList>(STOCKTAKE_ENDPOINTS.stocktakes);
}

export function getStocktake(id: number): Promise<StocktakeDetail> {
  return apiJson<StocktakeDetail>(STOCKTAKE_ENDPOINTS.stocktake(id));
}

/**
 * Post or cancel. Online only, like an order's confirmation: the stock it changes is known only
 * at that moment, and the manager must see the answer.
 */
export function closeStocktake(id: number, action: StocktakeAction): Promise<Stocktake> {
  return apiJson<Stocktake>(STOCKTAKE_ENDPOINTS.stocktakeAction(id, action), {
    method: 'POST',
  });
}

/** The latest stock adjustments made by stocktakes; all of one item's when itemId is given. */
export function listStockAdjustments(itemId?: number): Promise<StockAdjustmentList> {
  return apiJson<StockAdjustmentList>(STOCKTAKE_ENDPOINTS.stockAdjustments, {
    query: itemId ? `itemId=${itemId}` : 'page=1&pageSize=10',
  });
}
