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
import { OrderActions } from './OrderActions';
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
import { useT } from '../../i18n';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** Orders (spec 2.10): server search, a paginated table with Confirm and Reject, 'Order Item'. */
export function OrderListPage() {
  const t = useT();
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
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder={t('orders.searchPlaceholder')}
        />
        <ExportCsvButton path={ENDPOINTS.orderItems} search={shown.search} fileName="orders" />
        <span className="spacer" />
        <Link className="btn btn-primary" to={ROUTES.orderCreate}>
          {t('orders.orderItem')}
        </Link>
      </div>
      {online ? null : (
        <p className="orders-offline" role="status">
          {t('orders.offline')}
        </p>
      )}
      <QueuedSubmissions entries={list.entries} />
      {list.data === null ? (
        <NoData
          loading={list.loading}
          unsavedOffline={list.unsavedOffline}
          loadingText={t('orders.loading')}
          emptyText={t('orders.noneToShow')}
        />
      ) : (
        <div aria-busy={list.loading}>
          <DataTable
            caption={t('orders.caption')}
            rows={list.data.orderItems}
            stackBelow="tablet"
            rowKey={(order) => order.ID}
            empty={t('orders.noneFound')}
            columns={[
              {
                header: t('orders.orderId'),
                className: 'nowrap',
                primary: true,
                cell: (order) => orderLabel(order.ID),
              },
              { header: t('orders.department'), cell: (order) => order.Department.Name },
              { header: t('orders.requestedBy'), cell: (order) => order.User.Name },
              {
                header: t('orders.requestDate'),
                className: 'nowrap',
                cell: (order) => formatDayMonth(order.RequestDate),
              },
              {
                header: t('orders.fulfillment'),
                className: 'nowrap',
                cell: (order) => formatFulfilment(order.FulfilledAt),
              },
              {
                header: t('orders.items'),
                cell: (order) => <OrderItemsCell order={order} />,
              },
              {
                header: t('orders.status'),
                cell: (order) => (
                  <>
                    <Badge tone={statusTone(order.Status)}>{statusText(order.Status)}</Badge>
                    {order.Reason ? (
                      <p className="order-reason">
                        {order.ActionedBy?.Name
                          ? t('orders.reasonBy', {
                              reason: order.Reason,
                              by: order.ActionedBy.Name,
                            })
                          : t('orders.reasonOnly', { reason: order.Reason })}
                      </p>
                    ) : null}
                  </>
                ),
              },
              {
                header: t('orders.actions'),
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
