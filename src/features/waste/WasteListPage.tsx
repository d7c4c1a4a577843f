import { useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { FALLBACK } from '../../../contract/messages';
import { listWasteItems } from '../../api/waste';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { formatDayMonth } from '../../ui/format';
import { PageToolbar } from '../../ui/PageToolbar';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { filterWaste } from './waste-form';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES } from '../../lib/routes';

/** Reports - Waste Items (spec 2.17): a searchable table of waste reports, '+ Add'. */
export function WasteListPage() {
  const [search, setSearch] = useState('');
  const list = useServerList('waste', '', listWasteItems, FALLBACK.reportsLoad);
  const rows = list.data ? filterWaste(list.data.wasteItems, search) : [];

  return (
    <section className="stock-list">
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search Reports"
        addTo={ROUTES.wasteReportCreate}
      >
        <ExportCsvButton path={ENDPOINTS.wasteItems} search={search} fileName="waste" />
      </PageToolbar>
      <QueuedSubmissions entries={list.entries} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText="Loading reports..."
          emptyText="No reports to show."
        />
      ) : (
        <DataTable
          caption="Waste reports"
          rows={rows}
          rowKey={(row) => row.ID}
          empty="No reports found."
          columns={[
            { header: 'Item', cell: (row) => row.Item.Name },
            { header: 'Quantity', cell: (row) => `${row.Quantity} ${row.Item.Unit}` },
            {
              header: 'Reason',
              cell: (row) => (
                <Badge tone={row.Reason === 'Expired' ? 'danger' : 'warning'}>{row.Reason}</Badge>
              ),
            },
            { header: 'Wasted At', cell: (row) => formatDayMonth(row.WastedAt) },
            { header: 'By', cell: (row) => row.User.Name },
          ]}
        />
      )}
    </section>
  );
}
