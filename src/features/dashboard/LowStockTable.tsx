import { Link } from 'react-router-dom';
import { Badge } from '../../ui/Badge';
import type { LowStockRow } from './dashboard-figures';
import { DASHBOARD_TEXT } from './texts';
import { useT } from '../../i18n';
import { formatQuantity } from '../../ui/format';

export interface LowStockTableProps {
  rows: readonly LowStockRow[];
  loading: boolean;
  /** The role may receive stock ('Add Inventory'): only then is there a 'Restock Now' link. */
  canRestock: boolean;
  /** How many items are low; more than `rows` says how many the table leaves out. */
  total?: number;
}

/** 'Low Stock Alert' (spec 2.6): item, units left (critical at 3 or fewer), 'Restock Now'. */
export function LowStockTable({ rows, loading, canRestock, total }: LowStockTableProps) {
  const t = useT();
  return (
    <section className="card dashboard-panel" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="panel-title">
        {t('dashboard.lowStockTitle')}
      </h2>
      {rows.length === 0 ? (
        <p className="empty-state">
          {loading ? t('dashboard.loadingLowStock') : t('dashboard.noLowStock')}
        </p>
      ) : (
        <table className="dash-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.item')}</th>
              <th scope="col">{t('dashboard.unitsLeft')}</th>
              {canRestock ? (
                <th scope="col">
                  <span className="visually-hidden">{t('dashboard.action')}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.itemId}>
                <td>
                  <span className="dash-name">{row.name}</span>
                </td>
                <td>
                  <span className="units-left">
                    <span className="units-figure">
                      {formatQuantity(row.units)}
                      {row.unit ? ` ${row.unit}` : ''}
                    </span>
                    <Badge tone={row.critical ? 'danger' : 'warning'}>
                      {row.critical ? t('dashboard.critical') : t('dashboard.low')}
                    </Badge>
                  </span>
                </td>
                {canRestock ? (
                  <td className="dash-action">
                    <Link className="btn btn-secondary restock-link" to={row.restockPath}>
                      {t('dashboard.restockNow')}
                    </Link>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total !== undefined && total > rows.length ? (
        <p className="panel-note">{DASHBOARD_TEXT.lowStockShown(rows.length, total)}</p>
      ) : null}
    </section>
  );
}
