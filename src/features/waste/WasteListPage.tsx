import { useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { FALLBACK } from '../../../contract/messages';
import { listWasteItems } from '../../api/waste';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { formatDayMonth, formatPlainQuantity } from '../../ui/format';
import { PageToolbar } from '../../ui/PageToolbar';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { filterWaste } from './waste-form';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';
import { wasteReasonText } from '../../lib/waste-reason';

/** Reports - Waste Items (spec 2.17): a searchable table of waste reports, '+ Add'. */
export function WasteListPage() {
  const t = useT();
  const [search, setSearch] = useState('');
  const list = useServerList('waste', '', listWasteItems, FALLBACK.reportsLoad);
  const rows = list.data ? filterWaste(list.data.wasteItems, search) : [];

  return (
    <section className="stock-list">
      <PageToolbar
        search={search}
        onSearch={setSearch}
        placeholder={t('waste.searchPlaceholder')}
        addTo={ROUTES.wasteReportCreate}
      >
        <ExportCsvButton path={ENDPOINTS.wasteItems} search={search} fileName="waste" />
      </PageToolbar>
      <QueuedSubmissions entries={list.entries} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText={t('waste.loading')}
          emptyText={t('waste.noneToShow')}
        />
      ) : (
        <DataTable
          caption={t('waste.caption')}
          rows={rows}
          rowKey={(row) => row.ID}
          empty={t('waste.noneFound')}
          columns={[
            { header: t('waste.item'), cell: (row) => row.Item.Name },
            {
              header: t('waste.quantity'),
              cell: (row) => `${formatPlainQuantity(row.Quantity)} ${row.Item.Unit}`,
            },
            {
              header: t('waste.reason'),
              cell: (row) => (
                <Badge tone={row.Reason === 'Expired' ? 'danger' : 'warning'}>
                  {wasteReasonText(row.Reason)}
                </Badge>
              ),
            },
            { header: t('waste.wastedAt'), cell: (row) => formatDayMonth(row.WastedAt) },
            { header: t('waste.by'), cell: (row) => row.User.Name },
          ]}
        />
      )}
    </section>
  );
}
