import { Badge } from '../../ui/Badge';
import { useWindowRows } from '../../ui/useWindowRows';
import { useT } from '../../i18n';
import { statusText, statusTone, type MovementRow } from './item-movement';
import { formatPlainQuantity } from '../../ui/format';

function quantityText(row: MovementRow): string {
  return `${formatPlainQuantity(row.quantity)}${row.unit ? ` ${row.unit}` : ''}`;
}

/** A row's height before it is measured (two lines on a phone). */
const ESTIMATED_ROW_HEIGHT = 64;

function MovementRow({
  row,
  index,
  measure,
}: {
  row: MovementRow;
  index: number;
  measure: (element: Element | null) => void;
}) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2}>
      <td>
        <span className="movement-name">{row.name}</span>
        <span className="movement-sub" aria-hidden="true">
          {row.location} · {quantityText(row)}
        </span>
      </td>
      <td className="movement-wide">{row.location}</td>
      <td className="movement-wide">{quantityText(row)}</td>
      <td>
        <Badge tone={statusTone(row.status)}>{statusText(row.status)}</Badge>
      </td>
    </tr>
  );
}

/** Every item of the store can be here: only the rows on screen are drawn. */
function MovementRows({ rows }: { rows: readonly MovementRow[] }) {
  const { container, paddingTop, paddingBottom, measure, ...windowed } =
    useWindowRows<HTMLTableSectionElement>({ count: rows.length, estimate: ESTIMATED_ROW_HEIGHT });
  return (
    <tbody ref={container}>
      {paddingTop > 0 ? (
        <tr aria-hidden="true" className="movement-spacer">
          <td colSpan={4} style={{ height: paddingTop }} />
        </tr>
      ) : null}
      {windowed.rows.map(({ index }) => {
        const row = rows[index];
        return row ? (
          <MovementRow key={row.itemId} row={row} index={index} measure={measure} />
        ) : null;
      })}
      {paddingBottom > 0 ? (
        <tr aria-hidden="true" className="movement-spacer">
          <td colSpan={4} style={{ height: paddingBottom }} />
        </tr>
      ) : null}
    </tbody>
  );
}

/**
 * Item name, location and status (spec 2.12), with the quantity left. It stays one line per
 * item on phones: location and quantity move under the name there.
 */
export function MovementTable({ rows }: { rows: readonly MovementRow[] }) {
  const t = useT();
  if (rows.length === 0) return <div className="empty-state">{t('itemMovement.noneFound')}</div>;
  return (
    <div className="table-wrap">
      <table className="movement-table" aria-rowcount={rows.length + 1}>
        <caption className="visually-hidden">{t('itemMovement.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('itemMovement.itemName')}</th>
            <th scope="col" className="movement-wide">
              {t('itemMovement.location')}
            </th>
            <th scope="col" className="movement-wide">
              {t('itemMovement.quantity')}
            </th>
            <th scope="col">{t('itemMovement.status')}</th>
          </tr>
        </thead>
        <MovementRows rows={rows} />
      </table>
    </div>
  );
}
