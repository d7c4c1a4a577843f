import { useCallback, useEffect, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { Link, useSearchParams } from 'react-router-dom';
import { PURCHASING_ENDPOINTS } from '../../../contract/paths';
import { PURCHASE_ORDER_STATUSES } from '../../../contract/schemas/purchasing';
import { listPurchaseOrders } from '../../api/purchase-orders';
import { routeWithId, ROUTES } from '../../lib/routes';
import { Badge } from '../../ui/Badge';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { formatDate, formatDayMonth } from '../../ui/format';
import { PagedListFrame } from '../../ui/PagedListFrame';
import { pageCountOf } from '../../ui/pagination';
import { SearchBox } from '../../ui/SearchBox';
import { formatCost, poListQuery, poStatusText, poStatusTone, statusFilterOf } from './po-status';
import { useT } from '../../i18n';
import { poListText } from './texts';
import './purchasing.css';

const PAGE_SIZE = 20;
/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** Purchase Orders: status filter, search, CSV, newest first; a row opens the order. */
export function PurchaseOrderListPage() {
  const t = poListText(useT());
  const [search, setSearch] = useState('');
  // ?status= opens the list filtered (the dashboard's "Orders awaiting approval" card).
  const [params] = useSearchParams();
  const [shown, setShown] = useState(() => ({
    status: statusFilterOf(params.get('status')),
    search: '',
    page: 1,
  }));

  useEffect(() => {
    const next = search.trim();
    const timer = window.setTimeout(
      () =>
        setShown((current) =>
          current.search === next ? current : { ...current, search: next, page: 1 },
        ),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search]);

  const query = poListQuery(shown.status, shown.search, shown.page, PAGE_SIZE);
  const load = useCallback(() => listPurchaseOrders(query), [query]);
  const list = useServerList('purchase-orders', query, load, t.loadFailed);
  const pageCount = pageCountOf(list.data?.totalCount ?? 0, PAGE_SIZE);
  const csvQuery = shown.status ? `status=${shown.status}` : '';

  return (
    <PagedListFrame
      className="po-list-page"
      waiting={list.entries}
      list={list}
      loadingText={t.loading}
      emptyText={t.none}
      page={shown.page}
      pageCount={pageCount}
      onPageChange={(page) => setShown((current) => ({ ...current, page }))}
      toolbar={
        <>
          <SearchBox value={search} onChange={setSearch} placeholder={t.search} />
          <select
            className="input po-status-filter"
            aria-label={t.statusFilter}
            value={shown.status}
            onChange={(event) => setShown({ ...shown, status: event.target.value, page: 1 })}
          >
            <option value="">{t.allStatuses}</option>
            {PURCHASE_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {poStatusText(status)}
              </option>
            ))}
          </select>
          <ExportCsvButton
            path={PURCHASING_ENDPOINTS.purchaseOrders}
            query={csvQuery}
            search={shown.search}
            fileName="purchase-orders"
          />
          <span className="spacer" />
          <Link className="btn btn-secondary" to={ROUTES.purchaseOrderSuggestions}>
            {t.suggestions}
          </Link>
          <Link className="btn btn-primary" to={ROUTES.purchaseOrderCreate}>
            {t.add}
          </Link>
        </>
      }
      caption={t.caption}
      rowsOf={(data) => data.purchaseOrders}
      rowKey={(order) => order.PurchaseOrderId}
      tableEmpty={t.noneFound}
      detailPath={(order) => routeWithId(ROUTES.purchaseOrderDetail, order.PurchaseOrderId)}
      number={{ header: t.columns.number, text: (order) => order.PoNumber }}
      columns={[
        { header: t.columns.supplier, cell: (order) => order.Supplier.Name },
        {
          header: t.columns.status,
          cell: (order) => (
            <Badge tone={poStatusTone(order.Status)}>{poStatusText(order.Status)}</Badge>
          ),
        },
        {
          header: t.columns.expected,
          className: 'nowrap',
          cell: (order) => formatDate(order.ExpectedAt),
        },
        { header: t.columns.lines, cell: (order) => order.Lines.length },
        {
          header: t.columns.total,
          className: 'nowrap num',
          cell: (order) => formatCost(order.Total),
        },
        {
          header: t.columns.created,
          className: 'nowrap',
          cell: (order) => `${formatDayMonth(order.CreatedAt)} · ${order.CreatedBy}`,
        },
      ]}
    />
  );
}
