import { useCallback, useEffect, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { Link } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import { canAccess } from '../../../contract/roles';
import { listPoReceivedItems } from '../../api/receive-items';
import { useSession } from '../../hooks/SessionContext';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { formatDayMonth } from '../../ui/format';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { SearchBox } from '../../ui/SearchBox';
import './inventory.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES } from '../../lib/routes';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** Inventory - PO Items (spec 2.9): server-side search by item name, a table, '+ Add'. */
export function PoListPage() {
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
        <SearchBox value={search} onChange={setSearch} placeholder="Search by item name" />
        <ExportCsvButton path={ENDPOINTS.poReceiveItems} search={applied} fileName="po-items" />
        <span className="spacer" />
        {canAccess(session?.roleName, 'Add Inventory') ? (
          <Link className="btn btn-primary" to={ROUTES.poItemCreate}>
            + Add
          </Link>
        ) : null}
      </div>
      <QueuedSubmissions entries={list.entries} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText="Loading PO items..."
          emptyText="No PO items to show."
        />
      ) : (
        <div aria-busy={list.loading}>
          <DataTable
            caption="PO items"
            rows={list.data.poReceiveItems}
            stackBelow="tablet"
            rowKey={(row) => row.ID}
            empty="No PO items found."
            columns={[
              { header: 'PO ID', className: 'nowrap', cell: (row) => row.PoId ?? '—' },
              { header: 'Item', primary: true, cell: (row) => row.Item.Name },
              { header: 'Supplier', cell: (row) => row.Supplier.Name },
              {
                header: 'Quantity',
                className: 'nowrap',
                cell: (row) => `${row.Quantity} ${row.Item.Unit}`,
              },
              {
                header: 'Expiration Date',
                className: 'nowrap',
                cell: (row) => formatDayMonth(row.ExpirationDate),
              },
              {
                header: 'Received At',
                className: 'nowrap',
                cell: (row) => formatDayMonth(row.ReceivedAt),
              },
              { header: 'Status', className: 'nowrap', cell: (row) => <Badge>{row.Status}</Badge> },
            ]}
          />
        </div>
      )}
    </section>
  );
}
