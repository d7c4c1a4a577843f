import type { CsvColumn } from './csv-columns';
import type { StockValueRow, WasteCostByItem, WasteCostByReason } from './schemas/valuation';

/**
 * CSV columns of the valuation reports (design: Valuation): plain numbers (a point, no currency
 * sign, no grouping), so a spreadsheet computes with them; an unvalued amount is an empty cell.
 */
export const STOCK_VALUE_CSV: readonly CsvColumn<StockValueRow>[] = [
  { header: 'ID', value: (row) => row.Key },
  { header: 'Name', value: (row) => row.Name },
  { header: 'Quantity', value: (row) => row.Quantity },
  { header: 'Value', value: (row) => row.Value },
  { header: 'Unvalued Quantity', value: (row) => row.UnvaluedQuantity },
];

export const WASTE_COST_BY_ITEM_CSV: readonly CsvColumn<WasteCostByItem>[] = [
  { header: 'Item ID', value: (row) => row.ItemID },
  { header: 'Item', value: (row) => row.Name },
  { header: 'Quantity', value: (row) => row.Quantity },
  { header: 'Cost', value: (row) => row.Cost },
  { header: 'Unvalued Quantity', value: (row) => row.UnvaluedQuantity },
];

export const WASTE_COST_BY_REASON_CSV: readonly CsvColumn<WasteCostByReason>[] = [
  { header: 'Reason', value: (row) => row.Reason },
  { header: 'Quantity', value: (row) => row.Quantity },
  { header: 'Cost', value: (row) => row.Cost },
  { header: 'Unvalued Quantity', value: (row) => row.UnvaluedQuantity },
];
