import { useCallback, useEffect, useState } from 'react';
import { useServerList } from '../../hooks/useServerList';
import { Link } from 'react-router-dom';
import { FALLBACK } from '../../../contract/messages';
import type { OrderAction } from '../../../contract/paths';
import { listOrders } from '../../api/orders';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { formatDayMonth } from '../../ui/format';
import { Pagination } from '../../ui/Pagination';
import { pageCountOf } from '../../ui/pagination';
import { NoData } from '../../ui/NoData';
import { QueuedSubmissions } from '../../ui/QueuedSubmissions';
import { SearchBox } from '../../ui/SearchBox';
import { NEEDS_CONNECTION, OrderActions } from './OrderActions';
import { ORDER_LIST_TEXT } from './order-texts';
import { OrderActionDialog } from './OrderActionDialog';
import { OrderItemsCell } from './OrderItemsCell';
import {
  formatFulfilment,
  ORDER_PAGE_SIZE,
  orderLabel,
  orderQuery,
  statusText,
  statusTone,
} from './order-list';
import { useOnlineStatus } from '../../hooks/useOnlineStatus';
import './orders.css';
import { ENDPOINTS } from '../../../contract/paths';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { ROUTES } from '../../lib/routes';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** Orders (spec 2.10): server search, a paginated table with Confirm and Reject, 'Order Item'. */
export function OrderListPage() {
  const online = useOnlineStatus();
  const [search, setSearch] = useState('');
  // The search the server was asked for and the page of it: a new search starts at page 1.
  const [shown, setShown] = useState({ search: '', page: 1 });
  const [acting, setActing] = useState<{ id: number; action: OrderAction } | null>(null);

  useEffect(() => {
    const next = search.trim();
    const timer = window.setTimeout(
      () => setShown((current) => (current.search === next ? current : { search: next, page: 1 })),
      SEARCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [search]);

  const query = orderQuery(shown.search, shown.page);
  const load = useCallback(() => listOrders(query), [query]);
  const list = useServerList('orders', query, load, FALLBACK.orderItemsLoad);
  const pageCount = pageCountOf(list.data?.totalCount ?? 0, ORDER_PAGE_SIZE);

  return (
    <section className="stock-list orders-page">
      <div className="toolbar">
        <SearchBox value={search} onChange={setSearch} placeholder="Search Orders" />
        <ExportCsvButton path={ENDPOINTS.orderItems} search={shown.search} fileName="orders" />
        <span className="spacer" />
        <Link className="btn btn-primary" to={ROUTES.orderCreate}>
          Order Item
        </Link>
      </div>
      {online ? null : (
        <p className="orders-offline" role="status">
          {NEEDS_CONNECTION}: orders can be confirmed or rejected once the device is back online.
        </p>
      )}
      <QueuedSubmissions entries={list.entries} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText="Loading orders..."
          emptyText="No orders to show."
        />
      ) : (
        <div aria-busy={list.loading}>
          <DataTable
            caption="Orders"
            rows={list.data.orderItems}
            stackBelow="tablet"
            rowKey={(order) => order.ID}
            empty="No orders found."
            columns={[
              {
                header: 'Order ID',
                className: 'nowrap',
                primary: true,
                cell: (order) => orderLabel(order.ID),
              },
              { header: 'Department', cell: (order) => order.Department.Name },
              { header: 'Requested By', cell: (order) => order.User.Name },
              {
                header: 'Request Date',
                className: 'nowrap',
                cell: (order) => formatDayMonth(order.RequestDate),
              },
              {
                header: 'Fulfillment',
                className: 'nowrap',
                cell: (order) => formatFulfilment(order.FulfilledAt),
              },
              {
                header: 'Items',
                cell: (order) => <OrderItemsCell order={order} />,
              },
              {
                header: 'Status',
                cell: (order) => (
                  <>
                    <Badge tone={statusTone(order.Status)}>{statusText(order.Status)}</Badge>
                    {order.Reason ? (
                      <p className="order-reason">
                        {ORDER_LIST_TEXT.reason(order.Reason, order.ActionedBy?.Name ?? null)}
                      </p>
                    ) : null}
                  </>
                ),
              },
              {
                header: 'Actions',
                cell: (order) => (
                  <OrderActions
                    orderId={order.ID}
                    status={order.Status}
                    online={online}
                    onAction={(action) => setActing({ id: order.ID, action })}
                  />
                ),
              },
            ]}
          />
          <Pagination
            page={shown.page}
            pageCount={pageCount}
            onPageChange={(page) => setShown((current) => ({ ...current, page }))}
          />
        </div>
      )}
      {acting ? (
        <OrderActionDialog
          orderId={acting.id}
          action={acting.action}
          onClose={() => setActing(null)}
        />
      ) : null}
    </section>
  );
}
