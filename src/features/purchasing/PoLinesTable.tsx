import type { PurchaseOrder } from '../../../contract/schemas/purchasing';
import type { Item } from '../../../contract/schemas/reference';
import { DataTable } from '../../ui/DataTable';
import { quantityInPacks } from './po-form';
import { formatCost, overOf, remainingOf } from './po-status';
import { useT } from '../../i18n';
import { poDetailText } from './texts';

/** An order's lines: ordered (in packs), received so far, still to come, cost. */
export function PoLinesTable({ order, items }: { order: PurchaseOrder; items: readonly Item[] }) {
  const t = poDetailText(useT());
  const itemOf = (id: number) => items.find((item) => item.itemId === id);
  const units = (value: number, id: number, unit: string) => {
    const packs = quantityInPacks(value, itemOf(id));
    const plain = `${value} ${unit}`.trim();
    return packs === String(value) ? plain : `${packs} (${plain})`;
  };
  return (
    <DataTable
      caption={t.printTitle}
      rows={order.Lines}
      rowKey={(line) => line.LineId}
      columns={[
        { header: t.columns.item, primary: true, cell: (line) => line.Item.Name },
        {
          header: t.columns.ordered,
          cell: (line) =>
            line.Quantity === 0 ? (
              <span className="po-muted">{t.notOrdered}</span>
            ) : (
              units(line.Quantity, line.ItemID, line.Item.Unit)
            ),
        },
        {
          header: t.columns.received,
          className: 'po-received',
          cell: (line) => {
            const over = overOf(line);
            return (
              <>
                {`${line.ReceivedQuantity} ${line.Item.Unit}`.trim()}
                {over > 0 && line.Quantity > 0 ? (
                  <span className="po-over"> · {t.over(`${over} ${line.Item.Unit}`.trim())}</span>
                ) : null}
              </>
            );
          },
        },
        {
          header: t.columns.remaining,
          cell: (line) => `${remainingOf(line)} ${line.Item.Unit}`.trim(),
        },
        {
          header: t.columns.unitCost,
          className: 'nowrap num',
          cell: (line) => formatCost(line.UnitCost),
        },
        {
          header: t.columns.lineTotal,
          className: 'nowrap num',
          cell: (line) =>
            line.UnitCost === null
              ? '—'
              : formatCost(Math.round(line.Quantity * line.UnitCost * 100) / 100),
        },
      ]}
    />
  );
}
