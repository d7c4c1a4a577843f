import { useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { Link, useNavigate } from 'react-router-dom';
import { STOCKTAKE_TEXT } from '../../../contract/messages';
import type { Stocktake } from '../../../contract/schemas/stocktakes';
import { listStocktakes } from '../../api/stocktakes';
import { useReferenceList } from '../../hooks/useReferenceList';
import { DataTable } from '../../ui/DataTable';
import { matchesSearch } from '../../ui/filter';
import { formatDayMonth } from '../../ui/format';
import { PageToolbar } from '../../ui/PageToolbar';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { StocktakeStatusBadge } from './StocktakeStatusBadge';
import './stocktakes.css';
import { ROUTES, routeWithId } from '../../lib/routes';
import { useT, useTranslateMessage } from '../../i18n';

/** Stocktakes: newest first, open ones to count, posted and cancelled ones to look back at. */
export function StocktakeListPage() {
  const t = useT();
  const message = useTranslateMessage();
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const areas = useReferenceList('itemAreas');
  // Any stocktake's event reloads it (contract/lists.ts): its status or counts show here.
  const list = useServerList('stocktakes', '', listStocktakes, STOCKTAKE_TEXT.loadFailed);
  const areaNames = (stocktake: Stocktake) =>
    stocktake.ItemAreaIds.map(
      (id) =>
        areas.rows.find((area) => area.itemAreaId === id)?.name ??
        t('stocktakes.areaNumber', { id: String(id) }),
    ).join(', ');
  const rows = (list.data?.stocktakes ?? []).filter((stocktake) =>
    matchesSearch(search, stocktake.Name, stocktake.Status, areaNames(stocktake)),
  );

  return (
    <section className="stock-list">
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('stocktakes.searchPlaceholder')}
        addTo={ROUTES.stocktakeCreate}
        addLabel={message(STOCKTAKE_TEXT.add)}
      />
      <QueuedSubmissions entries={list.entries} editable={false} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText={t('stocktakes.loading')}
          emptyText={t('stocktakes.noneToShow')}
        />
      ) : (
        <DataTable
          caption={t('stocktakes.caption')}
          rows={rows}
          rowKey={(row) => row.StocktakeId}
          onRowClick={(row) => void navigate(routeWithId(ROUTES.stocktakeDetail, row.StocktakeId))}
          empty={t('stocktakes.noneYet')}
          columns={[
            {
              header: t('stocktakes.name'),
              cell: (row) => (
                <Link to={routeWithId(ROUTES.stocktakeDetail, row.StocktakeId)}>{row.Name}</Link>
              ),
              primary: true,
            },
            {
              header: t('stocktakes.status'),
              cell: (row) => <StocktakeStatusBadge status={row.Status} />,
            },
            { header: t('stocktakes.itemAreas'), cell: (row) => areaNames(row) },
            {
              header: t('stocktakes.started'),
              cell: (row) => formatDayMonth(row.CreatedAt),
              className: 'nowrap',
            },
            { header: t('stocktakes.by'), cell: (row) => row.CreatedBy },
          ]}
        />
      )}
    </section>
  );
}
