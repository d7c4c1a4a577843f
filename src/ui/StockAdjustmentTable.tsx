import { Link } from 'react-router-dom';
import type { StockAdjustment } from '../../contract/schemas/stocktakes';
import { Badge } from './Badge';
import { DataTable } from './DataTable';
import { formatDate, formatPlainQuantity } from './format';
import './stock-adjustments.css';
import { ROUTES, routeWithId } from '../lib/routes';
import { useT } from '../i18n';

export interface StockAdjustmentTableProps {
  adjustments: readonly StockAdjustment[];
  /** Show the item column (the Item Movement page lists every item's adjustments). */
  showItem?: boolean;
}

function signed(quantity: number): string {
  return quantity > 0
    ? `+${formatPlainQuantity(quantity)}`
    : `−${formatPlainQuantity(Math.abs(quantity))}`;
}

/** Stock changes made by posted stocktakes: when, which way, what was found, by whom. */
export function StockAdjustmentTable({ adjustments, showItem = false }: StockAdjustmentTableProps) {
  const t = useT();
  return (
    <DataTable
      caption={t('ui.stockAdjustments')}
      rows={adjustments}
      // With the Item column (Item Movement) six columns ran past a 768 px tablet's edge.
      stackBelow={showItem ? 'tablet' : 'phone'}
      rowKey={(row) => row.AdjustmentId}
      empty={t('ui.noStockAdjustments')}
      columns={[
        ...(showItem
          ? [{ header: t('ui.item'), cell: (row: StockAdjustment) => row.Name, primary: true }]
          : []),
        {
          header: t('ui.change'),
          className: 'nowrap',
          cell: (row) => (
            <Badge tone={row.Quantity < 0 ? 'danger' : 'warning'}>
              {signed(row.Quantity)} {row.Unit}
            </Badge>
          ),
        },
        {
          header: t('ui.countedExpected'),
          className: 'nowrap',
          cell: (row) =>
            `${formatPlainQuantity(row.Counted)} / ${formatPlainQuantity(row.Expected)} ${row.Unit}`,
        },
        {
          header: t('ui.stocktake'),
          cell: (row) => (
            <Link to={routeWithId(ROUTES.stocktakeDetail, row.StocktakeId)}>
              {row.StocktakeName}
            </Link>
          ),
        },
        { header: t('ui.date'), className: 'nowrap', cell: (row) => formatDate(row.AdjustedAt) },
        { header: t('ui.by'), cell: (row) => row.AdjustedBy },
      ]}
    />
  );
}
