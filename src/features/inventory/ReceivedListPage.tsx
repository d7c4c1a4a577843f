import { useCallback, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { Link } from 'react-router-dom';
import { RECEIVED_PAGE_SIZE } from '../../../contract/constants';
import { FALLBACK } from '../../../contract/messages';
import { canAccess } from '../../../contract/roles';
import { listReceivedItems } from '../../api/receive-items';
import { useSession } from '../../hooks/SessionContext';
import { useReferenceList } from '../../hooks/useReferenceList';
import { Pagination } from '../../ui/Pagination';
import { pageCountOf } from '../../ui/pagination';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { EMPTY_FILTERS, receivedQuery, type ReceivedFilters } from './received-filters';
import { ReceivedFilterForm } from './ReceivedFilterForm';
import { ReceivedTable } from './ReceivedTable';
import './inventory.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES } from '../../lib/routes';
import { useCurrency } from '../../hooks/useCurrency';
import { useT } from '../../i18n';

/** Inventory - Received Items (spec 2.8): filter, a server-paginated table, '+ Add'. */
export function ReceivedListPage() {
  const t = useT();
  const { session } = useSession();
  const suppliers = useReferenceList('suppliers');
  const [filters, setFilters] = useState<ReceivedFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const mayValue = canAccess(session?.roleName, 'Valuation');
  const currency = useCurrency();
  const cost = mayValue ? { currency } : undefined;

  const query = receivedQuery(filters, page);
  const load = useCallback(() => listReceivedItems(query), [query]);
  const list = useServerList('received-items', query, load, FALLBACK.dataLoad);
  const pageCount = pageCountOf(list.data?.totalCount ?? 0, RECEIVED_PAGE_SIZE);

  return (
    <section className="stock-list">
      <div className="toolbar">
        <ExportCsvButton path={ENDPOINTS.receiveItems} query={query} fileName="received-items" />
        <span className="spacer" />
        {canAccess(session?.roleName, 'Add Inventory') ? (
          <Link className="btn btn-primary" to={ROUTES.receivedItemCreate}>
            {t('inventory.add')}
          </Link>
        ) : null}
      </div>
      <ReceivedFilterForm
        applied={filters}
        suppliers={suppliers.rows}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <QueuedSubmissions entries={list.entries} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText={t('inventory.loadingReceived')}
          emptyText={t('inventory.noReceivedToShow')}
        />
      ) : (
        <div aria-busy={list.loading}>
          <ReceivedTable rows={list.data.receiveItems} cost={cost} />
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />
        </div>
      )}
    </section>
  );
}
