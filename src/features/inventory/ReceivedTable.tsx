import type { ReceivedItem } from '../../../contract/schemas/stock';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/format';

/** One page of received lots; dates en-GB with the year (spec 9). */
export function ReceivedTable({ rows }: { rows: readonly ReceivedItem[] }) {
  return (
    <DataTable
      caption="Received items"
      rows={rows}
      stackBelow="tablet"
      rowKey={(row) => row.ID}
      empty="No received items found."
      columns={[
        { header: 'Item', primary: true, cell: (row) => row.Item.Name },
        { header: 'Supplier', cell: (row) => row.Supplier.Name },
        {
          header: 'Quantity',
          className: 'nowrap',
          cell: (row) => `${row.Quantity} ${row.Item.Unit}`,
        },
        {
          header: 'Expiration Date',
          className: 'nowrap',
          cell: (row) => formatDate(row.ExpirationDate),
        },
        { header: 'Received At', className: 'nowrap', cell: (row) => formatDate(row.ReceivedAt) },
        { header: 'Received By', cell: (row) => row.User.Name },
        { header: 'Status', className: 'nowrap', cell: (row) => <Badge>{row.Status}</Badge> },
        { header: 'PO ID', className: 'nowrap', cell: (row) => row.PoId ?? '—' },
      ]}
    />
  );
}
