import type { ReceivedItem } from '../../../contract/schemas/stock';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/format';

/**
 * One page of received lots; dates en-GB with the year (spec 9). On a phone the cards are
 * dense (.received-table in inventory.css): name and quantity on top, then the supplier, then
 * the dates and who, three to a line, labels small above their values.
 */
export function ReceivedTable({ rows }: { rows: readonly ReceivedItem[] }) {
  return (
    <div className="received-table">
      <DataTable
        caption="Received items"
        rows={rows}
        stackBelow="tablet"
        rowKey={(row) => row.ID}
        empty="No received items found."
        columns={[
          { header: 'Item', primary: true, className: 'rcv-item', cell: (row) => row.Item.Name },
          { header: 'Supplier', className: 'rcv-supplier', cell: (row) => row.Supplier.Name },
          {
            header: 'Quantity',
            className: 'nowrap rcv-quantity',
            cell: (row) => `${row.Quantity} ${row.Item.Unit}`,
          },
          {
            header: 'Expiration Date',
            className: 'nowrap rcv-expires',
            cell: (row) => formatDate(row.ExpirationDate),
          },
          {
            header: 'Received At',
            className: 'nowrap rcv-received',
            cell: (row) => formatDate(row.ReceivedAt),
          },
          { header: 'Received By', className: 'rcv-by', cell: (row) => row.User.Name },
          {
            header: 'Status',
            className: 'nowrap rcv-status',
            cell: (row) => <Badge>{row.Status}</Badge>,
          },
          { header: 'PO ID', className: 'nowrap rcv-po', cell: (row) => row.PoId ?? '—' },
        ]}
      />
    </div>
  );
}
