import type { ReceivedItem } from '../../../contract/schemas/stock';
import { formatUnitCost } from '../../lib/money';
import { translate, useT } from '../../i18n';
import { Badge } from '../../ui/Badge';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatDate, formatPlainQuantity } from '../../ui/format';

/**
 * One page of received lots; dates en-GB with the year (spec 9). On a phone the cards are
 * dense (.received-table in inventory.css): name and quantity on top, then the supplier, then
 * the dates and who, three to a line, labels small above their values.
 */
export interface ReceivedTableProps {
  rows: readonly ReceivedItem[];
  /** Roles with page Valuation see each lot's unit cost, in this currency (design: Valuation). */
  cost?: { currency: string | null };
}

/** The lot's unit cost column, or none. */
function costColumns(cost: ReceivedTableProps['cost']): Column<ReceivedItem>[] {
  if (!cost) return [];
  return [
    {
      header: translate('inventory.unitCost'),
      className: 'nowrap rcv-cost',
      cell: (row) =>
        row.UnitCost === null || row.UnitCost === undefined
          ? '—'
          : formatUnitCost(row.UnitCost, cost.currency),
    },
  ];
}

export function ReceivedTable({ rows, cost }: ReceivedTableProps) {
  const t = useT();
  return (
    <div className={cost ? 'received-table received-with-cost' : 'received-table'}>
      <DataTable
        caption={t('inventory.receivedCaption')}
        rows={rows}
        stackBelow="tablet"
        rowKey={(row) => row.ID}
        empty={t('inventory.noReceivedFound')}
        columns={[
          {
            header: t('inventory.item'),
            primary: true,
            className: 'rcv-item',
            cell: (row) => row.Item.Name,
          },
          {
            header: t('inventory.supplier'),
            className: 'rcv-supplier',
            cell: (row) => row.Supplier.Name,
          },
          {
            header: t('inventory.quantity'),
            className: 'nowrap rcv-quantity',
            cell: (row) => `${formatPlainQuantity(row.Quantity)} ${row.Item.Unit}`,
          },
          ...costColumns(cost),
          {
            header: t('inventory.expirationDate'),
            className: 'nowrap rcv-expires',
            cell: (row) => formatDate(row.ExpirationDate),
          },
          {
            header: t('inventory.receivedAt'),
            className: 'nowrap rcv-received',
            cell: (row) => formatDate(row.ReceivedAt),
          },
          { header: t('inventory.receivedBy'), className: 'rcv-by', cell: (row) => row.User.Name },
          {
            header: t('inventory.status'),
            className: 'nowrap rcv-status',
            cell: (row) => <Badge>{row.Status}</Badge>,
          },
          {
            header: t('inventory.poId'),
            className: 'nowrap rcv-po',
            cell: (row) => row.PoId ?? '—',
          },
        ]}
      />
    </div>
  );
}
