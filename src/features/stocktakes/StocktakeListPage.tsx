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

/** Stocktakes: newest first, open ones to count, posted and cancelled ones to look back at. */
export function StocktakeListPage() {
  const [search, setSearch] = useState('');
  const navigate = useNavigate();
  const areas = useReferenceList('itemAreas');
  // Any stocktake's event reloads it (contract/lists.ts): its status or counts show here.
  const list = useServerList('stocktakes', '', listStocktakes, STOCKTAKE_TEXT.loadFailed);
  const areaNames = (stocktake: Stocktake) =>
    stocktake.ItemAreaIds.map(
      (id) => areas.rows.find((area) => area.itemAreaId === id)?.name ?? `Area #${id}`,
    ).join(', ');
  const rows = (list.data?.stocktakes ?? []).filter((stocktake) =>
    matchesSearch(search, stocktake.Name, stocktake.Status, areaNames(stocktake)),
  );

  return (
    <section className="stock-list">
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search Stocktakes"
        addTo={ROUTES.stocktakeCreate}
        addLabel={STOCKTAKE_TEXT.add}
      />
      <QueuedSubmissions entries={list.entries} editable={false} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText="Loading stocktakes..."
          emptyText="No stocktakes to show."
        />
      ) : (
        <DataTable
          caption="Stocktakes"
          rows={rows}
          rowKey={(row) => row.StocktakeId}
          onRowClick={(row) => void navigate(routeWithId(ROUTES.stocktakeDetail, row.StocktakeId))}
          empty="No stocktakes yet. Start one to count an item area."
          columns={[
            {
              header: 'Name',
              cell: (row) => (
                <Link to={routeWithId(ROUTES.stocktakeDetail, row.StocktakeId)}>{row.Name}</Link>
              ),
              primary: true,
            },
            { header: 'Status', cell: (row) => <StocktakeStatusBadge status={row.Status} /> },
            { header: 'Item Areas', cell: (row) => areaNames(row) },
            {
              header: 'Started',
              cell: (row) => formatDayMonth(row.CreatedAt),
              className: 'nowrap',
            },
            { header: 'By', cell: (row) => row.CreatedBy },
          ]}
        />
      )}
    </section>
  );
}
