import { Link } from 'react-router-dom';
import { imageUrlOf } from '../../api/items';
import { Badge } from '../../ui/Badge';
import { speedTone, type LocationRow } from './dashboard-figures';
import { useT } from '../../i18n';
import { speedClassLabel } from '../../ui/speed-class-label';

export interface LocationTableProps {
  rows: readonly LocationRow[];
  loading: boolean;
  /** Where the full list is, when the role may see it. */
  moreTo?: string;
}

/**
 * 'Item Location & Movement' (spec 2.6): image, item, zone and a movement speed tag. A compact
 * table that stays a table on phones (the zone goes under the name there).
 */
export function LocationTable({ rows, loading, moreTo }: LocationTableProps) {
  const t = useT();
  return (
    <section className="card dashboard-panel" aria-labelledby="location-title">
      <div className="panel-head">
        <h2 id="location-title" className="panel-title">
          {t('dashboard.locationTitle')}
        </h2>
        {moreTo ? (
          <Link className="panel-link" to={moreTo}>
            {t('dashboard.seeAll')}
          </Link>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="empty-state">
          {loading ? t('dashboard.loadingItems') : t('dashboard.noItems')}
        </p>
      ) : (
        <table className="dash-table">
          <thead>
            <tr>
              <th scope="col" className="dash-col-image">
                {t('dashboard.image')}
              </th>
              <th scope="col">{t('ui.item')}</th>
              <th scope="col" className="dash-col-zone">
                {t('dashboard.zone')}
              </th>
              <th scope="col">{t('dashboard.movement')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const src = imageUrlOf(row.url);
              return (
                <tr key={row.itemId}>
                  <td className="dash-col-image">
                    {src ? (
                      <img className="item-thumb" src={src} alt="" loading="lazy" />
                    ) : (
                      <span className="item-thumb" aria-hidden="true" />
                    )}
                  </td>
                  <td>
                    <span className="dash-name">{row.name}</span>
                    <span className="dash-sub" aria-hidden="true">
                      {row.zone}
                    </span>
                  </td>
                  <td className="dash-col-zone">{row.zone}</td>
                  <td>
                    <Badge tone={speedTone(row.speed)}>
                      {row.speed ? speedClassLabel(t, row.speed) : t('dashboard.unknown')}
                    </Badge>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
