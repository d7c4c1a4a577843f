import { Badge } from '../../ui/Badge';
import { statusTone, type MovementRow } from './item-movement';

function quantityText(row: MovementRow): string {
  return `${row.quantity}${row.unit ? ` ${row.unit}` : ''}`;
}

/**
 * Item name, location and status (spec 2.12), with the quantity left. It stays one line per
 * item on phones: location and quantity move under the name there.
 */
export function MovementTable({ rows }: { rows: readonly MovementRow[] }) {
  if (rows.length === 0) return <div className="empty-state">No items found.</div>;
  return (
    <div className="table-wrap">
      <table className="movement-table">
        <caption className="visually-hidden">Item movement</caption>
        <thead>
          <tr>
            <th scope="col">Item Name</th>
            <th scope="col" className="movement-wide">
              Location
            </th>
            <th scope="col" className="movement-wide">
              Quantity
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.itemId}>
              <td>
                <span className="movement-name">{row.name}</span>
                <span className="movement-sub" aria-hidden="true">
                  {row.location} · {quantityText(row)}
                </span>
              </td>
              <td className="movement-wide">{row.location}</td>
              <td className="movement-wide">{quantityText(row)}</td>
              <td>
                <Badge tone={statusTone(row.status)}>{row.status}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
