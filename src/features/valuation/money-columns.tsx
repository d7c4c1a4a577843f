import type { Column } from '../../ui/DataTable';
import { formatQuantity } from '../../ui/format';
import { MoneyAmount } from './MoneyAmount';

/** What every valuation table shows beside its name: quantity, money and unvalued quantity. */
interface MoneyRow {
  Quantity: number;
  UnvaluedQuantity: number;
}

/**
 * The columns of a valuation table: the row's name, its quantity, its amount and the quantity
 * with no known cost ("—" when none), so stock with no cost never reads as worth zero.
 */
export function moneyColumns<Row extends MoneyRow>(options: {
  nameHeader: string;
  name: (row: Row) => string;
  amountHeader: string;
  amount: (row: Row) => number | null;
  currency: string | null;
  quantityHeader: string;
  unvaluedHeader: string;
}): Column<Row>[] {
  return [
    { header: options.nameHeader, primary: true, cell: options.name },
    {
      header: options.quantityHeader,
      className: 'nowrap num',
      cell: (row) => formatQuantity(row.Quantity),
    },
    {
      header: options.amountHeader,
      className: 'nowrap num',
      cell: (row) => <MoneyAmount amount={options.amount(row)} currency={options.currency} />,
    },
    {
      header: options.unvaluedHeader,
      className: 'nowrap num',
      cell: (row) => (row.UnvaluedQuantity > 0 ? formatQuantity(row.UnvaluedQuantity) : '—'),
    },
  ];
}
