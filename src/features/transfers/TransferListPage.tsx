import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { canAccess } from '../../../contract/roles';
import type { Transfer } from '../../../contract/schemas/transfers';
import {
  TRANSFER_PAGE_SIZE,
  TRANSFER_TABS,
  listTransfers,
  transferListQuery,
  type TransferTab,
} from '../../api/transfers';
import { useSession } from '../../hooks/SessionContext';
import { useCurrency } from '../../hooks/useCurrency';
import { useOutboxEntries } from '../../hooks/useOutboxEntries';
import { useServerList } from '../../hooks/useServerList';
import { formatMoney } from '../../lib/money';
import { routeWithId, ROUTES } from '../../lib/routes';
import { Badge } from '../../ui/Badge';
import { formatDayMonth } from '../../ui/format';
import { PagedListFrame } from '../../ui/PagedListFrame';
import { pageCountOf } from '../../ui/pagination';
import { useT } from '../../i18n';
import { transferListText } from './texts';
import { transferStatusText, transferStatusTone } from './transfer-status';
import './transfers.css';

const detailPath = (transfer: Transfer) => routeWithId(ROUTES.transferDetail, transfer.TransferId);

/**
 * Transfers (design: Sites and transfers): the chosen site's transfers in three views, In
 * transit to here first (what a clerk receives), with the sends, receipts and cancellations
 * still waiting in the outbox above them.
 */
export function TransferListPage() {
  const t = transferListText(useT());
  const { session } = useSession();
  const currency = useCurrency();
  const money = canAccess(session?.roleName, 'Valuation');
  const [shown, setShown] = useState<{ tab: TransferTab; page: number }>({
    tab: 'inTransit',
    page: 1,
  });
  const query = transferListQuery(shown.tab, shown.page);
  const load = useCallback(() => listTransfers(query), [query]);
  const list = useServerList('transfers', query, load, t.loadFailed);
  // A receipt or a cancellation waits here too: it is made on a transfer of this list.
  const receipts = useOutboxEntries('transfer-receive');
  const cancels = useOutboxEntries('transfer-cancel');
  const waiting = [...list.entries, ...receipts, ...cancels].sort((a, b) => a.seq - b.seq);
  const pageCount = pageCountOf(list.data?.totalCount ?? 0, TRANSFER_PAGE_SIZE);

  return (
    <PagedListFrame
      className="transfer-list-page"
      waiting={waiting}
      list={list}
      loadingText={t.loading}
      emptyText={t.none}
      page={shown.page}
      pageCount={pageCount}
      onPageChange={(page) => setShown((current) => ({ ...current, page }))}
      toolbar={
        <>
          <div className="segmented transfer-tabs" role="group" aria-label={t.tabs.label}>
            {TRANSFER_TABS.map((tab) => (
              <button
                key={tab}
                type="button"
                className="segmented-option"
                aria-pressed={tab === shown.tab}
                onClick={() => setShown({ tab, page: 1 })}
              >
                {t.tabs[tab]}
              </button>
            ))}
          </div>
          <span className="spacer" />
          <Link className="btn btn-primary" to={ROUTES.transferCreate}>
            {t.add}
          </Link>
        </>
      }
      caption={t.caption}
      rowsOf={(data) => data.transfers}
      rowKey={(transfer) => transfer.TransferId}
      tableEmpty={t.noneFound[shown.tab]}
      detailPath={detailPath}
      number={{ header: t.columns.number, text: (transfer) => transfer.TransferNumber }}
      columns={[
        { header: t.columns.from, cell: (transfer) => transfer.FromSite.Name },
        { header: t.columns.to, cell: (transfer) => transfer.ToSite.Name },
        {
          header: t.columns.status,
          cell: (transfer) => (
            <Badge tone={transferStatusTone(transfer.Status)}>
              {transferStatusText(transfer.Status)}
            </Badge>
          ),
        },
        {
          header: t.columns.lines,
          className: 'num',
          cell: (transfer) => transfer.Lines.length,
        },
        ...(money
          ? [
              {
                header: t.columns.value,
                className: 'nowrap num',
                cell: (transfer: Transfer) =>
                  transfer.Value === null ? '—' : formatMoney(transfer.Value, currency),
              },
            ]
          : []),
        {
          header: t.columns.sent,
          className: 'nowrap',
          cell: (transfer) => `${formatDayMonth(transfer.SentAt)} · ${transfer.SentBy}`,
        },
      ]}
    />
  );
}
