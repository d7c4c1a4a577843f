import { useCallback, useEffect, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { Link } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { canAccess } from '../../../contract/roles';
import { listPoReceivedItems } from '../../api/receive-items';
import { useSession } from '../../hooks/SessionContext';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { formatDayMonth, formatPlainQuantity } from '../../ui/format';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { SearchBox } from '../../ui/SearchBox';
import './inventory.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES } from '../../lib/routes';
import { useT } from '../../i18n';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** Inventory - PO Items (spec 2.9): server-side search by item name, a table, '+ Add'. */
export function PoListPage() {
  const t = useT();
  const { session } = useSession();
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');

  useEffect(() => {
    const timer = window.setTimeout(() => setApplied(search.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  const load = useCallback(() => listPoReceivedItems(applied), [applied]);
  const query = applied ? new URLSearchParams({ search: applied }).toString() : '';
  const list = useServerList('po-items', query, load, FALLBACK.poItemsLoad);

  return (
    <section className="stock-list">
      <div className="toolbar">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder={t('inventory.searchByItemName')}
        />
        <ExportCsvButton path={ENDPOINTS.poReceiveItems} search={applied} fileName="po-items" />
        <span className="spacer" />
        {canAccess(session?.roleName, 'Add Inventory') ? (
          <Link className="btn btn-primary" to={ROUTES.poItemCreate}>
            {t('inventory.add')}
          </Link>
        ) : null}
      </div>
      <QueuedSubmissions entries={list.entries} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText={t('inventory.loadingPoItems')}
          emptyText={t('inventory.noPoItemsToShow')}
        />
      ) : (
        <div aria-busy={list.loading}>
          <DataTable
            caption={t('inventory.poItemsCaption')}
            rows={list.data.poReceiveItems}
            stackBelow="tablet"
            rowKey={(row) => row.ID}
            empty={t('inventory.noPoItemsFound')}
            columns={[
              { header: t('inventory.poId'), className: 'nowrap', cell: (row) => row.PoId ?? '—' },
              { header: t('inventory.item'), primary: true, cell: (row) => row.Item.Name },
              { header: t('inventory.supplier'), cell: (row) => row.Supplier.Name },
              {
                header: t('inventory.quantity'),
                className: 'nowrap',
                cell: (row) => `${formatPlainQuantity(row.Quantity)} ${row.Item.Unit}`,
              },
              {
                header: t('inventory.expirationDate'),
                className: 'nowrap',
                cell: (row) => formatDayMonth(row.ExpirationDate),
              },
              {
                header: t('inventory.receivedAt'),
                className: 'nowrap',
                cell: (row) => formatDayMonth(row.ReceivedAt),
              },
              {
                header: t('inventory.status'),
                className: 'nowrap',
                cell: (row) => <Badge>{row.Status}</Badge>,
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}
