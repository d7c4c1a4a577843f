import type { Transfer, TransferLine } from '../../../contract/schemas/transfers';
import { formatUnitCost } from '../../lib/money';
import { DataTable } from '../../ui/DataTable';
import { formatDate, formatQuantity } from '../../ui/format';
import { useT } from '../../i18n';
import { transferDetailText } from './texts';

const amount = (quantity: number | null, unit: string) =>
  quantity === null ? '—' : `${formatQuantity(quantity)} ${unit}`;

/** A transfer's lines: what was sent, what arrived and was lost, and the lots each took. */
export function TransferLinesTable({
  transfer,
  money,
}: {
  transfer: Transfer;
  /** The installation's currency for roles with money; undefined: no costs shown. */
  money?: { currency: string | null };
}) {
  const t = transferDetailText(useT());
  const received = transfer.Status === 'received';
  return (
    <DataTable
      caption={t.lines}
      rows={transfer.Lines}
      rowKey={(line) => line.LineId}
      columns={[
        { header: t.columns.item, primary: true, cell: (line) => line.Item.Name },
        {
          header: t.columns.sent,
          className: 'nowrap num',
          cell: (line) => amount(line.Quantity, line.Item.Unit),
        },
        ...(received
          ? [
              {
                header: t.columns.received,
                className: 'nowrap num',
                cell: (line: TransferLine) => amount(line.ReceivedQuantity, line.Item.Unit),
              },
              {
                header: t.columns.lost,
                className: 'nowrap num',
                cell: (line: TransferLine) =>
                  line.LostQuantity ? amount(line.LostQuantity, line.Item.Unit) : '—',
              },
            ]
          : []),
        {
          header: t.columns.lots,
          cell: (line) => (
            <ul className="transfer-lots">
              {line.Lots.map((lot, index) => (
                <li key={`${lot.ExpirationDate}-${index}`}>
                  {t.lot(amount(lot.Quantity, line.Item.Unit), formatDate(lot.ExpirationDate))}
                  {money && lot.UnitCost !== null
                    ? t.lotCost(formatUnitCost(lot.UnitCost, money.currency))
                    : null}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
