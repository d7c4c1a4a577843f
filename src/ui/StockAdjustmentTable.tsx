import { Link } from 'react-router-dom';
import type { StockAdjustment } from '../../contract/schemas/stocktakes';
import { Badge } from './Badge';
import { DataTable } from './DataTable';
import { formatDate } from './format';
import './stock-adjustments.css';
import { ROUTES, routeWithId } from '../lib/routes';

export interface StockAdjustmentTableProps {
  adjustments: readonly StockAdjustment[];
  /** Show the item column (the Item Movement page lists every item's adjustments). */
  showItem?: boolean;
}

function signed(quantity: number): string {
  return quantity > 0 ? `+${quantity}` : `−${Math.abs(quantity)}`;
}

/** Stock changes made by posted stocktakes: when, which way, what was found, by whom. */
export function StockAdjustmentTable({ adjustments, showItem = false }: StockAdjustmentTableProps) {
  return (
    <DataTable
      caption="Stock adjustments"
      rows={adjustments}
      // With the Item column (Item Movement) six columns ran past a 768 px tablet's edge.
      stackBelow={showItem ? 'tablet' : 'phone'}
      rowKey={(row) => row.AdjustmentId}
      empty="No stock adjustments yet."
      columns={[
        ...(showItem
          ? [{ header: 'Item', cell: (row: StockAdjustment) => row.Name, primary: true }]
          : []),
        {
          header: 'Change',
          className: 'nowrap',
          cell: (row) => (
            <Badge tone={row.Quantity < 0 ? 'danger' : 'warning'}>
              {signed(row.Quantity)} {row.Unit}
            </Badge>
          ),
        },
        {
          header: 'Counted / Expected',
          className: 'nowrap',
          cell: (row) => `${row.Counted} / ${row.Expected} ${row.Unit}`,
        },
        {
          header: 'Stocktake',
          cell: (row) => (
            <Link to={routeWithId(ROUTES.stocktakeDetail, row.StocktakeId)}>
              {row.StocktakeName}
            </Link>
          ),
        },
        { header: 'Date', className: 'nowrap', cell: (row) => formatDate(row.AdjustedAt) },
        { header: 'By', cell: (row) => row.AdjustedBy },
      ]}
    />
  );
}
